/**
 * Set-up of every unit and server test file. Those files share one module graph per worker (vitest.config.ts,
 * `isolate: false`), so what a file changes in the process is put back when it ends: the next file starts
 * with the real clock, no spies and no stubbed globals or environment variables, as it would alone.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
