/**
 * Advanced configurations (doc 2 §3, §4, §6, §7), by cluster id on `api`:
 *
 *   GET   instances/{id}/advanced-configs   [{ tab, name, displayName, id, categories: [{ category, config }] }]
 *                                            the server tab (name 'system'), then one tab per tenant
 *   PATCH instances/{id}/advanced-configs   [{ name: 'system' | tenant id, data: [{ configKey, configValue }] }]
 *                                            { message }: 'Advanced Configurations has been updated successfully',
 *                                            with '. Service(s) must be restarted' when a changed item needs it
 *
 * Who (doc 2 §6): reading is for the owner, a Manager (accountAdmin) and a Billing User (accountManager);
 * changing for the owner and a Manager only (403 with the domain's text). When (doc 2 §4): only a running
 * cluster's settings can be read or changed (409 'Cluster is disconnected' while sleeping, 'Cluster is
 * loading... …' otherwise). The body is checked item by item with the schema the tab's form uses (400 in the
 * doc 1 §8 shape, every problem at once); then every change is stored in one transaction, or none.
 */
import type { Context, Hono } from 'hono';
import type { AdvancedConfigsResponse, AdvancedConfigTab, MessageResponse } from '../../../src/contract/types';
import {
  ADVANCED_CONFIGS_REFUSALS,
  ADVANCED_CONFIGS_TEXTS,
  advancedConfigsAccess,
  advancedConfigsSavedMessage,
  advancedConfigsUnavailable,
  SYSTEM_TAB_NAME,
} from '../../../src/domain/advanced-configs';
import { advancedConfigsPatchSchema } from '../../../src/domain/schemas/advanced-configs';
import { HttpError, NOT_JSON } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { parseBody } from '../../validate';
import { clusterById, type ClusterEnv, write } from '../kit';
import type { InstanceRow } from '../schema';
import { clusterStatus, type VisibleInstance } from '../store';
import { tenantsOf } from '../tenants/list';
import { currentValue, SERVER_CATALOGUE, TENANT_CATALOGUE, withValues, type CatalogueCategory } from './catalogue';
import type { AdvancedConfigValueRow } from './schema';

interface Scope {
  tab: AdvancedConfigTab['tab'];
  name: string;
  displayName: string;
  catalogue: readonly CatalogueCategory[];
}

/** The cluster's tabs: its server, then each of its tenants. */
function scopesOf(row: InstanceRow): Scope[] {
  return [
    { tab: 'server', name: SYSTEM_TAB_NAME, displayName: ADVANCED_CONFIGS_TEXTS.serverTab, catalogue: SERVER_CATALOGUE },
    ...tenantsOf(row).map((tenant) => ({
      tab: 'tenant' as const,
      name: tenant.id,
      displayName: ADVANCED_CONFIGS_TEXTS.tenantTab(tenant.name),
      catalogue: TENANT_CATALOGUE,
    })),
  ];
}

/** The JSON body, whatever its shape (this call's is a list, which readJson refuses), or 400. */
async function readAnyJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, NOT_JSON);
  }
}

export function advancedConfigsRoutes(api: Hono<ApiEnv>, _cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  function storedOf(instanceId: string): Map<string, Map<string, string>> {
    const rows = db
      .prepare('SELECT scope, config_key, value FROM advanced_config_values WHERE instance_id = ?')
      .all(instanceId) as Pick<AdvancedConfigValueRow, 'scope' | 'config_key' | 'value'>[];
    const byScope = new Map<string, Map<string, string>>();
    for (const r of rows) {
      const scope = byScope.get(r.scope) ?? new Map<string, string>();
      scope.set(r.config_key, r.value);
      byScope.set(r.scope, scope);
    }
    return byScope;
  }

  function tabsOf(row: InstanceRow): AdvancedConfigTab[] {
    const stored = storedOf(row.id);
    return scopesOf(row).map((scope) => ({
      tab: scope.tab,
      name: scope.name,
      displayName: scope.displayName,
      id: scope.name,
      categories: withValues(scope.catalogue, stored.get(scope.name) ?? new Map()),
    }));
  }

  /** 403 unless the caller's role allows `need`; 409 unless the cluster is running. */
  function check(visible: VisibleInstance, need: 'view' | 'edit'): void {
    const access = advancedConfigsAccess(visible.role);
    if (access === 'none') throw new HttpError(403, ADVANCED_CONFIGS_REFUSALS.view);
    if (need === 'edit' && access !== 'edit') throw new HttpError(403, ADVANCED_CONFIGS_REFUSALS.edit);
    const unavailable = advancedConfigsUnavailable(clusterStatus(visible.row));
    if (unavailable) throw new HttpError(409, unavailable);
  }

  api.get('/instances/:id/advanced-configs', clusterById(ctx), (c) => {
    const visible = c.get('cluster');
    check(visible, 'view');
    return c.json<AdvancedConfigsResponse>(tabsOf(visible.row));
  });

  api.patch('/instances/:id/advanced-configs', clusterById(ctx), async (c) => {
    const visible = c.get('cluster');
    check(visible, 'edit');
    const { row } = visible;
    const tabs = tabsOf(row);
    // The schema is built from this cluster's tabs (its tenants and their items): parsed after the checks above.
    const changes = await parseBody(advancedConfigsPatchSchema(tabs), await readAnyJson(c));

    const scopes = scopesOf(row);
    const stored = storedOf(row.id);
    let restart = false;
    for (const { name, data } of changes) {
      const scope = scopes.find((s) => s.name === name);
      const items = new Map(scope?.catalogue.flatMap((cat) => cat.config).map((item) => [item.key, item]));
      const values = stored.get(name) ?? new Map<string, string>();
      for (const { configKey, configValue } of data) {
        const item = items.get(configKey);
        if (item?.requiresRestart && currentValue(item, values) !== configValue) restart = true;
      }
    }

    const now = ctx.clock.now();
    const upsert = db.prepare(
      `INSERT INTO advanced_config_values (instance_id, scope, config_key, value, updated_by, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (instance_id, scope, config_key) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by,
         updated_at = excluded.updated_at`,
    );
    write(ctx, () => {
      for (const { name, data } of changes) {
        for (const { configKey, configValue } of data) upsert.run(row.id, name, configKey, configValue, c.get('user').uuid, now);
      }
    });
    return c.json<MessageResponse>({ message: advancedConfigsSavedMessage(restart) });
  });
}
