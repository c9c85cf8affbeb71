#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, in the order that fails fastest. Each step prints its time; the first
 * failure stops the run with that step's exit code. Nothing is skipped silently: browser tests need
 * Chromium (and the split deployment's test nginx): ensure-chromium.mjs and ensure-nginx.mjs install them or
 * stop with a message saying how.
 *
 * The type check, the lint and the build read only the sources (the build writes dist/, which the lint
 * ignores): they run side by side, with the installation of the browser tests' tools, and each one's output is
 * printed whole when it ends. The type check is TypeScript 7's native compiler (package.json's
 * typescript-native): ~8 s for the three programs where TypeScript 6 took ~34 s of one core. TypeScript 6 stays
 * for typescript-eslint, which needs a compiler API that 7 does not have.
 */
import { spawn, spawnSync } from 'node:child_process';

/** Steps of one stage run at the same time; stages run one after the other. */
const stages = [
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['build', 'npm', ['run', '--silent', 'build']],
    // apt-get waits mostly on the network and the disk: on a machine without them, installing Chromium and
    // nginx for the browser tests overlaps the three checks instead of following the component tests.
    ['chromium and nginx', 'sh', ['-c', 'node scripts/ensure-chromium.mjs && node scripts/ensure-nginx.mjs']],
  ],
  [
    [
      'unit, server and component tests',
      'npx',
      ['vitest', 'run', '--project', 'unit', '--project', 'server', '--project', 'server-mocking', '--project', 'components', '--project', 'components-mocking'],
    ],
  ],
  [['browser tests', 'npx', ['vitest', 'run', '--project', 'e2e']]],
];

const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(1);

function runAlone([name, command, args]) {
  const t0 = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return { name, status: result.status ?? 1, time: seconds(t0) };
}

function runCaptured([name, command, args]) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n▶ ${name}\n${Buffer.concat(output).toString()}`);
      resolve({ name, status: code ?? 1, time: seconds(t0) });
    });
  });
}

const started = Date.now();
for (const stage of stages) {
  const results = stage.length === 1 ? [runAlone(stage[0])] : await Promise.all(stage.map(runCaptured));
  for (const { name, status, time } of results) {
    process.stdout.write(status === 0 ? `✔ ${name} (${time} s)\n` : `\n✖ ${name} failed after ${time} s\n`);
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) process.exit(failed.status);
}
process.stdout.write(`\nAll checks passed in ${seconds(started)} s\n`);
