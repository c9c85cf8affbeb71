/** The address rules for push endpoints (server/push/endpoint-address.ts): pure, no network. */
import { describe, expect, it } from 'vitest';
import { ENDPOINT_PROBLEMS, endpointProblem, isNonPublicHost } from '../../server/push/endpoint-address';

const hostOf = (url: string) => new URL(url).hostname;

describe('isNonPublicHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'push.localhost',
    '127.0.0.1',
    '127.1.2.3',
    '0.0.0.0',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.20',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '[::1]',
    '[::]',
    '[fc00::1]',
    '[fd12:3456:789a::1]',
    '[fe80::1]',
    '[febf::1]',
    '[fec0::1]',
    '[ff02::1]',
    '[::ffff:127.0.0.1]',
    '[::ffff:10.0.0.1]',
    '[::ffff:7f00:1]',
    '[::127.0.0.1]',
    '[64:ff9b::a9fe:a9fe]',
  ])('refuses %s', (host) => {
    expect(isNonPublicHost(host)).toBe(true);
  });

  it.each([
    'fcm.googleapis.com',
    'updates.push.services.mozilla.com',
    'web.push.apple.com',
    '8.8.8.8',
    '172.15.0.1',
    '172.32.0.1',
    '192.169.0.1',
    '169.253.0.1',
    '11.0.0.1',
    '[2001:4860:4860::8888]',
    '[::ffff:8.8.8.8]',
    '[2a00:1450:4001::200e]',
    'localhost.example.com',
  ])('accepts %s', (host) => {
    expect(isNonPublicHost(host)).toBe(false);
  });

  it('sees through the shorthand forms the URL parser normalises', () => {
    expect(isNonPublicHost(hostOf('https://2130706433/x'))).toBe(true);
    expect(isNonPublicHost(hostOf('https://0x7f.1/x'))).toBe(true);
    expect(isNonPublicHost(hostOf('https://[0:0:0:0:0:ffff:127.0.0.1]/x'))).toBe(true);
    expect(isNonPublicHost(hostOf('https://localhost./x'))).toBe(true);
  });
});

describe('endpointProblem', () => {
  it('accepts a public https endpoint', () => {
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', { allowLocal: false })).toBeNull();
  });

  it('refuses http and private addresses with their own texts', () => {
    expect(endpointProblem('http://fcm.googleapis.com/fcm/send/abc', { allowLocal: false })).toBe(ENDPOINT_PROBLEMS.notHttps);
    expect(endpointProblem('https://192.168.1.2/push', { allowLocal: false })).toBe(ENDPOINT_PROBLEMS.notPublic);
    expect(endpointProblem('https://[::1]:8443/push', { allowLocal: false })).toBe(ENDPOINT_PROBLEMS.notPublic);
    expect(ENDPOINT_PROBLEMS).toEqual({
      notHttps: 'subscription.endpoint must be an https URL',
      notPublic: 'subscription.endpoint must be a public push service, not a private, loopback or link-local address',
    });
  });

  it('lets a local http push service through when the test hooks are on', () => {
    expect(endpointProblem('http://127.0.0.1:40123/push/1', { allowLocal: true })).toBeNull();
  });
});
