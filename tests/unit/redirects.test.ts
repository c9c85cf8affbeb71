/** The redirect rule shared by the app's post-login screen and the emulator's cloudsso link. */
import { checkRedirect } from '../../src/domain/redirects';

const ORIGIN = 'https://console.example';
const DOMAINS = ['cloud.analytics-cloud.example'];

describe('checkRedirect', () => {
  it('follows this site’s own paths, query and hash kept', () => {
    expect(checkRedirect('/clusters/sales?tab=details#x', ORIGIN, DOMAINS)).toEqual({
      ok: true,
      sameOrigin: true,
      path: '/clusters/sales?tab=details#x',
    });
    expect(checkRedirect('https://console.example/my-account', ORIGIN, [])).toMatchObject({ ok: true, path: '/my-account' });
  });

  it('follows https URLs on a cluster domain and its sub-domains', () => {
    expect(checkRedirect('https://sales.cloud.analytics-cloud.example/incorta/#/d/1', ORIGIN, DOMAINS)).toEqual({
      ok: true,
      sameOrigin: false,
      url: 'https://sales.cloud.analytics-cloud.example/incorta/#/d/1',
    });
    expect(checkRedirect('https://cloud.analytics-cloud.example/', ORIGIN, ['.Cloud.Analytics-Cloud.Example.'])).toMatchObject({ ok: true });
  });

  it.each([
    ['another site', 'https://another.site/'],
    ['a look-alike suffix', 'https://evilcloud.analytics-cloud.example/'],
    ['a domain that only contains the cluster domain', 'https://cloud.analytics-cloud.example.evil.site/'],
    ['plain http on a cluster domain', 'http://sales.cloud.analytics-cloud.example/'],
    ['credentials in the URL', 'https://user:pw@sales.cloud.analytics-cloud.example/'],
    ['a scheme-relative URL', '//another.site/path'],
    ['a backslash trick', '/\\another.site/path'],
  ])('refuses %s as foreign', (_what, target) => {
    expect(checkRedirect(target, ORIGIN, DOMAINS)).toMatchObject({ ok: false, reason: 'foreign' });
  });

  it('names the foreign host so a message can say where the link pointed', () => {
    expect(checkRedirect('https://another.site/x', ORIGIN, DOMAINS)).toEqual({ ok: false, reason: 'foreign', host: 'another.site' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example/x', 'http://[bad'])('refuses %s as invalid', (target) => {
    expect(checkRedirect(target, ORIGIN, DOMAINS)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('follows nothing foreign when no cluster domain is configured', () => {
    expect(checkRedirect('https://sales.cloud.analytics-cloud.example/', ORIGIN, [])).toMatchObject({ ok: false, reason: 'foreign' });
  });
});
