/**
 * The emulator's error-reporting service: the runtime config points at it, a valid report is kept (202),
 * bad input gets the doc 1 §8 field errors and stores nothing, and only the newest 100 stay.
 */
import { listErrorReports } from '../../server/error-reports';
import { buildErrorReport, ERROR_REPORTS_KEPT } from '../../src/domain/schemas/error-report';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';

let emulator: InProcessEmulator;
beforeEach(async () => {
  emulator = await createInProcessEmulator();
});
afterEach(async () => {
  await emulator.close();
});

const report = (message: string) =>
  buildErrorReport(new Error(message), { where: 'render', path: '/clusters', version: '0.1.0', userAgent: 'UA', now: Date.now(), userId: 'u-1' });

function post(body: unknown, contentType = 'application/json') {
  return emulator.fetch('/api/error-reports', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('error reports', () => {
  it('is named in the served config.json', async () => {
    const config = (await (await emulator.fetch('/config.json')).json()) as { errorReporting: { url: string } };
    expect(config.errorReporting.url).toBe(`${emulator.url}/api/error-reports`);
  });

  it('keeps a valid report, without a token', async () => {
    const sent = report('boom');
    const response = await post(sent);
    expect(response.status).toBe(202);
    expect(listErrorReports(emulator.ctx).map((r) => r.report)).toEqual([sent]);
  });

  it('answers bad input with field errors and keeps nothing', async () => {
    const response = await post({ ...report('boom'), email: 'someone@example.com', path: '/clusters?x=1' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { fieldName: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([{ fieldName: 'path', message: 'path must be a path of this app, without a query string or hash' }]),
    );
    expect(body.errors.map((e) => e.fieldName)).toContain('email');
    expect(body.message).toBe(body.errors[0]?.message);
    expect((await post('not json', 'text/plain')).status).toBe(400);
    expect(listErrorReports(emulator.ctx)).toEqual([]);
  });

  it(`keeps only the newest ${ERROR_REPORTS_KEPT}`, async () => {
    for (let i = 0; i < ERROR_REPORTS_KEPT + 5; i += 1) expect((await post(report(`error ${i}`))).status).toBe(202);
    const kept = listErrorReports(emulator.ctx);
    expect(kept).toHaveLength(ERROR_REPORTS_KEPT);
    expect(kept[0]?.report.message).toBe(`error ${ERROR_REPORTS_KEPT + 4}`);
    expect(kept.at(-1)?.report.message).toBe('error 5');
  });
});
