/**
 * What every part of the emulator shares. Route modules receive an EmulatorContext and register
 * themselves on the /api Hono app; nothing reaches for globals.
 */
import type { Database } from './db';
import type { EventEmitter } from 'node:events';
import type { User } from '../src/contract/types';

/**
 * The wall clock and the simulation's speed (server/clock.ts). Every stored or answered instant is
 * `now()`; simulated durations become real ones through `realDelay`.
 */
export interface Clock {
  /** Wall-clock epoch milliseconds. */
  now(): number;
  /** Simulated ms per real ms (SIM_SPEED). */
  readonly speed: number;
  /** Real milliseconds that `simulatedMs` of simulated work take at this speed. */
  realDelay(simulatedMs: number): number;
}

/** The verified caller of an /api request. */
export interface Caller {
  uuid: string;
  sub: string;
  email: string | null;
  scopes: string[];
}

/** Something that happened and may interest the owner: in-app notification, push alert, page refresh. */
export interface EmulatorEvent {
  userId: string;
  /** e.g. 'cluster.running', 'cluster.disconnected', 'pipeline.stage' */
  kind: string;
  title: string;
  body: string;
  /** One tag per cluster or deployment, so a later event replaces the earlier alert. */
  tag: string;
  /** App path to open, e.g. /clusters/sales-eu */
  url: string;
  /** The notice it comes with is a failure (a failed node action, scheduled event…): quiet hours let it through. */
  failed?: boolean;
}

export interface EmulatorContext {
  db: Database;
  clock: Clock;
  /** The origin everything is named after (issuer, redirect URIs, config.json). */
  publicUrl: string;
  /**
   * The origins a console may be served from: publicUrl (the console the emulator serves itself) and those of
   * CONSOLE_ORIGINS. Each has the sign-in client's redirect URIs and the API's CORS; no other origin has either.
   */
  consoleOrigins: readonly string[];
  /** The console's home for links the emulator makes: the first of CONSOLE_ORIGINS, else publicUrl. */
  consoleUrl: string;
  /** Absolute API audience: `${publicUrl}/api`. */
  audience: string;
  /** 'event' carries an EmulatorEvent. */
  events: EventEmitter;
  /** Test/demo hooks under /api/_emulator are mounted only when true. */
  testHooks: boolean;
  /** Where keys and the database live; null for an in-memory emulator. */
  dataDir: string | null;
  /** Domains whose https URLs a sign-in link may send the browser to (runtime config `clusterDomains`). */
  clusterDomains: readonly string[];
}

/** Hono environment of the /api app. */
export interface ApiEnv {
  Variables: { caller: Caller };
}

/**
 * Routes under users/:userId behind the kit's `userScope` (server/clusters/kit.ts): the path is the
 * caller's own, the simulation is up to date, and `user` is the caller's profile.
 */
export interface UserEnv {
  Variables: ApiEnv['Variables'] & { user: User };
}
