#!/usr/bin/env node
/**
 * `npm run test:e2e:repeat -- N`: builds once, then runs the browser tests N times in a row (default 5) and
 * prints how many runs passed, with the failing tests of each failed run. A flaky browser test shows up here
 * before it reaches CI; run it while the machine is busy to find races. Exits non-zero unless all runs pass.
 */
import { spawnSync } from 'node:child_process';

const runs = Number.parseInt(process.argv[2] ?? '5', 10);
if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
  console.error('Usage: npm run test:e2e:repeat -- N   (N from 1 to 100)');
  process.exit(2);
}

function run(command, args, capture = false) {
  return spawnSync(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', encoding: 'utf8', env: process.env });
}

for (const [command, args] of [
  ['node', ['scripts/ensure-chromium.mjs']],
  ['npx', ['vite', 'build', '--logLevel', 'warn']],
]) {
  const result = run(command, args);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let passed = 0;
const failures = [];
for (let i = 1; i <= runs; i += 1) {
  const started = Date.now();
  const result = run('npx', ['vitest', 'run', '--project', 'e2e', '--reporter', 'dot'], true);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status === 0) {
    passed += 1;
    process.stdout.write(`run ${i}/${runs}: passed (${seconds} s)\n`);
  } else {
    // vitest's summary names each failed test on a line starting with FAIL.
    const failed = [...new Set(output.split('\n').filter((line) => /\bFAIL\b/.test(line)).map((line) => line.trim()))];
    failures.push({ run: i, failed });
    process.stdout.write(`run ${i}/${runs}: FAILED (${seconds} s)\n${failed.map((line) => `  ${line}`).join('\n')}\n`);
    process.stdout.write(output.split('\n').slice(-80).join('\n') + '\n');
  }
}
process.stdout.write(`\nbrowser tests: ${passed} of ${runs} runs passed\n`);
process.exit(passed === runs ? 0 : 1);
