/**
 * Advanced configurations (doc 2 §3, §4, §5, §6, §7, §8) through the in-process emulator: the tabs GET answers
 * (the server's, then one per tenant, seeded with items of every type, validators, dependencies and restarts);
 * PATCH storing values per cluster and tenant with the spec's success text (and its restart sentence when a
 * changed item needs it); every problem of a bad body at once in the doc 1 §8 shape with nothing applied; who
 * may read (owner, Manager, Billing User) and change (owner, Manager); 409 unless running.
 *
 * Seeded: premium@ owns sales-analytics (running, premium: tenants default and sandbox), marketing-bi
 * (disconnected) and ops-metrics (creating); manager@ is Manager, user@ User and billing@ Billing User on
 * sales-analytics.
 */
import { describe, expect, it } from 'vitest';
import type { AdvancedConfigItem, AdvancedConfigsResponse, AdvancedConfigTab, FieldError } from '../../src/contract/types';

/** An error answer in the doc 1 §8 shape this emulator uses. */
type ErrorResponse = { message: string; errors?: FieldError[] };
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { emulatorForEachTest } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const SALES = SEED_INSTANCE_IDS.salesAnalytics;
const MARKETING = SEED_INSTANCE_IDS.marketingBi;
const OPS = SEED_INSTANCE_IDS.opsMetrics;

const UPDATED = 'Advanced Configurations has been updated successfully';
const RESTART = 'Advanced Configurations has been updated successfully. Service(s) must be restarted';

const emu = emulatorForEachTest();

