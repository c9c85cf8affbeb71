/**
 * The Data Apps page's calls beside the import (doc 3 §2, §6, §7; issue 15):
 *
 *   GET users/{userId}/valid_bp_clusters       { instances }: the caller's clusters whose data apps they may list
 *                                              (blueprintPolicy list), with what the install and the export need
 *                                              to know of each (connected, release, custom build, import allowed,
 *                                              loader running, an import under way)
 *   PUT blueprints/export                      { id, message, summary }: partners only; the data apps (ids) of one
 *                                              tenant of a connected cluster, packed into a JSON bundle and kept
 *   GET blueprints/exports/{id}/download       the bundle as a file (application/json, Content-Disposition
 *                                              attachment with its name); only for the user who made it (404)
 *
 * The bundle is JSON rather than a zip: the emulator has no archive writer, and a JSON file is what a partner can
 * read and diff. Its name: data-apps-{cluster}-{tenant}-{YYYYMMDD-HHmm}.json (UTC, the simulated clock).
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { DataApp, Platform } from '../../../src/contract/types';
import type { DataAppCluster, DataAppClustersResponse, DataAppExportResponse } from '../../../src/contract/types/data-app-exports';
import { isLoaderRunning } from '../../../src/domain/data-app-imports';
import { isActionSupported } from '../../../src/domain/permissions';
import { allows } from '../../../src/domain/policies';
import { dataAppExportSchema } from '../../../src/domain/schemas/data-app-export';
import { DATA_APP_EXPORT_MESSAGES as M } from '../../../src/domain/validation/data-app-export';
import { HttpError, invalid } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { getUser } from '../../users/store';
import { guardedBody, rawText } from '../../validate';
import { callerCluster, requirePolicy, userScope, write } from '../kit';
import { reconcileNodes, statusResponse } from '../services/nodes';
import { clusterStatus, listVisible, toInstance, type VisibleInstance } from '../store';
import { tenantsOf } from '../tenants/list';
import { dataAppById } from '../data-app-imports/catalogue';
import { importedOf, importOf } from '../data-app-imports/store';
import type { DataAppExportRow } from './schema';

/** The format tag and version of the bundle (what an import tool would check first). */
export const EXPORT_FORMAT = { format: 'analytics-data-app-export', version: 1 } as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** data-apps-{cluster}-{tenant}-{YYYYMMDD-HHmm}.json, from characters safe in any file system. */
export function exportFileName(cluster: string, tenant: string, at: number): string {
  const d = new Date(at);
  const stamp = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}-${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
  const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '_');
  return `data-apps-${safe(cluster)}-${safe(tenant)}-${stamp}.json`;
}

/** What the bundle says of one data app: its catalogue entry and what its import put on the tenant. */
function bundleEntry(app: DataApp, importedAt: number) {
  const schema = (app.slug ?? app.id).replace(/-/g, '_');
  return {
    id: app.id,
    name: app.name,
    slug: app.slug,
    category: app.blueprintCategory?.name ?? null,
    businessFunction: app.businessFunction ?? null,
    type: app.type ?? null,
    tag: app.tag ?? null,
    minimalVersion: app.minimal_version,
    dataSources: app.dataSources ?? [],
    importedAt: new Date(importedAt).toISOString(),
    contents: {
      schemas: [schema, `${schema}_staging`],
      folders: [app.name],
      dashboards: [`${app.name} Overview`, `${app.name} Details`],
    },
  };
}

