import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Six projects, one command. unit/server run in node; components in jsdom (server-mocking and
// components-mocking: the files of those two that mock modules, each file isolated);
// e2e drives Debian's Chromium against a real emulator, two files at a time: each file has its own stack
// (emulator on a free port, in-memory database, its own browser), and a browser test must pass on a busy
// machine anyway, so the second file is load like any other.
/**
 * The test files under `dir` that replace modules with vi.mock. Files of one project share a module graph per
 * worker (`isolate: false` below), where a mocked module would stand in for the real one in the next file: these
 * run isolated instead, each with a module graph of its own. Found by reading the files, so a new test that
 * mocks is isolated without anyone remembering to list it.
 */
function filesThatMock(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file).split(sep).join('/'))
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')));
}

const MOCKING_SERVER_TESTS = filesThatMock('tests/server');
const MOCKING_COMPONENT_TESTS = filesThatMock('tests/components');

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. Two measured
    // 366 s → 209 s for unit, server and components there (299 s beside a build loop, all passing).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          globals: true,
          // One module graph per worker, as for the server tests: importing afresh for each of ~60 files was two
          // thirds of this layer (15 s -> 6 s, 29 -> 10 CPU-seconds). setup-node.ts puts back, when a file
          // ends, what it may have changed in the process (clock, spies, globals, environment).
          setupFiles: ['tests/support/setup-node.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: MOCKING_SERVER_TESTS,
          setupFiles: ['tests/support/setup-node.ts'],
          globals: true,
          testTimeout: 20_000,
          // One module graph per worker, not per file: importing the emulator (Hono, oidc-provider, every call
          // family) took ~1 s of every file. Each test still makes its own emulator, database and clock.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'server-mocking', environment: 'node', include: MOCKING_SERVER_TESTS, globals: true, testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.tsx'],
          exclude: MOCKING_COMPONENT_TESTS,
          setupFiles: ['tests/support/setup-dom.ts'],
          globals: true,
          testTimeout: 15_000,
          // One jsdom and one module graph per worker, not per file: importing the app, Mantine and the
          // emulator and making a jsdom took ~4 s of every file's ~6. setup-dom.ts puts back, before each test,
          // everything a test may change that outlives it (storage, stores, timers, online state, mocks).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components-mocking',
          environment: 'jsdom',
          include: MOCKING_COMPONENT_TESTS,
          setupFiles: ['tests/support/setup-dom.ts'],
          globals: true,
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globals: true,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
          // One module graph per worker, as for the server tests: the emulator and playwright-core were imported
          // afresh for each of ~30 files. Each file still starts its own emulator and Chromium (stackForFile).
          isolate: false,
        },
      },
    ],
  },
});
