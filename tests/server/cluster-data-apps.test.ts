/**
 * Importing data apps onto a cluster (doc 2 §6, §9; doc 3 §3–§5, §7) through the in-process emulator: the data
 * sources, the support check (supported, too old a release, a custom build), the import on the clock (loading,
 * then imported with one data app failed on its first attempt, then retried to success), the notice of kind
 * 'operation.data-apps', overwrite, every refusal with its status and text (400 with every field, 403 policy and
 * plan, 409 states), nothing half-applied, and the password kept nowhere.
 *
 * Seeded (server/clusters/seed.ts): premium@ owns sales-analytics (running, 2026.10.1, premium: tenants default
 * and sandbox) and marketing-bi (disconnected); enterprise@ owns enterprise-dwh (running, 2026.7.2); on
 * sales-analytics manager@ is Manager, user@ User, billing@ Billing User.
 */
import { describe, expect, it } from 'vitest';
import type { BlueprintSupportResponse, DataAppImportResponse, DataAppImportStatus, NotificationsResponse } from '../../src/contract/types';
import { DATA_APPS, FAILS_FIRST_IMPORT } from '../../server/clusters/data-app-imports/catalogue';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { findUserRowByUuid } from '../../server/users/accounts';
import { getProfile, saveProfile } from '../../server/users/store';
import { advanceClock, emulatorForEachTest, jsonInit } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const USER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const SALES = SEED_INSTANCE_IDS.salesAnalytics;
const MINUTE = 60_000;
const PASSWORD = 'tenant-admin-Secret-42';

const emu = emulatorForEachTest();
const { events } = emu;

function call(method: string, as: string, path: string, body?: unknown): Promise<Response> {
  return emu.fetch(`/api/${path}`, jsonInit(method, as, body));
}

const advance = (ms: number) => advanceClock(emu, ms);

async function status(as: string, instanceId: string = SALES): Promise<DataAppImportStatus> {
  const res = await call('GET', as, `blueprints/${instanceId}/status`);
  expect(res.status).toBe(200);
  return (await res.json()) as DataAppImportStatus;
}

const form = (over: Record<string, unknown> = {}) => ({
  instanceId: SALES,
  tenant: 'default',
  username: 'admin',
  password: PASSWORD,
  folders: true,
  dashboards: true,
  enableDynamicJoins: false,
  includeParquet: false,
  names: 'Sales Analytics',
  overwrite: false,
  ...over,
});

const importedNames = (s: DataAppImportStatus) => s.importedBlueprints.flatMap((g) => g.blueprints.map((b) => b.name));