export function dataAppExportsRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  function describe(visible: VisibleInstance, user: ReturnType<typeof getUser>): DataAppCluster {
    const { row } = visible;
    const instance = toInstance(visible);
    const connected = clusterStatus(row) === 'running';
    let loaderRunning = false;
    if (connected) {
      reconcileNodes(ctx, row);
      loaderRunning = isLoaderRunning(statusResponse(db, row).loaderStatus);
    }
    return {
      id: row.id,
      name: row.name,
      status: clusterStatus(row),
      connected,
      image: row.image,
      customBuild: row.custom_build === 1,
      platform: row.platform as Platform,
      canInstall:
        allows(instance.clusterPolicy, 'blueprintPolicy', 'create') && isActionSupported(user, 'dataapps', row.platform as Platform),
      loaderRunning,
      importing: importOf(db, row.id)?.state === 'loading',
    };
  }

  api.get('/users/:userId/valid_bp_clusters', userScope(ctx), (c) => {
    const user = c.get('user');
    const instances = write(ctx, () =>
      listVisible(db, user.uuid)
        .filter((v) => allows(toInstance(v).clusterPolicy, 'blueprintPolicy', 'list'))
        .map((v) => describe(v, user))
        .sort((a, b) => Number(b.connected) - Number(a.connected) || a.name.localeCompare(b.name)),
    );
    return c.json<DataAppClustersResponse>({ instances });
  });

  /** Who may export from the cluster: a partner who sees it, with a role that lists its data apps. */
  function exporter(callerUuid: string, instanceId: string) {
    if (!getUser(db, callerUuid).isPartner) throw new HttpError(403, M.partnersOnly);
    const { user, visible } = callerCluster(ctx, callerUuid, instanceId);
    requirePolicy(toInstance(visible).clusterPolicy, 'blueprintPolicy', 'list');
    return { user, cluster: visible };
  }

  const exportBody = guardedBody((c, raw) => void exporter(c.get('caller').uuid, rawText(raw, 'instanceId')), dataAppExportSchema);
  api.put('/blueprints/export', exportBody, (c) => {
    const payload = c.var.body;
    const { user, cluster } = exporter(c.get('caller').uuid, payload.instanceId);
    const { row } = cluster;
    if (clusterStatus(row) !== 'running') throw new HttpError(409, M.mustBeConnected);

    const tenant = tenantsOf(row).find((t) => t.name === payload.tenant || t.id === payload.tenant);
    if (!tenant) throw invalid([{ fieldName: 'tenant', message: M.unknownTenant(payload.tenant) }]);
    const onTenant = new Map(importedOf(db, row.id).filter((r) => r.tenant === tenant.name).map((r) => [r.blueprint_id, r.imported_at]));
    const entries = payload.blueprintIds.map((id) => {
      const app = dataAppById(id);
      if (!app) throw invalid([{ fieldName: 'blueprintIds', message: M.unknownDataApp(id) }]);
      const importedAt = onTenant.get(id);
      if (importedAt === undefined) throw invalid([{ fieldName: 'blueprintIds', message: M.notOnTenant(app.name, tenant.name) }]);
      return bundleEntry(app, importedAt);
    });

    const now = ctx.clock.now();
    const id = randomUUID();
    const fileName = exportFileName(row.name, tenant.name, now);
    const content = JSON.stringify(
      {
        ...EXPORT_FORMAT,
        id,
        exportedAt: new Date(now).toISOString(),
        exportedBy: user.email,
        cluster: { id: row.id, name: row.name, release: row.image, customBuild: row.custom_build === 1 },
        tenant: tenant.name,
        dataApps: entries,
      },
      null,
      2,
    );
    write(ctx, () => {
      db.prepare(
        `INSERT INTO data_app_exports (id, user_uuid, instance_id, instance_name, tenant, blueprint_ids, created_at, file_name, content)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(id, user.uuid, row.id, row.name, tenant.name, JSON.stringify(entries.map((e) => e.id)), now, fileName, content);
    });
    return c.json<DataAppExportResponse>({
      id,
      message: M.exported(entries.length, row.name),
      summary: M.summary(entries.map((e) => e.name).join(', '), tenant.name, row.name),
    });
  });

  api.get('/blueprints/exports/:id/download', (c) => {
    const id = c.req.param('id');
    const row = db
      .prepare('SELECT * FROM data_app_exports WHERE id = ? AND user_uuid = ?')
      .get(id, c.get('caller').uuid) as DataAppExportRow | undefined;
    // Another user's export reads as no export at all: its id tells them nothing.
    if (!row) throw new HttpError(404, M.exportNotFound(id));
    return c.body(row.content, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${row.file_name}"`,
      'Cache-Control': 'no-store',
    });
  });
}
