/**
 * The service worker's API cache rules (sw/api-cache-rules.ts): which requests it answers and stores. The
 * cluster secrets are never stored on the device (doc 2 §9): the worker leaves them to the network.
 */
import { isApiRequest, isNeverStored } from '../../sw/api-cache-rules';

const ORIGIN = 'https://console.example.test';
const get = { method: 'GET' };

function handled(path: string, method = 'GET'): boolean {
  return isApiRequest(new URL(path, ORIGIN), { method });
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
      expect(isApiRequest(url, get), path).toBe(false);
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
      expect(isApiRequest(url, get), path).toBe(false);
    }
    // The cluster's own page is not a credential.
    expect(handled('/api/users/u-1/instances/token')).toBe(true);
  });
});
