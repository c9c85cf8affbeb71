#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, in the order that fails fastest. Each step prints its time; the first
 * failure stops the run with that step's exit code. Nothing is skipped silently: browser tests need
 * Chromium, and ensure-chromium.mjs installs it or stops with a message saying how.
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit, server and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'server', '--project', 'components']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['browser tests', 'npx', ['vitest', 'run', '--project', 'e2e']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const t0 = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`\n✖ ${name} failed after ${seconds} s\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${name} (${seconds} s)\n`);
}
process.stdout.write(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
