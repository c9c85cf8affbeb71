/**
 * The Data Apps page's calls beside the import (doc 3 §2, §6, §7, §8) through the in-process emulator: the
 * clusters a data app can go to (valid_bp_clusters: which ones, and what each says), the export (partners only,
 * a connected cluster, every field at once on bad input, nothing stored when refused) and its download (the
 * JSON bundle with its name in Content-Disposition, only for the user who made it).
 *
 * Seeded: premium@ owns sales-analytics (running, tenants default and sandbox), marketing-bi (disconnected),
 * legacy-reporting (corrupted) and ops-metrics (creating); user@ is User (developer) on premium@'s
 * clusters (every role lists data apps; the User role cannot import); partner@ (isPartner) owns none. The tests make premium@ a partner where they need one.
 */
import { describe, expect, it } from 'vitest';
import type { DataAppImportStatus } from '../../src/contract/types';
import type { DataAppClustersResponse, DataAppExportResponse } from '../../src/contract/types/data-app-exports';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { findUserRowByUuid } from '../../server/users/accounts';
import { getProfile, saveProfile } from '../../server/users/store';
import { advanceClock, emulatorForEachTest, jsonInit } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const PARTNER = 'partner@demo.test';
/** No clusters in the seed. */
const PROVISIONED = 'provisioned@demo.test';
const USER = 'user@demo.test';
const SALES = SEED_INSTANCE_IDS.salesAnalytics;
const MINUTE = 60_000;

const emu = emulatorForEachTest();

function call(method: string, as: string, path: string, body?: unknown): Promise<Response> {
  return emu.fetch(`/api/${path}`, jsonInit(method, as, body));
}

function makePartner(email: string): void {
  const uuid = emu.uuidOf(email);
  const row = findUserRowByUuid(emu.ctx.db, uuid);
  if (!row) throw new Error(`no ${email} account`);
  saveProfile(emu.ctx.db, uuid, { ...getProfile(row), isPartner: true });
}

/** Imports the data apps onto sales-analytics' default tenant and lets the import end. */
async function importOntoSales(names: string): Promise<void> {
  const res = await call('PUT', PREMIUM, 'blueprints/import', {
    instanceId: SALES,
    tenant: 'default',
    username: 'admin',
    password: 'tenant-admin-Secret-42',
    names,
    overwrite: false,
  });
  expect(res.status).toBe(200);
  await advanceClock(emu, 10 * MINUTE);
  const status = (await (await call('GET', PREMIUM, `blueprints/${SALES}/status`)).json()) as DataAppImportStatus;
  expect(status.state).toBe('success');
}

const exportCount = () => (emu.ctx.db.prepare('SELECT COUNT(*) AS n FROM data_app_exports').get() as { n: number }).n;

describe('GET users/{userId}/valid_bp_clusters', () => {
  it("answers the caller's clusters with what the install needs of each, connected first", async () => {
    const res = await call('GET', PREMIUM, `users/${emu.uuidOf(PREMIUM)}/valid_bp_clusters`);
    expect(res.status).toBe(200);
    const { instances } = (await res.json()) as DataAppClustersResponse;
    expect(instances[0]).toEqual({
      id: SALES,
      name: 'sales-analytics',
      status: 'running',
      connected: true,
      image: expect.any(String),
      customBuild: false,
      platform: 'gc',
      canInstall: true,
      loaderRunning: true,
      importing: false,
    });
    const marketing = instances.find((i) => i.name === 'marketing-bi');
    expect(marketing).toMatchObject({ status: 'sleeping', connected: false, loaderRunning: false, canInstall: true });
    expect(instances.filter((i) => i.connected).map((i) => i.name)).toEqual(['sales-analytics']);
  });

  it('says an import is under way, and that a User may list the data apps but not install them', async () => {
    await call('PUT', PREMIUM, 'blueprints/import', {
      instanceId: SALES,
      tenant: 'default',
      username: 'admin',
      password: 'x-Secret-123456',
      names: 'Sales Analytics',
    });
    const own = (await (await call('GET', PREMIUM, `users/${emu.uuidOf(PREMIUM)}/valid_bp_clusters`)).json()) as DataAppClustersResponse;
    expect(own.instances.find((i) => i.id === SALES)?.importing).toBe(true);

    const user = (await (await call('GET', USER, `users/${emu.uuidOf(USER)}/valid_bp_clusters`)).json()) as DataAppClustersResponse;
    expect(user.instances.find((i) => i.id === SALES)).toMatchObject({ canInstall: false, connected: true });
  });

  it("refuses another user's path (403) and a user with no cluster gets none", async () => {
    const other = await call('GET', PARTNER, `users/${emu.uuidOf(PREMIUM)}/valid_bp_clusters`);
    expect(other.status).toBe(403);
    const none = (await (await call('GET', PROVISIONED, `users/${emu.uuidOf(PROVISIONED)}/valid_bp_clusters`)).json()) as DataAppClustersResponse;
    expect(none.instances).toEqual([]);
  });
});