function call(method: string, as: string, id: string, body?: unknown, raw?: string): Promise<Response> {
  return emu.fetch(`/api/instances/${id}/advanced-configs`, {
    method,
    as,
    ...(body === undefined && raw === undefined
      ? {}
      : { body: raw ?? JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
}

async function tabs(as: string, id: string = SALES): Promise<AdvancedConfigsResponse> {
  const res = await call('GET', as, id);
  expect(res.status).toBe(200);
  return (await res.json()) as AdvancedConfigsResponse;
}

const items = (tab: AdvancedConfigTab | undefined): AdvancedConfigItem[] => (tab?.categories ?? []).flatMap((c) => c.config);
const item = (tab: AdvancedConfigTab | undefined, key: string) => items(tab).find((i) => i.key === key);
const tenantTab = (all: AdvancedConfigsResponse, tenant: string) => all.find((t) => t.tab === 'tenant' && t.name === `${SALES}:${tenant}`);
const serverTab = (all: AdvancedConfigsResponse) => all.find((t) => t.tab === 'server');

async function patch(as: string, body: unknown, id: string = SALES): Promise<Response> {
  return call('PATCH', as, id, body);
}

describe('GET instances/{id}/advanced-configs', () => {
  it('answers the server tab, then one tab per tenant, with items of every type and their rules', async () => {
    const all = await tabs(PREMIUM);
    expect(all.map(({ tab, name, displayName, id }) => ({ tab, name, displayName, id }))).toEqual([
      { tab: 'server', name: 'system', displayName: 'Server Configurations', id: 'system' },
      { tab: 'tenant', name: `${SALES}:default`, displayName: 'Tenant Configurations (default)', id: `${SALES}:default` },
      { tab: 'tenant', name: `${SALES}:sandbox`, displayName: 'Tenant Configurations (sandbox)', id: `${SALES}:sandbox` },
    ]);
    const server = serverTab(all);
    expect(server?.categories.map((c) => c.category)).toEqual([
      'Server',
      'Analytics',
      'Loader',
      'SQL Interface',
      'Diagnostics',
      'Integration',
      'Product',
      'Export',
    ]);
    expect(new Set(items(server).map((i) => i.type))).toEqual(new Set(['enum', 'string', 'password', 'text', 'boolean', 'number']));
    expect(new Set(items(server).map((i) => i.serviceToRestart).filter(Boolean))).toEqual(new Set(['analytics', 'all', 'loader', 'SQLi']));
    expect(item(server, 'engine.insight.maxRows')).toMatchObject({
      type: 'number',
      value: '1000000',
      defaultValue: '1000000',
      validators: [{ min: 1000, max: 10_000_000 }],
      requiresRestart: true,
      serviceToRestart: 'analytics',
    });
    expect(item(server, 'diagnostics.log.level')).toMatchObject({ type: 'enum', possibleValues: ['ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE'] });
    // OR and AND dependencies.
    expect(item(server, 'diagnostics.sql.verbose')?.dependencies).toHaveLength(2);
    expect(item(server, 'diagnostics.sql.verbose')?.dependenciesAndingEvaluation).toBeUndefined();
    expect(item(server, 'integration.smtp.password')).toMatchObject({ type: 'password', value: '', dependenciesAndingEvaluation: true });
    expect(items(tenantTab(all, 'default')).map((i) => i.key)).toContain('tenant.timezone');
  });

  it('lets the owner, a Manager and a Billing User read; a User is refused', async () => {
    await tabs(MANAGER);
    await tabs(BILLING);
    const res = await call('GET', USER, SALES);
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorResponse).message).toBe(
      'Only the owner, a Manager or a Billing User can view the advanced configurations of this cluster',
    );
  });

  it('answers 409 unless the cluster is running, with the spec’s texts', async () => {
    const sleeping = await call('GET', PREMIUM, MARKETING);
    expect(sleeping.status).toBe(409);
    expect(((await sleeping.json()) as ErrorResponse).message).toBe('Cluster is disconnected');
    const creating = await call('GET', PREMIUM, OPS);
    expect(creating.status).toBe(409);
    expect(((await creating.json()) as ErrorResponse).message).toBe(
      'Cluster is loading... Your cluster must be connected to view advanced configurations',
    );
  });

  it('answers 404 for a cluster the caller does not see', async () => {
    expect((await call('GET', USER, MARKETING)).status).toBe(404);
    expect((await call('GET', PREMIUM, 'no-such-cluster')).status).toBe(404);
  });
});

describe('PATCH instances/{id}/advanced-configs', () => {
  it('stores the values per cluster and tenant; the message asks for a restart only when a changed item needs one', async () => {
    const res = await patch(PREMIUM, [
      {
        name: 'system',
        data: [
          { configKey: 'engine.insight.maxRows', configValue: '2000000' },
          { configKey: 'diagnostics.log.level', configValue: 'DEBUG' },
        ],
      },
    ]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: RESTART });

    const noRestart = await patch(MANAGER, [
      { name: `${SALES}:default`, data: [{ configKey: 'tenant.timezone', configValue: 'Europe/Berlin' }] },
      // The same value again: nothing to restart for.
      { name: 'system', data: [{ configKey: 'engine.insight.maxRows', configValue: '2000000' }] },
    ]);
    expect(noRestart.status).toBe(200);
    expect(await noRestart.json()).toEqual({ message: UPDATED });

    const all = await tabs(BILLING);
    expect(item(serverTab(all), 'engine.insight.maxRows')?.value).toBe('2000000');
    expect(item(serverTab(all), 'engine.insight.maxRows')?.defaultValue).toBe('1000000');
    expect(item(serverTab(all), 'diagnostics.log.level')?.value).toBe('DEBUG');
    expect(item(tenantTab(all, 'default'), 'tenant.timezone')?.value).toBe('Europe/Berlin');
    expect(item(tenantTab(all, 'sandbox'), 'tenant.timezone')?.value).toBe('UTC');
    // Another cluster keeps its own.
    const other = await tabs('enterprise@demo.test', SEED_INSTANCE_IDS.enterpriseDwh);
    expect(item(serverTab(other), 'engine.insight.maxRows')?.value).toBe('1000000');
  });

  it('takes numbers and booleans as text, and never reads a password back', async () => {
    const res = await patch(PREMIUM, [
      {
        name: 'system',
        data: [
          { configKey: 'integration.smtp.enabled', configValue: true },
          { configKey: 'integration.smtp.port', configValue: 2525 },
          { configKey: 'integration.smtp.password', configValue: 's3cret!' },
        ],
      },
    ]);
    expect(res.status).toBe(200);
    const server = serverTab(await tabs(PREMIUM));
    expect(item(server, 'integration.smtp.enabled')?.value).toBe('true');
    expect(item(server, 'integration.smtp.port')?.value).toBe('2525');
    expect(item(server, 'integration.smtp.password')?.value).toBe('');
    const stored = emu.ctx.db
      .prepare("SELECT value FROM advanced_config_values WHERE instance_id = ? AND config_key = 'integration.smtp.password'")
      .get(SALES) as { value: string };
    expect(stored.value).toBe('s3cret!');
  });

  it('answers every problem of a body at once, in the doc 1 §8 shape, and applies none of it', async () => {
    const res = await patch(PREMIUM, [
      {
        name: 'system',
        data: [
          { configKey: 'diagnostics.retention.days', configValue: '30' },
          { configKey: 'engine.insight.maxRows', configValue: '1.5' },
          { configKey: 'engine.memory.percent', configValue: '95' },
          { configKey: 'export.csv.delimiter', configValue: ';;' },
          { configKey: 'diagnostics.log.level', configValue: 'LOUD' },
          { configKey: 'engine.cache.enabled', configValue: 'yes' },
          { configKey: 'no.such.key', configValue: 'x' },
        ],
      },
      { name: 'elsewhere', data: [] },
    ]);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorResponse;
    expect(body.message).toBe('Input must be an integer.');
    expect(body.errors).toEqual([
      { fieldName: 'engine.insight.maxRows', message: 'Input must be an integer.' },
      { fieldName: 'engine.memory.percent', message: 'Value cannot be less than 10 or greater than 90' },
      { fieldName: 'export.csv.delimiter', message: 'Value cannot be longer than 1 characters' },
      { fieldName: 'diagnostics.log.level', message: 'Choose one of the offered values' },
      { fieldName: 'engine.cache.enabled', message: "Value must be 'true' or 'false'" },
      { fieldName: '0.data.6.configKey', message: 'no.such.key is not a setting of this tab' },
      { fieldName: '1.name', message: "elsewhere is neither 'system' nor a tenant of this cluster" },
    ]);
    expect(item(serverTab(await tabs(PREMIUM)), 'diagnostics.retention.days')?.value).toBe('14');
    expect(emu.ctx.db.prepare('SELECT COUNT(*) AS n FROM advanced_config_values').get()).toEqual({ n: 0 });
  });

  it('refuses a key of the other tab, a key changed twice, and bodies of the wrong shape', async () => {
    const wrongTab = await patch(PREMIUM, [
      {
        name: `${SALES}:sandbox`,
        data: [
          { configKey: 'engine.insight.maxRows', configValue: '5000' },
          { configKey: 'tenant.timezone', configValue: 'UTC' },
          { configKey: 'tenant.timezone', configValue: 'Asia/Tokyo' },
        ],
      },
    ]);
    expect(wrongTab.status).toBe(400);
    expect(((await wrongTab.json()) as ErrorResponse).errors).toEqual([
      { fieldName: '0.data.0.configKey', message: 'engine.insight.maxRows is not a setting of this tab' },
      { fieldName: '0.data.2.configKey', message: 'tenant.timezone is changed twice' },
    ]);

    const notList = await patch(PREMIUM, { name: 'system', data: [] });
    expect(notList.status).toBe(400);
    expect(((await notList.json()) as ErrorResponse).message).toBe('The body must be a list of { name, data } entries');
    const empty = await patch(PREMIUM, []);
    expect(((await empty.json()) as ErrorResponse).message).toBe('The body must name at least one tab to change');
    const shapes = await patch(PREMIUM, [{ name: 'system', data: [{ configKey: 'x', configValue: null }] }, 'x']);
    expect(((await shapes.json()) as ErrorResponse).errors).toEqual([
      { fieldName: '0.data.0.configValue', message: 'configValue must be a text, a number or a boolean' },
      { fieldName: '1', message: 'Each entry must be an object with name and data' },
    ]);
    const notJson = await call('PATCH', PREMIUM, SALES, undefined, '{oops');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as ErrorResponse).message).toBe('Request body must be JSON');
  });

  it('lets only the owner and a Manager change them, and only while the cluster runs', async () => {
    const change = [{ name: 'system', data: [{ configKey: 'diagnostics.retention.days', configValue: '30' }] }];
    const billing = await patch(BILLING, change);
    expect(billing.status).toBe(403);
    expect(((await billing.json()) as ErrorResponse).message).toBe(
      'Only the owner or a Manager can change the advanced configurations of this cluster',
    );
    expect((await patch(USER, change)).status).toBe(403);

    const sleeping = await patch(PREMIUM, change, MARKETING);
    expect(sleeping.status).toBe(409);
    expect(((await sleeping.json()) as ErrorResponse).message).toBe('Cluster is disconnected');
    expect(emu.ctx.db.prepare('SELECT COUNT(*) AS n FROM advanced_config_values').get()).toEqual({ n: 0 });
  });
});
