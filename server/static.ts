/**
 * The app's files: the built `dist/` with an SPA fallback to index.html for navigations, security
 * headers on the app's HTML, cache rules (index.html and sw.js revalidate, hashed assets/ are immutable),
 * and `/config.json` generated from the public origin (it overrides the static template in dist/).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import type { EmulatorContext } from './context';
import type { EmulatorModule } from './module';
import { CLIENT_ID, CLIENT_SCOPE, REDIRECT_PATH } from './oidc/scopes';

/**
 * The app's Content-Security-Policy. style-src needs 'unsafe-inline': Mantine injects its CSS variables
 * and component styles in <style> elements at run time. Scripts stay 'self' only. `connectOrigins`: the
 * API's and the sign-in provider's origins when they are not the page's own (a static deployment:
 * deploy/nginx/console.conf sends the same policy with them).
 */
export function appCsp(connectOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    ['connect-src', "'self'", ...connectOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

export const APP_CSP = appCsp();

/** Powerful features the console never uses, off for it and anything it might embed. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** The headers of the app's HTML (deploy/nginx/console.conf sends the same ones). */
export const HTML_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': APP_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export const BUILD_FIRST_TEXT = 'Run npm run build first';

/** The /config.json the app reads at start (src/config/runtime.ts). */
export function runtimeConfig(ctx: EmulatorContext, modules: readonly EmulatorModule[]): Record<string, unknown> {
  const base: Record<string, unknown> = {
    apiBase: `${ctx.publicUrl}/api`,
    oidc: {
      authority: `${ctx.publicUrl}/oidc`,
      clientId: CLIENT_ID,
      audience: ctx.audience,
      scope: CLIENT_SCOPE,
      redirectPath: REDIRECT_PATH,
      passwordConnectionPrefix: 'db|',
    },
    vapidPublicKey: null,
    environment: 'dev',
    clusterDomains: [...ctx.clusterDomains],
  };
  return modules.reduce<Record<string, unknown>>((acc, m) => ({ ...acc, ...(m.runtimeConfig?.(ctx) ?? {}) }), base);
}

function cacheControlFor(relPath: string): string {
  if (relPath === 'index.html' || relPath === 'sw.js') return 'no-cache';
  if (relPath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function buildFirstPage(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${BUILD_FIRST_TEXT}</title></head>
<body><h1>The app is not built</h1><p>${BUILD_FIRST_TEXT}, then start the emulator again.</p></body>
</html>`;
}

interface FileHit {
  abs: string;
  rel: string;
  etag: string;
  size: number;
}

function findFile(root: string, urlPath: string): FileHit | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const rel = normalize(decoded).replace(/^([/\\])+/, '');
  const abs = resolve(root, rel);
  if (abs !== root && !abs.startsWith(root + sep)) return null;
  if (!existsSync(abs)) return null;
  const stat = statSync(abs);
  if (!stat.isFile()) return null;
  return {
    abs,
    rel: rel.split(sep).join('/'),
    size: stat.size,
    etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
  };
}

function serveFile(c: Context, hit: FileHit): Response {
  const type = CONTENT_TYPES[extname(hit.abs).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControlFor(hit.rel),
    ETag: hit.etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (type.startsWith('text/html')) Object.assign(headers, HTML_SECURITY_HEADERS);
  if (hit.rel === 'sw.js') headers['Service-Worker-Allowed'] = '/';
  // The build's gzip copy beside the file (scripts/precompress.ts), for a browser that accepts it.
  const copy = findGzipCopy(hit);
  if (copy) headers.Vary = 'Accept-Encoding';
  const gzipped = copy && acceptsGzip(c) ? copy : null;
  if (gzipped) Object.assign(headers, { ETag: gzipped.etag, 'Content-Encoding': 'gzip' });
  const sent = gzipped ?? hit;
  if (c.req.header('if-none-match') === sent.etag) return new Response(null, { status: 304, headers });
  const body = c.req.method === 'HEAD' ? null : readFileSync(sent.abs);
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(sent.size) } });
}

function acceptsGzip(c: Context): boolean {
  return /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
}

function findGzipCopy(hit: FileHit): FileHit | null {
  const abs = `${hit.abs}.gz`;
  if (!existsSync(abs)) return null;
  const stat = statSync(abs);
  return { abs, rel: hit.rel, size: stat.size, etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-gz"` };
}

/** Paths that belong to the API or the provider never fall back to the app. */
function isBackendPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/oidc' || path.startsWith('/oidc/');
}

export function mountStatic(
  app: Hono,
  ctx: EmulatorContext,
  modules: readonly EmulatorModule[],
  staticDir: string | null,
): void {
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(runtimeConfig(ctx, modules));
  });

  const root = staticDir ? resolve(staticDir) : null;

  app.on(['GET', 'HEAD'], '*', (c) => {
    const path = c.req.path;
    if (isBackendPath(path)) return c.json({ message: `Not found: ${path}` }, 404);

    if (!root || !existsSync(join(root, 'index.html'))) {
      return c.html(buildFirstPage(), 503, { ...HTML_SECURITY_HEADERS, 'Cache-Control': 'no-store' });
    }

    const hit = path === '/' ? null : findFile(root, path);
    if (hit) return serveFile(c, hit);

    // A file-like path (with an extension) that does not exist is a 404, not the app.
    const last = path.split('/').pop() ?? '';
    if (path !== '/' && extname(last) !== '') {
      return c.text('Not found', 404, { 'X-Content-Type-Options': 'nosniff' });
    }
    const index = findFile(root, '/index.html');
    if (!index) return c.html(buildFirstPage(), 503, HTML_SECURITY_HEADERS);
    return serveFile(c, index);
  });
}

