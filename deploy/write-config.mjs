#!/usr/bin/env node
/**
 * Writes the console's config.json for a static deployment (the app reads it once at start, so one build
 * serves any environment: src/config/runtime.ts), and prints the CSP connect-src line for
 * deploy/nginx/console.conf.
 *
 *   node deploy/write-config.mjs --out /srv/console/config.json [--from https://api.example.com/config.json]
 *
 * Values come from `--from` (a running emulator's /config.json: its API, provider, VAPID key and the rest),
 * then from the environment, which overrides it:
 *   API_BASE          the API's base URL, e.g. https://api.example.com/api             (required)
 *   OIDC_AUTHORITY    the OpenID provider (issuer), e.g. https://login.example.com      (required)
 *   OIDC_CLIENT_ID    default "console"
 *   OIDC_AUDIENCE     the API audience; default API_BASE
 *   OIDC_SCOPE        default the console's scopes (openid profile email offline_access + the API's)
 *   VAPID_PUBLIC_KEY  the push key (base64url); unset: no push offered
 *   ENVIRONMENT       prod (default) or dev
 *   CLUSTER_DOMAINS   comma-separated domains sign-in links may send the browser to
 *   ERROR_REPORTS_URL where the app reports unexpected errors; unset: nowhere
 * The API must list the console's origin in its CONSOLE_ORIGINS.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const DEFAULT_SCOPE =
  'openid profile email offline_access read:clusters create:clusters update:clusters delete:clusters manage:clusters';

function fail(message) {
  process.stderr.write(`write-config: ${message}\n`);
  process.exit(1);
}

function absoluteUrl(name, value) {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  return fail(`${name} must be an absolute http(s) URL, got "${value}"`);
}

const { values } = parseArgs({
  options: { out: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  process.stdout.write('Usage: node deploy/write-config.mjs --out <dir>/config.json [--from <url of a config.json>]\n');
  process.exit(0);
}
if (!values.out) fail('--out <path of config.json> is required');

let base = {};
if (values.from) {
  const response = await fetch(values.from).catch((error) => fail(`${values.from}: ${error.message}`));
  if (!response.ok) fail(`${values.from} answered HTTP ${response.status}`);
  base = await response.json();
}
const env = process.env;
const oidc = base.oidc ?? {};
const apiBase = env.API_BASE || base.apiBase;
const authority = env.OIDC_AUTHORITY || oidc.authority;
if (!apiBase) fail('API_BASE (or --from) is required');
if (!authority) fail('OIDC_AUTHORITY (or --from) is required');

const config = {
  apiBase: absoluteUrl('API_BASE', apiBase),
  oidc: {
    authority: absoluteUrl('OIDC_AUTHORITY', authority),
    clientId: env.OIDC_CLIENT_ID || oidc.clientId || 'console',
    audience: env.OIDC_AUDIENCE || oidc.audience || absoluteUrl('API_BASE', apiBase),
    scope: env.OIDC_SCOPE || oidc.scope || DEFAULT_SCOPE,
    redirectPath: oidc.redirectPath ?? '/auth/callback',
    passwordConnectionPrefix: oidc.passwordConnectionPrefix ?? 'db|',
  },
  vapidPublicKey: env.VAPID_PUBLIC_KEY || base.vapidPublicKey || null,
  environment: (env.ENVIRONMENT || base.environment) === 'dev' ? 'dev' : 'prod',
  clusterDomains: env.CLUSTER_DOMAINS
    ? env.CLUSTER_DOMAINS.split(',').map((d) => d.trim()).filter(Boolean)
    : (base.clusterDomains ?? []),
  errorReporting: { url: env.ERROR_REPORTS_URL || base.errorReporting?.url || null },
  // Third-party scripts stay off: the CSP (script-src 'self') would refuse them anyway.
  tracking: { analytics: null, chat: null, marketing: null },
};

const out = resolve(values.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(config, null, 2)}\n`);

const absolute = [config.apiBase, config.oidc.authority, config.errorReporting.url].filter((u) => /^https?:\/\//.test(u ?? ''));
const origins = [...new Set(absolute.map((u) => new URL(u).origin))];
process.stdout.write(`Wrote ${out}\n`);
process.stdout.write(`For deploy/nginx/console.conf:\n    set $console_connect_origins "${origins.join(' ')}";\n`);
