/**
 * The emulator: one origin O serving the OpenID provider (/oidc), the cloud API (/api), the runtime
 * config (/config.json) and the built app (everything else). Composes the modules of modules.ts.
 */
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { SignJWT, type CryptoKey } from 'jose';
import { randomUUID } from 'node:crypto';
import { BODY_TOO_LARGE, BodyTooLargeError, HttpError, MAX_BODY_BYTES } from './api-helpers';
import { bearerAuth } from './auth';
import { createClock } from './clock';
import { LIBRARY_UPLOAD_ROUTE } from './clusters/libraries/routes';
import { CLUSTER_HOST_DOMAIN } from './clusters/store';
import type { ApiEnv, EmulatorContext } from './context';
import { isFresh, markSeeded, META_SCHEMA, openDatabase } from './db';
import type { EmulatorModule } from './module';
import { MODULES } from './modules';
import { OIDC_SCHEMA } from './oidc/adapter';
import { createInteractionHandler } from './oidc/interactions';
import { completeProviderKeys, generateForeignKey, loadProviderKeys, type ProviderKeys } from './oidc/keys';
import { createProvider } from './oidc/provider';
import { API_SCOPES, CLIENT_ID } from './oidc/scopes';
import { isCredentialPath } from '../src/domain/credentials';
import { mountStatic } from './static';
import { createTestHooks } from './test-hooks';
import { findAccountByUuid } from './users/accounts';

export interface EmulatorOptions {
  /** The origin everything is named after, e.g. http://localhost:8080 (no trailing slash needed). */
  publicUrl: string;
  /** SQLite file, or ':memory:' in tests. */
  dbPath: string;
  /** Where keys.json lives; null keeps keys in memory. */
  dataDir: string | null;
  /** The built app (dist/); null or missing: '/' answers 503 "Run npm run build first". */
  staticDir?: string | null;
  /** Simulated ms per real ms (default 1). */
  simSpeed?: number;
  /** Mounts /api/_emulator hooks. */
  testHooks?: boolean;
  /** No logs (tests). */
  quiet?: boolean;
  /** Modules to compose (default: MODULES). */
  modules?: readonly EmulatorModule[];
  /**
   * Domains a sign-in link may send the browser to besides this origin (served as `clusterDomains` in
   * config.json). Default: the domain the emulated clusters' host names are under.
   */
  clusterDomains?: readonly string[];
  /**
   * Origins a console may be served from besides this one (CONSOLE_ORIGINS), e.g. a CDN's: each gets the
   * sign-in client's redirect URIs and the API's CORS. The first is the console's home in links the
   * emulator makes (sign-in pages, invitation mails).
   */
  consoleOrigins?: readonly string[];
  /**
   * The provider's keys, instead of loading or making them (dataDir is then not read for keys). Tests pass one
   * pair per worker: making an RSA key takes 100–300 ms, and a server test file makes an emulator per test.
   */
  providerKeys?: ProviderKeys;
}

/** The headers a console on another origin reads from API answers (CORS exposes only what it names). */
export const API_EXPOSED_HEADERS = ['ETag', 'Content-Disposition', 'WWW-Authenticate'] as const;
/** The request headers the console sends beyond the CORS-safelisted ones. */
export const API_ALLOWED_HEADERS = ['Authorization', 'Content-Type'] as const;

export interface SignAccessTokenOptions {
  scope?: string;
  audience?: string;
  /** jose time span, e.g. '1h' or '-1h' for an expired token; null: no `exp` claim at all. */
  expiresIn?: string | null;
  /** `iat` relative to now as a jose time span, e.g. '+5m' (default: now). */
  issuedAt?: string;
  /** `nbf` as a jose time span from now, e.g. '5m' (default: none). */
  notBefore?: string;
  /** 'wrong': signed with a key the provider never had. */
  key?: 'wrong';
}

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface Emulator {
  ctx: EmulatorContext;
  /** Serves /api/*, static files and config.json; callable in-process with app.fetch(Request). */
  app: Hono;
  /** Node http listener for everything, /oidc included. */
  listener: NodeListener;
  /** Mints an access token the way the provider does (tests). */
  signAccessToken(uuid: string, opts?: SignAccessTokenOptions): Promise<string>;
  close(): Promise<void>;
}

