import { parseRuntimeConfig } from '../../src/config/runtime';

const valid = {
  apiBase: 'https://api.example.com/api/',
  oidc: { authority: 'https://login.example.com', clientId: 'console', audience: 'https://api.example.com/api', scope: 'openid' },
};

describe('runtime config', () => {
  it('reads a minimal file and fills the defaults', () => {
    const config = parseRuntimeConfig(valid);
    expect(config.apiBase).toBe('https://api.example.com/api');
    expect(config.oidc.redirectPath).toBe('/auth/callback');
    expect(config.oidc.passwordConnectionPrefix).toBe('db|');
    expect(config.vapidPublicKey).toBeNull();
    expect(config.environment).toBe('prod');
    expect(config.clusterDomains).toEqual([]);
  });

  it('reads the optional cluster domains, and refuses a value that is not a list of names', () => {
    expect(parseRuntimeConfig({ ...valid, clusterDomains: [' clusters.example.com ', ''] }).clusterDomains).toEqual(['clusters.example.com']);
    expect(() => parseRuntimeConfig({ ...valid, clusterDomains: 'clusters.example.com' })).toThrow(
      'config.json: clusterDomains must be a list of domain names',
    );
  });

  it('says what is missing', () => {
    expect(() => parseRuntimeConfig({})).toThrow('config.json must hold apiBase and oidc settings');
    expect(() => parseRuntimeConfig({ ...valid, oidc: { ...valid.oidc, clientId: '' } })).toThrow('config.json: oidc.clientId is required');
  });
});