describe('the catalogue', () => {
  it('has at least 30 data apps across business functions, data sources and types, with unique ids and slugs', () => {
    expect(DATA_APPS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DATA_APPS.map((a) => a.id)).size).toBe(DATA_APPS.length);
    expect(new Set(DATA_APPS.map((a) => a.slug)).size).toBe(DATA_APPS.length);
    expect(new Set(DATA_APPS.map((a) => a.businessFunction)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(DATA_APPS.map((a) => a.type)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(DATA_APPS.flatMap((a) => a.dataSources ?? [])).size).toBeGreaterThanOrEqual(10);
    expect(DATA_APPS.some((a) => !a.installable)).toBe(true);
    expect(DATA_APPS.every((a) => !a.name.includes(','))).toBe(true);
    for (const id of FAILS_FIRST_IMPORT) expect(DATA_APPS.some((a) => a.id === id && a.installable)).toBe(true);
  });

  it('answers the data sources', async () => {
    const res = await call('GET', PREMIUM, 'blueprints/data_sources');
    expect(res.status).toBe(200);
    const { datasources } = (await res.json()) as { datasources: { id: string; name: string }[] };
    expect(datasources).toContainEqual({ id: 'workday', name: 'Workday' });
  });
});

describe('GET blueprints/{slug}/{instanceId}/isSupported', () => {
  const support = async (as: string, slug: string, id: string) => {
    const res = await call('GET', as, `blueprints/${slug}/${id}/isSupported`);
    expect(res.status).toBe(200);
    return (await res.json()) as BlueprintSupportResponse;
  };

  it('says whether the release supports the data app, and from which release it does', async () => {
    expect(await support(ENTERPRISE, 'marketing-attribution', SEED_INSTANCE_IDS.enterpriseDwh)).toEqual({
      isSupported: false,
      isCustom: false,
      supportedVersions: ['2026.10.1'],
    });
    expect(await support(ENTERPRISE, 'workforce-analytics', SEED_INSTANCE_IDS.enterpriseDwh)).toEqual({
      isSupported: true,
      isCustom: false,
      supportedVersions: ['2026.7.2'],
    });
  });

  it('flags a custom build', async () => {
    emu.ctx.db.prepare('UPDATE instances SET custom_build = 1 WHERE id = ?').run(SEED_INSTANCE_IDS.enterpriseDwh);
    expect(await support(ENTERPRISE, 'marketing-attribution', SEED_INSTANCE_IDS.enterpriseDwh)).toMatchObject({ isSupported: true, isCustom: true });
  });

  it('answers 404 for an unknown data app or a cluster the caller does not see', async () => {
    expect((await call('GET', PREMIUM, `blueprints/no-such-app/${SALES}/isSupported`)).status).toBe(404);
    expect((await call('GET', PREMIUM, `blueprints/sales-analytics/${SEED_INSTANCE_IDS.enterpriseDwh}/isSupported`)).status).toBe(404);
  });
});

describe('an import on the clock', () => {
  it('loads, then imports what it can with one data app failed on its first attempt; the retry imports it', async () => {
    expect(await status(PREMIUM)).toMatchObject({ state: null, importedBlueprints: [], failedBlueprints: [] });

    const started = await call('PUT', PREMIUM, 'blueprints/import', form({ names: 'Sales Analytics,Workforce Analytics', includeParquet: true, datasource: 'workday' }));
    expect(started.status).toBe(200);
    const answer = (await started.json()) as DataAppImportResponse;
    expect(answer.message).toBe('Importing 2 data apps onto sales-analytics');
    expect(answer.status).toMatchObject({
      state: 'loading',
      blueprints: [
        { id: 'bp-sales-analytics', name: 'Sales Analytics' },
        { id: 'bp-hr-workforce', name: 'Workforce Analytics' },
      ],
      tenant: 'default',
      username: 'admin',
    });

    // One import at a time.
    const second = await call('PUT', PREMIUM, 'blueprints/import', form({ names: 'Financial Close' }));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: 'Currently importing Data App(s), please try again later.' });

    await advance(2 * MINUTE);
    expect((await status(PREMIUM)).state).toBe('loading');
    await advance(2 * MINUTE);
    const done = await status(PREMIUM);
    expect(done).toMatchObject({
      state: 'success',
      importedBlueprints: [{ category: 'Sales', blueprints: [{ id: 'bp-sales-analytics', name: 'Sales Analytics', slug: 'sales-analytics', tenant: 'default' }] }],
      failedBlueprints: [{ id: 'bp-hr-workforce', name: 'Workforce Analytics' }],
      message: {
        title: 'Data Apps partly imported',
        body: 'Sales Analytics imported into the default tenant of sales-analytics. Workforce Analytics could not be imported.',
      },
      datasourceMessage: 'Parquet files were copied from Workday.',
      error: 'Workforce Analytics: the schema load timed out. Try again.',
    });
    const notice = events.find((e) => e.kind === 'operation.data-apps');
    expect(notice).toMatchObject({ title: 'Data Apps partly imported', url: '/clusters/sales-analytics' });
    const bell = (await (await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/notifications`, { as: PREMIUM })).json()) as NotificationsResponse;
    expect(JSON.stringify(bell)).toContain('Workforce Analytics could not be imported.');

    // The retry of the failed data app succeeds.
    expect((await call('PUT', PREMIUM, 'blueprints/import', form({ names: 'Workforce Analytics', tenant: 'sandbox' }))).status).toBe(200);
    await advance(3 * MINUTE);
    const retried = await status(PREMIUM);
    expect(retried).toMatchObject({ state: 'success', failedBlueprints: [], error: null, datasourceMessage: null, message: { title: 'Data Apps imported' } });
    expect(retried.importedBlueprints.map((g) => g.category)).toEqual(['Human Resources', 'Sales']);
    expect(retried.importedBlueprints[0]?.blueprints[0]).toMatchObject({ name: 'Workforce Analytics', tenant: 'sandbox' });

    // The password is kept nowhere.
    const rows = JSON.stringify(emu.ctx.db.prepare('SELECT * FROM data_app_imports').all());
    expect(rows).not.toContain(PASSWORD);
    expect(JSON.stringify(retried)).not.toContain(PASSWORD);
  });

  it('fails as a whole when the cluster disconnects before the end', async () => {
    expect((await call('PUT', PREMIUM, 'blueprints/import', form())).status).toBe(200);
    emu.ctx.db.prepare(`UPDATE instances SET status = 'sleeping', service_status = 'disconnected' WHERE id = ?`).run(SALES);
    await advance(3 * MINUTE);
    expect(await status(PREMIUM)).toMatchObject({
      state: 'failed',
      importedBlueprints: [],
      failedBlueprints: [{ id: 'bp-sales-analytics' }],
      error: 'The cluster was disconnected before the import ended.',
      message: { title: 'Data Apps import failed', body: 'No data app could be imported onto sales-analytics.' },
    });
  });

  it("imports a data app already on the cluster again only with overwrite ('Data App already imported.')", async () => {
    expect((await call('PUT', PREMIUM, 'blueprints/import', form())).status).toBe(200);
    await advance(3 * MINUTE);
    const again = await call('PUT', PREMIUM, 'blueprints/import', form({ names: 'Financial Close, Sales Analytics' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Data App already imported.' });
    expect((await status(PREMIUM)).blueprints).toEqual([{ id: 'bp-sales-analytics', name: 'Sales Analytics' }]);
    expect((await call('PUT', PREMIUM, 'blueprints/import', form({ names: 'Financial Close, Sales Analytics', overwrite: true }))).status).toBe(200);
    await advance(4 * MINUTE);
    expect(importedNames(await status(PREMIUM))).toEqual(['Financial Close', 'Sales Analytics']);
  });
});

describe('refusals', () => {
  it('answers 400 with every field at once, nothing started', async () => {
    // The cluster comes first: a body that names none is about no cluster the caller sees (404).
    expect((await call('PUT', PREMIUM, 'blueprints/import', { includeParquet: true, username: '  ', password: '' })).status).toBe(404);
    const res = await call('PUT', PREMIUM, 'blueprints/import', { instanceId: SALES, includeParquet: true, username: '  ', password: '' });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: { fieldName: string; message: string }[] };
    expect(errors).toEqual(
      expect.arrayContaining([
        { fieldName: 'tenant', message: 'Please select your tenant!' },
        { fieldName: 'username', message: 'Please input your username!' },
        { fieldName: 'password', message: 'Please input your password!' },
        { fieldName: 'names', message: 'Choose at least one data app' },
      ]),
    );
    const datasource = await call('PUT', PREMIUM, 'blueprints/import', form({ includeParquet: true }));
    expect(datasource.status).toBe(400);
    expect(await datasource.json()).toMatchObject({ errors: [{ fieldName: 'datasource', message: 'Please select your data source!' }] });
    expect((await status(PREMIUM)).state).toBeNull();
  });

  it('answers 400 for a data app that is not available, not supported, unknown, and for an unknown tenant', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ names: 'Procurement (Legacy)' }, 'names', "Data app isn't available"],
      [{ names: 'Nope' }, 'names', 'There is no data app named Nope'],
      [{ tenant: 'finance' }, 'tenant', 'The cluster has no tenant finance'],
      [{ includeParquet: true, datasource: 'mainframe' }, 'datasource', 'There is no data source mainframe'],
    ];
    for (const [over, fieldName, message] of cases) {
      const res = await call('PUT', PREMIUM, 'blueprints/import', form(over));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message, errors: [{ fieldName, message }] });
    }
    const old = await call('PUT', ENTERPRISE, 'blueprints/import', form({ instanceId: SEED_INSTANCE_IDS.enterpriseDwh, names: 'Marketing Attribution' }));
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({
      message:
        "This cluster release doesn't support this data app, This data app is only compatible with analytics release(s) starting from: 2026.10.1",
    });
    expect((await status(PREMIUM)).state).toBeNull();
  });

  it('answers 409 unless the cluster is connected and its loader running', async () => {
    const sleeping = await call('PUT', PREMIUM, 'blueprints/import', form({ instanceId: SEED_INSTANCE_IDS.marketingBi }));
    expect(sleeping.status).toBe(409);
    expect(await sleeping.json()).toEqual({ message: 'Your cluster must be connected to be able to import Data Apps.' });

    // Reading the status first brings the nodes in line; then the loader stops.
    expect((await call('GET', PREMIUM, `instances/${SALES}/services/status`)).status).toBe(200);
    emu.ctx.db.prepare(`UPDATE service_nodes SET status = 'not running' WHERE instance_id = ? AND service = 'loader'`).run(SALES);
    const noLoader = await call('PUT', PREMIUM, 'blueprints/import', form());
    expect(noLoader.status).toBe(409);
    expect(await noLoader.json()).toEqual({ message: 'Loader service is not running on the selected cluster' });
    expect((await status(PREMIUM)).state).toBeNull();
  });

  it('lets the User read but not import, the Billing User import, and no one import where the plan lacks dataapps', async () => {
    expect((await status(USER)).state).toBeNull();
    const user = await call('PUT', USER, 'blueprints/import', form());
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({ message: 'You are not allowed to import data apps onto this cluster' });
    expect((await call('PUT', BILLING, 'blueprints/import', form())).status).toBe(200);

    const uuid = emu.uuidOf(ENTERPRISE);
    const row = findUserRowByUuid(emu.ctx.db, uuid);
    if (!row) throw new Error('no enterprise@ account');
    const profile = getProfile(row);
    saveProfile(emu.ctx.db, uuid, { ...profile, platformActions: profile.platformActions.filter((a) => a.name !== 'dataapps') });
    const plan = await call('PUT', ENTERPRISE, 'blueprints/import', form({ instanceId: SEED_INSTANCE_IDS.enterpriseDwh }));
    expect(plan.status).toBe(403);
    expect(await plan.json()).toEqual({ message: 'This action is not supported in your current plan' });
  });

  it('answers 404 for the status of a cluster the caller does not see', async () => {
    expect((await call('GET', ENTERPRISE, `blueprints/${SALES}/status`)).status).toBe(404);
  });
});
