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
  /** Starts background work (simulators, event listeners); returns its stop function. */
  start?(ctx: EmulatorContext): () => void;
}