describe('PUT blueprints/export and its download', () => {
  it('exports data apps of a tenant as a JSON bundle that only its maker can download', async () => {
    makePartner(PREMIUM);
    await importOntoSales('Sales Analytics,Accounts Payable');

    const res = await call('PUT', PREMIUM, 'blueprints/export', {
      instanceId: SALES,
      tenant: 'default',
      blueprintIds: ['bp-sales-analytics', 'bp-accounts-payable'],
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as DataAppExportResponse;
    expect(answer).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: '2 data apps exported from sales-analytics',
      summary: 'Sales Analytics, Accounts Payable from the default tenant of sales-analytics',
    });

    const file = await call('GET', PREMIUM, `blueprints/exports/${answer.id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="data-apps-sales-analytics-default-\d{8}-\d{4}\.json"$/);
    const bundle = (await file.json()) as { format: string; version: number; tenant: string; cluster: { name: string }; dataApps: { name: string; contents: { dashboards: string[] } }[] };
    expect(bundle).toMatchObject({ format: 'analytics-data-app-export', version: 1, tenant: 'default', cluster: { name: 'sales-analytics' } });
    expect(bundle.dataApps.map((a) => a.name)).toEqual(['Sales Analytics', 'Accounts Payable']);
    expect(bundle.dataApps[0]?.contents.dashboards).toContain('Sales Analytics Overview');

    // Someone else asking for it learns nothing: 404, as for an id that does not exist.
    const stranger = await call('GET', USER, `blueprints/exports/${answer.id}/download`);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ message: `There is no export ${answer.id}` });
    expect((await call('GET', PREMIUM, 'blueprints/exports/nope/download')).status).toBe(404);
  });

  it('is for partners only (403), and answers every field at once on bad input (400)', async () => {
    const refused = await call('PUT', PREMIUM, 'blueprints/export', { instanceId: SALES, tenant: 'default', blueprintIds: ['bp-sales-analytics'] });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Only partners can export data apps' });

    makePartner(PREMIUM);
    // The cluster is found first (404 when the body names none), then the rest of the body is checked.
    expect((await call('PUT', PREMIUM, 'blueprints/export', { instanceId: ' ', tenant: null, blueprintIds: [] })).status).toBe(404);
    const bad = await call('PUT', PREMIUM, 'blueprints/export', { instanceId: SALES, tenant: null, blueprintIds: [] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: [
        { fieldName: 'tenant', message: 'Please select your tenant!' },
        { fieldName: 'blueprintIds', message: 'Choose at least one data app to export' },
      ],
    });
    expect(exportCount()).toBe(0);
  });

  it('needs a connected cluster the caller sees, a tenant of it and data apps on that tenant; nothing kept when refused', async () => {
    makePartner(PREMIUM);
    await importOntoSales('Sales Analytics');
    const body = (over: Record<string, unknown>) => ({ instanceId: SALES, tenant: 'default', blueprintIds: ['bp-sales-analytics'], ...over });

    const missing = await call('PUT', PREMIUM, 'blueprints/export', body({ instanceId: 'no-such-cluster' }));
    expect(missing.status).toBe(404);

    const sleeping = await call('PUT', PREMIUM, 'blueprints/export', body({ instanceId: SEED_INSTANCE_IDS.marketingBi }));
    expect(sleeping.status).toBe(409);
    expect(await sleeping.json()).toEqual({ message: 'Your cluster must be connected to be able to export Data Apps.' });

    const tenant = await call('PUT', PREMIUM, 'blueprints/export', body({ tenant: 'nope' }));
    expect(tenant.status).toBe(400);
    expect(await tenant.json()).toMatchObject({ errors: [{ fieldName: 'tenant', message: 'The cluster has no tenant nope' }] });

    const elsewhere = await call('PUT', PREMIUM, 'blueprints/export', body({ tenant: 'sandbox' }));
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({
      errors: [{ fieldName: 'blueprintIds', message: 'Sales Analytics is not on the sandbox tenant of this cluster' }],
    });

    const unknown = await call('PUT', PREMIUM, 'blueprints/export', body({ blueprintIds: ['bp-sales-analytics', 'bp-nope'] }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: [{ fieldName: 'blueprintIds', message: 'There is no data app bp-nope' }] });
    expect(exportCount()).toBe(0);
  });

  it('lets a partner holding a role that lists the data apps (User) export them', async () => {
    await importOntoSales('Sales Analytics');
    makePartner(USER);
    const res = await call('PUT', USER, 'blueprints/export', { instanceId: SALES, tenant: 'default', blueprintIds: ['bp-sales-analytics'] });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as DataAppExportResponse;
    expect((await call('GET', USER, `blueprints/exports/${id}/download`)).status).toBe(200);
    // The cluster's owner did not make it: not theirs to download.
    expect((await call('GET', PREMIUM, `blueprints/exports/${id}/download`)).status).toBe(404);
  });
});
