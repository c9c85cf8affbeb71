/**
 * The static deployment's tools (issue 25): deploy/write-config.mjs writes a config.json the app accepts,
 * from environment variables or a running API's own config.json, and says which origins the CSP's
 * connect-src needs; the local runner fills in exactly the three EDIT lines of deploy/nginx/console.conf.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSite, SITE_CONF, WRITE_CONFIG } from '../../scripts/local-nginx';
import { startEmulator } from '../../server/app';
import { parseRuntimeConfig } from '../../src/config/runtime';
import { closeServer } from '../support/e2e';

const run = promisify(execFile);
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'write-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs write-config with `env` (and nothing of this process's own config variables). */
function writeConfig(args: string[], env: Record<string, string>) {
  return run(process.execPath, [WRITE_CONFIG, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
}

describe('deploy/write-config.mjs', () => {
  it('writes config.json from the environment, and prints the connect-src origins', async () => {
    const out = join(dir, 'env', 'config.json');
    const { stdout } = await writeConfig(['--out', out], {
      API_BASE: 'https://api.example.com/api/',
      OIDC_AUTHORITY: 'https://login.example.com',
      VAPID_PUBLIC_KEY: 'BPublicKey',
      CLUSTER_DOMAINS: 'clusters.example.com, eu.clusters.example.com',
    });
    const config = parseRuntimeConfig(JSON.parse(readFileSync(out, 'utf8')));
    expect(config).toMatchObject({
      apiBase: 'https://api.example.com/api',
      oidc: { authority: 'https://login.example.com', clientId: 'console', audience: 'https://api.example.com/api', redirectPath: '/auth/callback' },
      vapidPublicKey: 'BPublicKey',
      environment: 'prod',
      clusterDomains: ['clusters.example.com', 'eu.clusters.example.com'],
      errorReporting: { url: null },
      tracking: { analytics: null, chat: null, marketing: null },
    });
    expect(stdout).toContain('set $console_connect_origins "https://api.example.com https://login.example.com";');
  });

  it('refuses a config without an API or a provider, or with a relative one', async () => {
    const out = join(dir, 'bad', 'config.json');
    await expect(writeConfig(['--out', out], { OIDC_AUTHORITY: 'https://login.example.com' })).rejects.toMatchObject({
      stderr: expect.stringContaining('API_BASE (or --from) is required'),
    });
    await expect(writeConfig(['--out', out], { API_BASE: '/api', OIDC_AUTHORITY: 'https://login.example.com' })).rejects.toMatchObject({
      stderr: expect.stringContaining('API_BASE must be an absolute http(s) URL'),
    });
  });

  it("takes a running API's own config.json, the environment overriding it", async () => {
    const emulator = await startEmulator({ port: 0, dbPath: ':memory:', dataDir: null, quiet: true });
    try {
      const out = join(dir, 'from', 'config.json');
      const { stdout } = await writeConfig(['--from', `${emulator.url}/config.json`, '--out', out], { ENVIRONMENT: 'prod' });
      const config = parseRuntimeConfig(JSON.parse(readFileSync(out, 'utf8')));
      expect(config).toMatchObject({
        apiBase: `${emulator.url}/api`,
        oidc: { authority: `${emulator.url}/oidc`, audience: `${emulator.url}/api` },
        environment: 'prod',
        errorReporting: { url: `${emulator.url}/api/error-reports` },
      });
      expect(config.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
      expect(stdout).toContain(`set $console_connect_origins "${emulator.url}";`);
    } finally {
      await closeServer('the emulator', () => emulator.close());
    }
  });
});

describe('deploy/nginx/console.conf', () => {
  it('has its three EDIT lines filled in, and nothing else changed', () => {
    const shipped = readFileSync(SITE_CONF, 'utf8');
    const site = renderSite({ host: '127.0.0.1', port: 18081, root: '/tmp/console-root', connectOrigins: ['http://localhost:18080'] });
    expect(site).toContain('    listen 127.0.0.1:18081;\n');
    expect(site).toContain('    root /tmp/console-root;\n');
    expect(site).toContain('    set $console_connect_origins "http://localhost:18080";\n');
    const changed = site.split('\n').filter((line, i) => line !== shipped.split('\n')[i]);
    expect(changed).toHaveLength(3);
  });
});
