/**
 * The service worker's API cache rules (sw/api-cache-rules.ts): which requests it answers and stores. The
 * cluster secrets are never stored on the device (doc 2 §9): the worker leaves them to the network.
 */
import { isApiRequest, isNeverStored, mayBeApiRequest } from '../../sw/api-cache-rules';

const ORIGIN = 'https://console.example.test';
const API_BASE = `${ORIGIN}/api`;
const get = { method: 'GET' };

function handled(path: string, method = 'GET', apiBase = API_BASE): boolean {
  return isApiRequest(new URL(path, ORIGIN), { method }, apiBase);
}

describe('service worker API cache rules', () => {
  it('handles the API GETs whose last answer is kept for offline use', () => {
    expect(handled('/api/users/u-1/instances')).toBe(true);
    expect(handled('/api/users/u-1/instances/sales-analytics')).toBe(true);
    expect(handled('/api/users/u-1/instances/sales-analytics/nodes')).toBe(true);
    // A cluster that happens to be named "secrets" is still an ordinary cluster page.
    expect(handled('/api/users/u-1/instances/secrets')).toBe(true);
  });

  it('leaves writes, other paths and the emulator hooks alone', () => {
    expect(handled('/api/users/u-1/instances', 'POST')).toBe(false);
    expect(handled('/config.json')).toBe(false);
    expect(handled('/api/_emulator/clock')).toBe(false);
  });

  it('never stores the cluster secrets: network only, whatever the spelling of the path', () => {
    for (const path of [
      '/api/users/u-1/instances/sales-analytics/secrets',
      '/api/users/u-1/instances/sales-analytics/secrets/',
      '/api/users/u-1/instances/sales-analytics/SECRETS',
      '/api/users/u-1/instances/sales%20analytics/secrets?fresh=1',
      `${ORIGIN.replace('console', 'api')}/api/users/u-1/instances/sales-analytics/secrets`,
    ]) {
      const url = new URL(path, ORIGIN);
      expect(isNeverStored(url), path).toBe(true);
      expect(isApiRequest(url, get, API_BASE), path).toBe(false);
    }
  });

  it('does not take other paths for the secrets', () => {
    for (const path of [
      '/api/users/u-1/instances/secrets',
      '/api/users/u-1/instances/sales-analytics/secrets-report',
      '/api/users/u-1/instances/sales-analytics',
    ]) {
      expect(isNeverStored(new URL(path, ORIGIN)), path).toBe(false);
    }
  });

  it('never stores the support access token either', () => {
    for (const path of ['/api/cli/u-1/instances/sales-analytics/token', '/api/cli/u-1/instances/sales-analytics/TOKEN/']) {
      const url = new URL(path, ORIGIN);
      expect(isNeverStored(url), path).toBe(true);
      expect(isApiRequest(url, get, API_BASE), path).toBe(false);
    }
    // The cluster's own page is not a credential.
    expect(handled('/api/users/u-1/instances/token')).toBe(true);
  });

  it('handles the API on another origin, by its full URL, and nothing else there', () => {
    const api = 'https://api.example.test/v1';
    expect(handled('https://api.example.test/v1/users/u-1/instances', 'GET', api)).toBe(true);
    expect(handled('https://api.example.test/v1/users/u-1/instances?fresh=1', 'GET', `${api}/`)).toBe(true);
    // Not under the base: the console's own /api, the provider, another origin with the same path.
    expect(handled('/api/users/u-1/instances', 'GET', api)).toBe(false);
    expect(handled('https://api.example.test/oidc/.well-known/openid-configuration', 'GET', api)).toBe(false);
    expect(handled('https://other.example.test/v1/users/u-1/instances', 'GET', api)).toBe(false);
    expect(handled('https://api.example.test/v10/users', 'GET', api)).toBe(false);
    // The credentials and the hooks stay out under any base.
    expect(handled('https://api.example.test/v1/users/u-1/instances/sales/secrets', 'GET', api)).toBe(false);
    expect(handled('https://api.example.test/v1/cli/u-1/instances/sales/token', 'GET', api)).toBe(false);
    expect(handled('https://api.example.test/v1/_emulator/clock', 'GET', api)).toBe(false);
  });

  it('looks at every GET to another origin or under /api/ before the base is known, never at navigations', () => {
    const may = (path: string, mode: RequestMode = 'cors', method = 'GET') => mayBeApiRequest(new URL(path, ORIGIN), { method, mode }, ORIGIN);
    expect(may('https://api.example.test/v1/users')).toBe(true);
    expect(may('/api/users/u-1/instances')).toBe(true);
    expect(may('/assets/index.js', 'no-cors')).toBe(false);
    expect(may('/clusters', 'navigate')).toBe(false);
    expect(may('https://api.example.test/v1/users', 'cors', 'POST')).toBe(false);
  });
});
