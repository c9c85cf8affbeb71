/**
 * `npm run split`: the console as it is deployed for real, on its own origin, with the API and sign-in on
 * another. nginx (deploy/nginx/console.conf) serves a copy of dist/ on http://127.0.0.1:CONSOLE_PORT (8081)
 * with a config.json written by deploy/write-config.mjs; the emulator runs on http://localhost:PORT (8080)
 * with CONSOLE_ORIGINS naming the console. Ctrl+C stops both. Other variables go to the emulator
 * (SIM_SPEED, EMULATOR_TEST_HOOKS, …: server/main.ts).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startLocalNginx, type LocalNginx } from './local-nginx';

const CONSOLE_HOST = '127.0.0.1';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    process.stderr.write(`${name} must be a port number, got "${raw}"\n`);
    process.exit(1);
  }
  return value;
}

async function main(): Promise<void> {
  const apiPort = port('PORT', 8080);
  const consolePort = port('CONSOLE_PORT', 8081);
  const consoleUrl = `http://${CONSOLE_HOST}:${consolePort}`;
  const apiUrl = `http://localhost:${apiPort}`;

  const emulator = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort), PUBLIC_URL: apiUrl, CONSOLE_ORIGINS: consoleUrl },
  });
  let nginx: LocalNginx | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await nginx?.stop().catch((error: unknown) => process.stderr.write(`${String(error)}\n`));
    if (emulator.exitCode === null) emulator.kill('SIGTERM');
    process.exitCode = code;
  };
  emulator.once('exit', (code) => {
    if (!stopping) process.stderr.write(`The emulator stopped (exit ${code}).\n`);
    void stop(code ?? 1);
  });
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  // The emulator answers its config.json once it listens; write-config reads the API's values from it.
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${apiUrl}/config.json`).then((r) => r.ok, () => false))) {
    if (stopping) return;
    if (Date.now() > deadline) {
      process.stderr.write(`The emulator did not answer on ${apiUrl} within a minute.\n`);
      await stop(1);
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  try {
    nginx = await startLocalNginx({ dist: join(ROOT, 'dist'), host: CONSOLE_HOST, port: consolePort, configFrom: `${apiUrl}/config.json` });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    await stop(1);
    return;
  }
  process.stdout.write(`\nConsole (nginx, deploy/nginx/console.conf): ${consoleUrl}\nAPI and sign-in (emulator):               ${apiUrl}\n\n`);
}

void main();
