/**
 * Importing data apps onto a cluster (doc 2 §6, §9; doc 3 §3–§5, §7), by cluster id on `api`:
 *
 *   GET blueprints/data_sources                        { datasources }
 *   GET blueprints/{slug}/{instanceId}/isSupported     { isSupported, isCustom, supportedVersions }
 *   PUT blueprints/import                              { message, status }: the import starts (the form's fields,
 *                                                      names comma-joined, overwrite; the password is not kept)
 *   GET blueprints/{instanceID}/status                 the latest import and the data apps on the cluster
 *
 * (GET blueprints?fields= is the catalogue's: server/clusters/catalog/routes.ts.) Reading needs blueprintPolicy
 * list; importing blueprintPolicy create and the plan's dataapps platform action (403). Importing needs a
 * connected cluster, no import under way and a running loader (409 with the spec's texts); every data app named,
 * installable and supported by the cluster's release, a tenant of the cluster and a known data source (400 on
 * the field); a data app already on the cluster is imported again only with overwrite (409 'Data App already
 * imported.'). The import runs on the clock (sim.ts) and can fail some data apps (catalogue.ts FAILS_FIRST_IMPORT).
 */
import type { Hono } from 'hono';
import type {
  BlueprintSupportResponse,
  DataApp,
  DataAppImportResponse,
  DataAppImportStatus,
  DataSourcesResponse,
  Platform,
} from '../../../src/contract/types';
import { isLoaderRunning } from '../../../src/domain/data-app-imports';
import { dataAppImportPayloadSchema, splitNames } from '../../../src/domain/schemas/data-app-import';
import { DATA_APP_IMPORT_MESSAGES as M } from '../../../src/domain/validation/data-app-import';
import { HttpError, invalid } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { guardedBody, rawText } from '../../validate';
import { callerCluster, clusterById, type ClusterEnv, requireAction, requirePolicy, write } from '../kit';
import type { InstanceRow } from '../schema';
import { reconcileNodes, statusResponse } from '../services/nodes';
import { clusterStatus, toInstance, type VisibleInstance } from '../store';
import { tenantsOf } from '../tenants/list';
import { DATA_SOURCES, dataAppBySlug, dataAppByName, dataSourceById, supportedVersionsOf, supportsRelease } from './catalogue';
import { beginImport, importDuration, importedOf, importOf, statusOf } from './store';

/** The family's own answers (ours). */
export const DATA_APP_ANSWERS = {
  unknownSlug: (slug: string) => `There is no data app ${slug}`,
  started: (count: number, cluster: string) => `Importing ${count} data app${count === 1 ? '' : 's'} onto ${cluster}`,
} as const;

type Area = 'list' | 'create';

function requireBlueprintPolicy(cluster: VisibleInstance, action: Area): void {
  requirePolicy(toInstance(cluster).clusterPolicy, 'blueprintPolicy', action);
}

export function dataAppImportsRoutes(api: Hono<ApiEnv>, _cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  api.get('/blueprints/data_sources', (c) => c.json<DataSourcesResponse>({ datasources: [...DATA_SOURCES] }));

  api.get('/blueprints/:slug/:instanceId/isSupported', clusterById(ctx, 'instanceId'), (c) => {
    const cluster = c.get('cluster');
    requireBlueprintPolicy(cluster, 'list');
    const app = dataAppBySlug(c.req.param('slug'));
    if (!app) throw new HttpError(404, DATA_APP_ANSWERS.unknownSlug(c.req.param('slug')));
    const custom = cluster.row.custom_build === 1;
    return c.json<BlueprintSupportResponse>({
      isSupported: custom || supportsRelease(app, cluster.row.image),
      isCustom: custom,
      supportedVersions: supportedVersionsOf(app),
    });
  });

  api.get('/blueprints/:instanceID/status', clusterById(ctx, 'instanceID'), (c) => {
    const cluster = c.get('cluster');
    requireBlueprintPolicy(cluster, 'list');
    return c.json<DataAppImportStatus>(statusOf(db, cluster.row.id));
  });

  /** 409 unless the cluster can take an import now (doc 2 §9, doc 3 §5). */
  function checkState(row: InstanceRow): void {
    if (clusterStatus(row) !== 'running') throw new HttpError(409, M.mustBeConnected);
    if (importOf(db, row.id)?.state === 'loading') throw new HttpError(409, M.importing);
    reconcileNodes(ctx, row);
    if (!isLoaderRunning(statusResponse(db, row).loaderStatus)) throw new HttpError(409, M.loaderNotRunning);
  }

  /** The data apps named, each installable and supported by the cluster's release (400 on names). */
  function resolveApps(row: InstanceRow, names: string): DataApp[] {
    const apps: DataApp[] = [];
    for (const name of splitNames(names)) {
      const app = dataAppByName(name);
      if (!app) throw invalid([{ fieldName: 'names', message: M.unknownDataApp(name) }]);
      if (!app.installable) throw invalid([{ fieldName: 'names', message: M.notAvailable }]);
      if (row.custom_build !== 1 && !supportsRelease(app, row.image)) {
        // The spec's text with its brand word replaced, as the app shows it.
        throw invalid([{ fieldName: 'names', message: M.notSupported(supportedVersionsOf(app), 'analytics') }]);
      }
      if (!apps.some((a) => a.id === app.id)) apps.push(app);
    }
    return apps;
  }

  /** Who may import onto the cluster: one the caller sees, with the role and the platform action for it. */
  function importer(callerUuid: string, instanceId: string) {
    const { user, visible } = callerCluster(ctx, callerUuid, instanceId);
    requireBlueprintPolicy(visible, 'create');
    requireAction(user, 'dataapps', visible.row.platform as Platform);
    return { user, cluster: visible };
  }

  const importBody = guardedBody((c, raw) => void importer(c.get('caller').uuid, rawText(raw, 'instanceId')), dataAppImportPayloadSchema);
  api.put('/blueprints/import', importBody, (c) => {
    const payload = c.var.body;
    const { cluster } = importer(c.get('caller').uuid, payload.instanceId);
    const { row } = cluster;
    checkState(row);

    const apps = resolveApps(row, payload.names);
    const tenant = tenantsOf(row).find((t) => t.name === payload.tenant || t.id === payload.tenant);
    if (!tenant) throw invalid([{ fieldName: 'tenant', message: M.unknownTenant(payload.tenant) }]);
    if (payload.includeParquet && payload.datasource && !dataSourceById(payload.datasource)) {
      throw invalid([{ fieldName: 'datasource', message: M.unknownDatasource(payload.datasource) }]);
    }
    const onCluster = new Set(importedOf(db, row.id).map((r) => r.blueprint_id));
    if (!payload.overwrite && apps.some((app) => onCluster.has(app.id))) throw new HttpError(409, M.alreadyImported);

    const now = ctx.clock.now();
    write(ctx, () => {
      beginImport(db, {
        instanceId: row.id,
        ids: apps.map((a) => a.id),
        fields: {
          tenant: tenant.name,
          username: payload.username,
          folders: payload.folders,
          dashboards: payload.dashboards,
          enableDynamicJoins: payload.enableDynamicJoins,
          includeParquet: payload.includeParquet,
          ...(payload.includeParquet && payload.datasource ? { datasource: payload.datasource } : {}),
        },
        overwrite: payload.overwrite,
        now,
        endsAt: now + ctx.clock.realDelay(importDuration(apps.length)),
      });
    });
    return c.json<DataAppImportResponse>({ message: DATA_APP_ANSWERS.started(apps.length, row.name), status: statusOf(db, row.id) });
  });
}
