/**
 * An emulator module: one area of the backend (users, clusters, pipeline, push). The app composes the
 * modules listed in modules.ts; each brings its own tables, seed data, routes and background work.
 */
import type { Hono } from 'hono';
import type { ApiEnv, EmulatorContext } from './context';

export interface EmulatorModule {
  name: string;
  /** SQL run at every start (CREATE TABLE IF NOT EXISTS …), in module order. */
  schema?: string;
  /** Fills an empty database with demo data; runs after the modules before it have seeded. */
  seed?(ctx: EmulatorContext): void;
  /** Routes that need no token, mounted on the /api app before the auth middleware. */
  publicRoutes?(api: Hono, ctx: EmulatorContext): void;
  /** Routes behind the auth middleware (token and method scope already checked). */
  routes?(api: Hono<ApiEnv>, ctx: EmulatorContext): void;
  /** Additions to the served /config.json (e.g. the VAPID public key). */
  runtimeConfig?(ctx: EmulatorContext): Record<string, unknown>;
  /**
   * The clock hook's jump (server/clock.ts): moves the stored instants of what is in progress back by
   * `realMs`, so it behaves as if that much time had passed, without dating anything in the future.
   * Applies what became due before it returns, so the hook's answer is followed by up-to-date reads.
   */
  fastForward?(ctx: EmulatorContext, realMs: number): void;
  /** Starts background work (simulators, event listeners); returns its stop function. */
  start?(ctx: EmulatorContext): () => void;
}
