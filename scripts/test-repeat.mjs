#!/usr/bin/env node
/**
 * `npm run test:repeat -- N [--busy]`: runs the whole `npm test` (every layer) N times in a row (default 5)
 * and prints each run's time and result, with the failing tests of a failed run. Exits non-zero unless every
 * run passed.
 *
 * `--busy` makes the machine busy the way a shared CI machine is: two other processes run beside the suite
 * for the whole time, a `vite build` loop (into a folder of its own, not dist/) and a loop of the unit tests.
 * A test that passes only on an idle machine fails here, where its race can be found.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const busy = args.includes('--busy');
const runs = Number.parseInt(args.find((arg) => !arg.startsWith('--')) ?? '5', 10);
if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
  console.error('Usage: npm run test:repeat -- N [--busy]   (N from 1 to 100)');
  process.exit(2);
}

const loops = [];
let stopping = false;
/** Runs `command` again and again until the script ends. */
function loop(name, command, commandArgs) {
  const again = () => {
    if (stopping) return;
    const child = spawn(command, commandArgs, { stdio: 'ignore', env: process.env, detached: true });
    loops.push(child);
    child.on('exit', () => {
      loops.splice(loops.indexOf(child), 1);
      again();
    });
  };
  process.stdout.write(`busy: ${name}\n`);
  again();
}

function stopLoops() {
  stopping = true;
  for (const child of loops) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopLoops);
process.on('SIGINT', () => process.exit(130));

const outDir = busy ? mkdtempSync(join(tmpdir(), 'busy-build-')) : null;
if (busy && outDir) {
  loop('vite build loop', 'npx', ['vite', 'build', '--logLevel', 'silent', '--outDir', outDir, '--emptyOutDir']);
  loop('unit test loop', 'npx', ['vitest', 'run', '--project', 'unit', '--reporter', 'dot']);
}

let passed = 0;
for (let i = 1; i <= runs; i += 1) {
  const started = Date.now();
  const result = spawnSync('npm', ['test'], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: process.env, maxBuffer: 256 * 1024 * 1024 });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  // test.mjs prints each step's time: '✔ name (12.3 s)'.
  const steps = output
    .split('\n')
    .filter((line) => /^[✔✖] /.test(line))
    .map((line) => `  ${line.trim()}`);
  if (result.status === 0) {
    passed += 1;
    process.stdout.write(`run ${i}/${runs}: passed (${seconds} s)\n${steps.join('\n')}\n`);
  } else {
    const failed = [...new Set(output.split('\n').filter((line) => /\bFAIL\b/.test(line)).map((line) => `  ${line.trim()}`))];
    const log = join(tmpdir(), `test-repeat-run-${i}-${Date.now()}.log`);
    writeFileSync(log, output);
    process.stdout.write(`run ${i}/${runs}: FAILED (${seconds} s), its whole output in ${log}\n${steps.join('\n')}\n${failed.join('\n')}\n`);
  }
}
stopLoops();
if (outDir) rmSync(outDir, { recursive: true, force: true });
process.stdout.write(`\nwhole suite${busy ? ', beside two busy processes' : ''}: ${passed} of ${runs} runs passed\n`);
process.exit(passed === runs ? 0 : 1);