export const SOMETHING_WENT_WRONG = 'Something went wrong!';

function makeLogger(quiet: boolean): (message: string) => void {
  return quiet ? () => undefined : (message) => process.stderr.write(`[emulator] ${message}\n`);
}

function sendTooLarge(res: ServerResponse): void {
  res.statusCode = 413;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Connection', 'close');
  res.end(JSON.stringify({ message: BODY_TOO_LARGE }));
}

export async function createEmulator(opts: EmulatorOptions): Promise<Emulator> {
  const log = makeLogger(opts.quiet ?? false);
  const modules = opts.modules ?? MODULES;
  const publicUrl = new URL(opts.publicUrl).origin;
  const extraConsoles = (opts.consoleOrigins ?? []).map((o) => new URL(o).origin);
  const clock = createClock(opts.simSpeed ?? 1);
  const db = openDatabase(opts.dbPath);
  const ctx: EmulatorContext = {
    db,
    clock,
    publicUrl,
    consoleOrigins: [...new Set([publicUrl, ...extraConsoles])],
    consoleUrl: extraConsoles[0] ?? publicUrl,
    audience: `${publicUrl}/api`,
    events: new EventEmitter(),
    testHooks: opts.testHooks ?? false,
    dataDir: opts.dataDir,
    clusterDomains: opts.clusterDomains ?? [CLUSTER_HOST_DOMAIN],
  };

  // Tables, then demo data on a fresh database (all modules' seeds in one transaction).
  db.exec(META_SCHEMA);
  db.exec(OIDC_SCHEMA);
  for (const m of modules) if (m.schema) db.exec(m.schema);
  if (isFresh(db)) {
    db.transaction(() => {
      for (const m of modules) m.seed?.(ctx);
      markSeeded(db, clock.now());
    })();
  }

  const keys = opts.providerKeys ? await completeProviderKeys(opts.providerKeys) : await loadProviderKeys(opts.dataDir);
  const provider = createProvider(ctx, keys);
  provider.on('server_error', (_koa: unknown, error: Error) => log(`OIDC server error: ${error.stack ?? error.message}`));
  const interactions = createInteractionHandler(ctx, provider, log);

  // --- /api -------------------------------------------------------------------------------------
  const onError = (error: Error, c: Context) => {
    if (error instanceof HttpError) {
      if (error.status === 401) c.header('WWW-Authenticate', 'Bearer');
      return c.json(error.toBody(), error.status);
    }
    log(`${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return c.json({ message: SOMETHING_WENT_WRONG }, 500);
  };

  const api = new Hono<ApiEnv>();
  api.onError(onError);
  // CORS first (preflights never meet the sign-in check; refusals such as 413 stay readable): granted to the
  // console origins only. An upload URL answers for the one origin it was made for (libraries/routes.ts).
  const apiCors = cors({
    origin: (origin) => (ctx.consoleOrigins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: [...API_ALLOWED_HEADERS],
    exposeHeaders: [...API_EXPOSED_HEADERS],
    maxAge: 600,
  });
  api.use('*', (c, next) => (c.req.path.startsWith(`/api${LIBRARY_UPLOAD_ROUTE}/`) ? next() : apiCors(c, next)));
  // First of all, so no call (signed in or not) reads a big body whole.
  api.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: BODY_TOO_LARGE }, 413) }));
  const hooks = ctx.testHooks ? createTestHooks(ctx, modules) : null;
  if (hooks) api.use('*', hooks.faults);
  // gzip for answers over 1 KB (a year of consumption for many clusters is megabytes of JSON; on a phone's
  // connection it is a tenth of that); the ETag becomes weak, which revalidation compares as equal.
  api.use('*', compress());
  api.use('*', etag());
  // Answers hold one user's data: shared caches must not keep them, and the browser revalidates (ETag).
  // Credentials (a cluster's secrets, its support token) are not written to the browser's disk cache at all.
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', isCredentialPath(c.req.path) ? 'no-store' : 'private, no-cache');
  });
  if (hooks) hooks.mount(api as unknown as Hono);
  for (const m of modules) m.publicRoutes?.(api as unknown as Hono, ctx);
  api.use('*', bearerAuth(ctx, keys.publicKey));
  for (const m of modules) m.routes?.(api, ctx);
  api.all('*', (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));

  const app = new Hono();
  app.onError(onError);
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.route('/api', api as unknown as Hono);
  mountStatic(app, ctx, modules, opts.staticDir ?? null);

  // --- one node listener --------------------------------------------------------------------------
  const honoListener = getRequestListener(app.fetch);
  const providerListener = provider.callback();

  const listener: NodeListener = (req, res) => {
    const url = req.url ?? '/';
    if (!/^\/oidc(?=$|[/?])/.test(url)) {
      void honoListener(req, res);
      return;
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // A declared size over the limit is refused unread; a chunked one is cut by the form reader.
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      sendTooLarge(res);
      return;
    }
    interactions(req, res)
      .then((handled) => {
        if (handled) return;
        // oidc-provider derives its mount path from originalUrl/baseUrl (as under express).
        const rest = url.slice('/oidc'.length);
        Object.assign(req, { originalUrl: url, baseUrl: '/oidc' });
        req.url = rest.startsWith('/') ? rest : `/${rest}`;
        return providerListener(req, res);
      })
      .catch((error: unknown) => {
        if (error instanceof BodyTooLargeError) {
          if (!res.headersSent) sendTooLarge(res);
          else res.end();
          return;
        }
        log(`${req.method ?? 'GET'} ${url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(SOMETHING_WENT_WRONG);
        } else {
          res.end();
        }
      });
  };

  // --- background work ----------------------------------------------------------------------------
  const stops: (() => void)[] = [];
  for (const m of modules) {
    const stop = m.start?.(ctx);
    if (stop) stops.push(stop);
  }

  let foreignKey: CryptoKey | null = null;
  async function signAccessToken(uuid: string, o: SignAccessTokenOptions = {}): Promise<string> {
    const sub = findAccountByUuid(db, uuid)?.sub ?? `db|${uuid}`;
    const key = o.key === 'wrong' ? (foreignKey ??= await generateForeignKey()) : keys.privateKey;
    const jwt = new SignJWT({ scope: o.scope ?? API_SCOPES.join(' '), client_id: CLIENT_ID, uuid })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: keys.signing.kid })
      .setIssuer(`${publicUrl}/oidc`)
      .setSubject(sub)
      .setAudience(o.audience ?? ctx.audience)
      .setIssuedAt(o.issuedAt)
      .setJti(randomUUID());
    if (o.expiresIn !== null) jwt.setExpirationTime(o.expiresIn ?? '1h');
    if (o.notBefore !== undefined) jwt.setNotBefore(o.notBefore);
    return jwt.sign(key);
  }

  let closed = false;
  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    for (const stop of stops.reverse()) stop();
    ctx.events.removeAllListeners();
    db.close();
  }

  return { ctx, app, listener, signAccessToken, close };
}

export interface StartOptions extends Omit<EmulatorOptions, 'publicUrl'> {
  /** 0 picks a free port. */
  port: number;
  /** Defaults to http://localhost:<port>. */
  publicUrl?: string;
  /** Interface to bind (default: all). */
  host?: string;
}

/** Listens on `port`, then builds the emulator named after the actual origin. */
export async function startEmulator(opts: StartOptions): Promise<Emulator & { url: string }> {
  let handler: NodeListener = (_req, res) => {
    res.statusCode = 503;
    res.end('Starting');
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = opts.publicUrl ? new URL(opts.publicUrl).origin : `http://localhost:${port}`;
  let emulator: Emulator;
  try {
    emulator = await createEmulator({ ...opts, publicUrl: url });
  } catch (error) {
    server.close();
    throw error;
  }
  handler = emulator.listener;
  return {
    ...emulator,
    url,
    async close() {
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      });
      await emulator.close();
    },
  };
}
