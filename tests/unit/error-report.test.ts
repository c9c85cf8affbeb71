/**
 * Error reports (doc 1 §2 "other errors go to an error-reporting service"): the report's shape and what it
 * must not carry, the reporter's switch (runtime config url), its dedup and rate limit, and that it
 * never throws.
 */
import * as v from 'valibot';
import { configureErrorReporting, reportError } from '../../src/api/report-error';
import { parseRuntimeConfig } from '../../src/config/runtime';
import { buildErrorReport, ERROR_REPORTS_PER_MINUTE, errorReportSchema } from '../../src/domain/schemas/error-report';

const facts = {
  where: 'render',
  path: '/clusters/sales?redirect_to=https%3A%2F%2Fx.example#token=secret',
  version: '1.2.3',
  userAgent: 'Test Browser',
  now: Date.UTC(2026, 10, 25, 3, 0, 0),
  userId: 'u-123',
};

describe('an error report', () => {
  it('holds the error, where, the path without query or hash, the build, the browser, the time and the uuid only', () => {
    const report = buildErrorReport(new TypeError('x is undefined'), facts);
    expect(report).toEqual({
      message: 'x is undefined',
      name: 'TypeError',
      stack: expect.stringContaining('TypeError: x is undefined') as string,
      where: 'render',
      path: '/clusters/sales',
      version: '1.2.3',
      userAgent: 'Test Browser',
      time: '2026-11-25T03:00:00.000Z',
      userId: 'u-123',
    });
    expect(v.safeParse(errorReportSchema, report).success).toBe(true);
  });

  it('cuts long texts so it always passes the schema, and reports a thrown non-error', () => {
    const report = buildErrorReport('x'.repeat(5_000), { ...facts, userAgent: 'y'.repeat(900), userId: 'not a uuid!' });
    expect(report.message).toHaveLength(1_000);
    expect(report.name).toBe('string');
    expect(report.userAgent).toHaveLength(500);
    expect(report.userId).toBeNull();
    expect(v.safeParse(errorReportSchema, report).success).toBe(true);
  });

  it('refuses anything beyond its fields (no e-mail can ride along) and a path with a query', () => {
    const report = buildErrorReport(new Error('boom'), facts);
    expect(v.safeParse(errorReportSchema, { ...report, email: 'a@b.test' }).success).toBe(false);
    const withQuery = v.safeParse(errorReportSchema, { ...report, path: '/clusters?x=1' });
    expect(withQuery.success).toBe(false);
    expect(withQuery.issues?.[0]?.message).toBe('path must be a path of this app, without a query string or hash');
  });
});

describe('the reporter', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    configureErrorReporting(null);
    vi.unstubAllGlobals();
  });

  const setup = (url: string | null) =>
    configureErrorReporting({ url, version: '1.2.3', userId: () => 'u-123', path: () => '/clusters?welcome=1', userAgent: 'UA', now: () => facts.now });

  it('sends nothing when the runtime config names no service', () => {
    setup(null);
    reportError(new Error('boom'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the report as JSON, without credentials, kept alive for a page being left', () => {
    setup('https://errors.example/api/error-reports');
    reportError(new Error('boom'), { where: 'render' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://errors.example/api/error-reports');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init?.body))).toMatchObject({ message: 'boom', where: 'render', path: '/clusters', userId: 'u-123' });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it(`sends the same error once, and at most ${ERROR_REPORTS_PER_MINUTE} reports a minute`, () => {
    setup('https://errors.example/r');
    reportError(new Error('same'));
    reportError(new Error('same'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i += 1) reportError(new Error(`error ${i}`));
    expect(fetchMock).toHaveBeenCalledTimes(ERROR_REPORTS_PER_MINUTE);
  });

  it('never throws, even when sending fails at once', () => {
    setup('https://errors.example/r');
    fetchMock.mockImplementation(() => {
      throw new TypeError('fetch is broken');
    });
    expect(() => reportError(new Error('boom'))).not.toThrow();
  });
});

describe('runtime config errorReporting', () => {
  const valid = {
    apiBase: 'https://api.example.com/api',
    oidc: { authority: 'https://login.example.com', clientId: 'console', audience: 'https://api.example.com/api', scope: 'openid' },
  };

  it('defaults to no service, reads a URL, and says what is wrong with a bad value', () => {
    expect(parseRuntimeConfig(valid).errorReporting).toEqual({ url: null });
    expect(parseRuntimeConfig({ ...valid, errorReporting: { url: 'https://errors.example/r' } }).errorReporting).toEqual({
      url: 'https://errors.example/r',
    });
    expect(() => parseRuntimeConfig({ ...valid, errorReporting: 'https://errors.example' })).toThrow(
      'config.json: errorReporting must be { "url": "https://…" } or { "url": null }',
    );
    expect(() => parseRuntimeConfig({ ...valid, errorReporting: { url: 'javascript:alert(1)' } })).toThrow(
      'config.json: errorReporting.url must be an http(s) URL or a path',
    );
  });
});
