/**
 * Test and demo hooks under /api/_emulator, mounted only with `testHooks` (EMULATOR_TEST_HOOKS=1):
 * - POST /api/_emulator/faults { route?, status?, body?, count?, latencyMs? }: the next `count` (default 1)
 *   /api calls matching `route` wait `latencyMs` and, with `status`, answer `status` with `body` (a JSON
 *   object; default { message: 'Injected fault (HTTP status)' }) instead of running. `route` is "[METHOD ]/path", relative to /api; `*` matches one path segment; without `*`
 *   it is a prefix. No route: every call except the hooks themselves.
 * - DELETE /api/_emulator/faults: clears pending faults.
 * - POST /api/_emulator/clock/advance { ms }: moves the simulation forward by `ms` simulated ms (at most
 *   MAX_ADVANCE_MS): every module moves what is in progress back by the real equivalent (server/clock.ts);
 *   answers { now } (wall clock). GET /api/_emulator/clock: { now, speed }.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { invalid, readJson } from './api-helpers';
import { ADVANCE_RANGE_MESSAGE, MAX_ADVANCE_MS } from './clock';
import type { EmulatorContext } from './context';
import type { EmulatorModule } from './module';

export const HOOKS_PREFIX = '/_emulator';

export interface Fault {
  method: string | null;
  /** Path pattern relative to /api. */
  pattern: string;
  status: number | null;
  /** What a faulted call answers with its status; null: the injected-fault message. */
  body: Record<string, unknown> | null;
  remaining: number;
  latencyMs: number;
}

export const INJECTED_FAULT_MESSAGE = (status: number) => `Injected fault (HTTP ${status})`;

function toRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

export function faultMatches(fault: Fault, method: string, apiPath: string): boolean {
  if (fault.method && fault.method !== method.toUpperCase()) return false;
  if (!fault.pattern) return true;
  return fault.pattern.includes('*') ? toRegExp(fault.pattern).test(apiPath) : apiPath.startsWith(fault.pattern);
}

export function parseFault(body: Record<string, unknown>): Fault {
  const { route, status, count, latencyMs, body: answer } = body;
  if (route !== undefined && typeof route !== 'string') {
    throw invalid([{ fieldName: 'route', message: 'route must be a string' }]);
  }
  if (status !== undefined && (!Number.isInteger(status) || (status as number) < 100 || (status as number) > 599)) {
    throw invalid([{ fieldName: 'status', message: 'status must be an HTTP status code' }]);
  }
  if (count !== undefined && (!Number.isInteger(count) || (count as number) < 1)) {
    throw invalid([{ fieldName: 'count', message: 'count must be a positive integer' }]);
  }
  if (latencyMs !== undefined && (typeof latencyMs !== 'number' || latencyMs < 0 || latencyMs > 120_000)) {
    throw invalid([{ fieldName: 'latencyMs', message: 'latencyMs must be between 0 and 120000' }]);
  }
  if (answer !== undefined && (typeof answer !== 'object' || answer === null || Array.isArray(answer))) {
    throw invalid([{ fieldName: 'body', message: 'body must be a JSON object' }]);
  }
  if (answer !== undefined && status === undefined) {
    throw invalid([{ fieldName: 'body', message: 'A body needs a status' }]);
  }
  if (status === undefined && latencyMs === undefined) {
    throw invalid([{ fieldName: 'status', message: 'Give a status, a latencyMs, or both' }]);
  }
  let method: string | null = null;
  let pattern = (route ?? '').trim();
  const spaced = /^([A-Za-z]+)\s+(\S+)$/.exec(pattern);
  if (spaced?.[1] && spaced[2]) {
    method = spaced[1].toUpperCase();
    pattern = spaced[2];
  }
  pattern = pattern.replace(/^\/api(?=\/|$)/, '');
  return {
    method,
    pattern,
    status: (status as number | undefined) ?? null,
    body: (answer as Record<string, unknown> | undefined) ?? null,
    remaining: (count as number | undefined) ?? 1,
    latencyMs: (latencyMs as number | undefined) ?? 0,
  };
}

export interface TestHooks {
  /** Runs first on every /api call: applies pending faults. */
  faults: MiddlewareHandler;
  /** Mounts the hook routes on the /api app. */
  mount(api: Hono): void;
}

export function createTestHooks(ctx: EmulatorContext, modules: readonly EmulatorModule[]): TestHooks {
  const { clock } = ctx;
  let pending: Fault[] = [];
  const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

  const faults: MiddlewareHandler = async (c, next) => {
    const apiPath = c.req.path.replace(/^\/api/, '') || '/';
    if (apiPath.startsWith(HOOKS_PREFIX)) return next();
    const fault = pending.find((f) => faultMatches(f, c.req.method, apiPath));
    if (!fault) return next();
    fault.remaining -= 1;
    if (fault.remaining <= 0) pending = pending.filter((f) => f !== fault);
    if (fault.latencyMs > 0) await sleep(fault.latencyMs);
    if (fault.status !== null) {
      return new Response(JSON.stringify(fault.body ?? { message: INJECTED_FAULT_MESSAGE(fault.status) }), {
        status: fault.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return next();
  };

  function mount(api: Hono): void {
    api.post(`${HOOKS_PREFIX}/faults`, async (c) => {
      const fault = parseFault(await readJson(c));
      pending.push(fault);
      return c.json({ message: 'Fault armed', pending: pending.length }, 201);
    });
    api.delete(`${HOOKS_PREFIX}/faults`, (c) => {
      pending = [];
      return c.json({ message: 'Faults cleared' });
    });
    api.post(`${HOOKS_PREFIX}/clock/advance`, async (c) => {
      const { ms } = await readJson(c);
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_ADVANCE_MS) {
        throw invalid([{ fieldName: 'ms', message: ADVANCE_RANGE_MESSAGE }]);
      }
      const realMs = clock.realDelay(ms);
      for (const m of modules) m.fastForward?.(ctx, realMs);
      return c.json({ now: clock.now() });
    });
    api.get(`${HOOKS_PREFIX}/clock`, (c) => c.json({ now: clock.now(), speed: clock.speed }));
  }

  return { faults, mount };
}
