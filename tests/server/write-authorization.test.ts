/**
 * Who may act is checked before what is sent (issue 25): every write route of the API, called by a stranger
 * (trial@) on premium@'s account and clusters with an empty body, answers 403 or 404, never the call's
 * field rules. The routes are read from the app itself, so a new write route is walked too, or must be
 * named below with the reason it has no stranger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../../server/app';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { DEMO_UUIDS } from '../../server/users/seed-users';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Write routes that name no one else's account or cluster, with why. */
const NO_STRANGER: Record<string, string> = {
  'POST /api/support': 'public: a support message from anyone, about no account',
  'POST /api/clusters/keep-awake': "public: the sign-in link's token is the capability",
  'PUT /api/libraries/uploads/:token': 'public: the upload URL is the capability',
  'POST /api/alerts/snooze': "public: the alert's Snooze token is the capability",
  'POST /api/alerts/refresh': "public: the alert's refresh token is the capability",
  'POST /api/error-reports': 'public: an error report, about no account',
  'POST /api/tracking/stand-ins/events': 'public: the local tracking stand-ins',
  'POST /api/systemconfigurations': 'reads a system-wide setting, of no account',
  'POST /api/azurePipeline/getAzurePlan': "the caller's own plan: the body names no account",
};

/** premium@'s account and clusters, for every path parameter a route may have. */
const PARAMS: Record<string, string> = {
  userId: DEMO_UUIDS.premium,
  id: SEED_INSTANCE_IDS.salesAnalytics,
  name: 'sales-analytics',
  daId: 'da-1',
  eventId: '1',
  updateId: '1',
};

let emulator: Emulator;
let strangerToken: string;

beforeAll(async () => {
  emulator = await createEmulator({ publicUrl: 'http://emulator.test', dbPath: ':memory:', dataDir: null, quiet: true });
  strangerToken = await emulator.signAccessToken(DEMO_UUIDS.trial);
});
afterAll(() => emulator?.close());

function writeRoutes(): string[] {
  const keys = emulator.app.routes
    .filter((r) => WRITE_METHODS.has(r.method) && r.path.startsWith('/api/') && !r.path.startsWith('/api/_emulator'))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)];
}

function pathOf(route: string): string {
  return route.replace(/:(\w+)/g, (_, param: string) => {
    const value = PARAMS[param];
    if (value === undefined) throw new Error(`${route}: no value for :${param}`);
    return encodeURIComponent(value);
  });
}

describe('every write route, as a stranger with an empty body', () => {
  it('finds the write routes, and every exempt one still exists', () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const exempt of Object.keys(NO_STRANGER)) expect(routes, exempt).toContain(exempt);
  });

  it('answers 403 or 404, before any field rule', async () => {
    const answers: string[] = [];
    for (const route of writeRoutes()) {
      if (route in NO_STRANGER) continue;
      const [method = '', path = ''] = route.split(' ');
      for (const body of [undefined, '{}']) {
        const res = await emulator.app.fetch(
          new Request(`http://emulator.test${pathOf(path)}`, {
            method,
            headers: { Authorization: `Bearer ${strangerToken}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
            body,
          }),
        );
        answers.push(`${res.status} ${route} ${body ?? '(no body)'}`);
      }
    }
    expect(answers.filter((a) => !/^40[34] /.test(a))).toEqual([]);
  });

  it("names the issue's two cases: a plan change for premium@ and an import onto premium@'s cluster", async () => {
    const as = (path: string, method: string, body: unknown) =>
      emulator.app.fetch(
        new Request(`http://emulator.test${path}`, {
          method,
          headers: { Authorization: `Bearer ${strangerToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    expect((await as(`/api/plan/${DEMO_UUIDS.premium}`, 'POST', { plan: 'nonsense' })).status).toBe(403);
    const imported = await as('/api/blueprints/import', 'PUT', { instanceId: SEED_INSTANCE_IDS.salesAnalytics, tenant: '' });
    expect(imported.status).toBe(404);
  });
});
