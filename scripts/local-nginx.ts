/**
 * The split stack's static half, as a deployment runs it: nginx with deploy/nginx/console.conf (its three
 * EDIT lines filled in) serving a copy of dist/ with a config.json written by deploy/write-config.mjs. Runs
 * unprivileged in a directory of its own (its pid file, logs and temp files there, `daemon off` so the
 * process started is the master and stopping it stops nginx). Used by `npm run split` (scripts/split.ts)
 * and the browser test (tests/support/split-stack.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_CONF = join(ROOT, 'deploy/nginx/console.conf');
export const WRITE_CONFIG = join(ROOT, 'deploy/write-config.mjs');

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];
const MIME_TYPES = '/etc/nginx/mime.types';
/** How long nginx may take to answer after its start, or to exit after SIGTERM. */
const NGINX_STEP_MS = 10_000;

/** The nginx binary, installing Debian's nginx-light when it is missing (scripts/ensure-nginx.mjs). */
export function nginxPath(): string {
  const find = () => (process.env.NGINX_PATH ? [process.env.NGINX_PATH] : NGINX_CANDIDATES).find((p) => existsSync(p));
  let found = find();
  if (!found) {
    const ensured = spawnSync(process.execPath, [join(ROOT, 'scripts/ensure-nginx.mjs')], { stdio: 'inherit' });
    found = ensured.status === 0 ? find() : undefined;
  }
  if (!found) throw new Error('nginx not found: run `node scripts/ensure-nginx.mjs` or set NGINX_PATH.');
  return found;
}

/** A port free now on `host` (the OS picks it; nginx cannot be asked to). */
export function freePort(host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Replaces the one line of `text` that `pattern` matches, or throws: the shipped file must keep its EDIT lines. */
function replaceLine(text: string, pattern: RegExp, line: string): string {
  const matches = text.match(new RegExp(pattern.source, 'gm')) ?? [];
  if (matches.length !== 1) throw new Error(`deploy/nginx/console.conf: expected one line matching ${pattern}, found ${matches.length}`);
  return text.replace(new RegExp(pattern.source, 'm'), (whole) => `${/^\s*/.exec(whole)?.[0] ?? ''}${line}`);
}

/** deploy/nginx/console.conf with its EDIT lines filled in; the rest as shipped. */
export function renderSite(options: { host: string; port: number; root: string; connectOrigins: readonly string[] }): string {
  let site = readFileSync(SITE_CONF, 'utf8');
  site = replaceLine(site, /^\s*listen \S+;.*$/, `listen ${options.host}:${options.port};`);
  site = replaceLine(site, /^\s*root \S+;.*$/, `root ${options.root};`);
  site = replaceLine(site, /^\s*set \$console_connect_origins "[^"]*";.*$/, `set $console_connect_origins "${options.connectOrigins.join(' ')}";`);
  return site;
}

export interface LocalNginx {
  /** The console's origin, e.g. http://127.0.0.1:8081 */
  url: string;
  /** The served copy of dist/ (config.json in it). */
  root: string;
  /** Stops nginx (bounded) and deletes its directory. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(what)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs deploy/write-config.mjs --from `from` --out `out`; null when it succeeded, else what it said. */
async function writeConfig(from: string, out: string): Promise<string | null> {
  const child = spawn(process.execPath, [WRITE_CONFIG, '--from', from, '--out', out], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await within(exited(child), NGINX_STEP_MS, `deploy/write-config.mjs did not finish within ${NGINX_STEP_MS} ms`);
  } catch (error) {
    child.kill('SIGKILL');
    return error instanceof Error ? error.message : String(error);
  }
  return child.exitCode === 0 ? null : stderr || `exit ${child.exitCode}`;
}

/**
 * Writes config.json from the API's own (`configFrom`, e.g. the emulator's /config.json) with
 * deploy/write-config.mjs, then starts nginx on host:port serving a copy of `dist`. Resolves once nginx
 * answers; rejects (nginx stopped, its error log in the message) if it cannot start.
 */
export async function startLocalNginx(options: { dist: string; host: string; port: number; configFrom: string }): Promise<LocalNginx> {
  const nginx = nginxPath();
  if (!existsSync(join(options.dist, 'index.html'))) throw new Error(`${options.dist}/ has no index.html: run \`npx vite build\` first.`);
  const dir = mkdtempSync(join(tmpdir(), 'console-nginx-'));
  // nginx's workers may run as another user (nobody, when started as root): they must read the files.
  chmodSync(dir, 0o755);
  const root = join(dir, 'root');
  cpSync(options.dist, root, { recursive: true });

  // Not spawnSync: the API may be served by this very process (the browser test's emulator).
  const failure = await writeConfig(options.configFrom, join(root, 'config.json'));
  if (failure !== null) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`deploy/write-config.mjs failed: ${failure}`);
  }
  const config = JSON.parse(readFileSync(join(root, 'config.json'), 'utf8')) as { apiBase: string; oidc: { authority: string } };
  const connectOrigins = [...new Set([new URL(config.apiBase).origin, new URL(config.oidc.authority).origin])];

  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'temp', temp), { recursive: true });
  writeFileSync(join(dir, 'console.conf'), renderSite({ host: options.host, port: options.port, root, connectOrigins }));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `    include ${MIME_TYPES};`,
      '    default_type application/octet-stream;',
      '    access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t === 'body' ? 'client_body' : t}_temp_path ${join(dir, 'temp', t)};`),
      `    include ${join(dir, 'console.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const url = `http://${options.host}:${options.port}`;
  const child = spawn(nginx, ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '') + stderr;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await within(exited(child), NGINX_STEP_MS, 'nginx did not stop').catch(async (error: unknown) => {
        child.kill('SIGKILL');
        await exited(child);
        throw error;
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + NGINX_STEP_MS;
  for (;;) {
    if (child.exitCode !== null) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}: ${log}`);
    }
    const answered = await fetch(`${url}/index.html`, { method: 'HEAD' }).then((r) => r.ok, () => false);
    if (answered) break;
    if (Date.now() > deadline) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx did not answer on ${url} within ${NGINX_STEP_MS} ms: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, root, stop };
}
