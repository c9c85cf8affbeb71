/**
 * `npm start` / `npm run serve`: the emulator on one port.
 *   PORT (default 8080), PUBLIC_URL (origin seen by the browser, e.g. behind a proxy), SIM_SPEED
 *   (simulated ms per real ms), EMULATOR_TEST_HOOKS=1 (mount /api/_emulator hooks), CLUSTER_DOMAINS
 *   (comma-separated domains sign-in links may send the browser to; default: the emulated clusters'
 *   domain), CONSOLE_ORIGINS (comma-separated origins a console is served from besides this one, e.g.
 *   http://localhost:8081 for a console behind nginx: each gets sign-in redirects and the API's CORS),
 *   `--reset` (forget the database and the keys in .data/ and start over).
 */
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './users/accounts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, '.data');
const dbPath = join(dataDir, 'emulator.sqlite');
const staticDir = join(root, 'dist');

function out(line = ''): void {
  process.stdout.write(`${line}\n`);
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number, got "${raw}"`);
  return port;
}

function parseSpeed(raw: string | undefined): number {
  // 8× makes a demo create (5–10 simulated minutes) take about a minute of real time.
  if (raw === undefined || raw === '') return 8;
  const speed = Number(raw);
  if (!Number.isFinite(speed) || speed <= 0) fail(`SIM_SPEED must be a positive number, got "${raw}"`);
  return speed;
}

/** Comma-separated host names, e.g. "clusters.example.com,eu.clusters.example.com"; unset: the default. */
function parseClusterDomains(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const domains = raw.split(',').map((d) => d.trim().toLowerCase()).filter(Boolean);
  for (const domain of domains) {
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(domain)) {
      fail(`CLUSTER_DOMAINS must list host names separated by commas, got "${domain}"`);
    }
  }
  return domains;
}

/** Comma-separated origins, e.g. "https://console.example.com,http://localhost:8081"; unset: none. */
function parseConsoleOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | null;
      try {
        url = new URL(entry);
      } catch {
        url = null;
      }
      // An origin only: scheme, host and port, no path (a trailing slash is tolerated).
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, '')) {
        fail(`CONSOLE_ORIGINS must list origins (like https://console.example.com) separated by commas, got "${entry}"`);
      }
      return url.origin;
    });
}

function reset(): void {
  for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`, join(dataDir, 'keys.json')]) {
    rmSync(file, { force: true });
  }
  out('Reset: the database and the keys in .data/ were deleted.');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length > 0) fail(`Unknown argument(s): ${unknown.join(' ')}. Usage: npm start [-- --reset]`);
  if (args.includes('--reset')) reset();

  const port = parsePort(process.env.PORT);
  const publicUrl = process.env.PUBLIC_URL || undefined;
  if (publicUrl) {
    try {
      new URL(publicUrl);
    } catch {
      fail(`PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
    }
  }

  const emulator = await startEmulator({
    port,
    publicUrl,
    dbPath,
    dataDir,
    staticDir,
    simSpeed: parseSpeed(process.env.SIM_SPEED),
    testHooks: process.env.EMULATOR_TEST_HOOKS === '1',
    clusterDomains: parseClusterDomains(process.env.CLUSTER_DOMAINS),
    consoleOrigins: parseConsoleOrigins(process.env.CONSOLE_ORIGINS),
  });

  out();
  out(`Console, API and sign-in: ${emulator.url}`);
  const others = emulator.ctx.consoleOrigins.filter((o) => o !== emulator.url);
  if (others.length > 0) out(`Consoles also allowed from: ${others.join(', ')}`);
  if (!existsSync(join(staticDir, 'index.html'))) out('The app is not built: run npm run build first (the API and sign-in work).');
  if (emulator.ctx.testHooks) out('Test hooks are on: /api/_emulator/*');
  out();
  out(`Demo accounts (password for all: ${DEMO_PASSWORD} — a demo secret, not for real use):`);
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  for (const account of DEMO_ACCOUNTS) out(`  ${account.email.padEnd(width)}  ${account.what}`);
  out();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    out(`${signal}: stopping`);
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') fail(`Port ${process.env.PORT ?? 8080} is in use: set PORT to another port.`);
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
});
