/**
 * The clusters module: instances and their lifecycle, the create-form catalogue (regions, sizes, images,
 * idle times, blueprints), cluster roles and invitations, and in-app notifications (spec doc 1 §3–§8).
 * One folder per call family; this is the one place that mounts them. Families on one cluster register on
 * the cluster sub-app of kit.ts (see its comment for how to add one).
 */
import type { EmulatorModule } from '../module';
import { advancedConfigsRoutes } from './advanced-configs/routes';
import { ADVANCED_CONFIGS_SCHEMA } from './advanced-configs/schema';
import { clusterUsersRoutes } from './cluster-users/routes';
import { CLUSTER_USERS_SCHEMA } from './cluster-users/schema';
import { dataAgentsRoutes } from './data-agents/routes';
import { DATA_AGENTS_SCHEMA } from './data-agents/schema';
import { dataAppImportsRoutes } from './data-app-imports/routes';
import { DATA_APP_IMPORTS_SCHEMA } from './data-app-imports/schema';
import { dataAppExportsRoutes } from './data-app-exports/routes';
import { DATA_APP_EXPORTS_SCHEMA } from './data-app-exports/schema';
import { libraryUploadPublicRoutes, librariesRoutes } from './libraries/routes';
import { LIBRARIES_SCHEMA } from './libraries/schema';
import { tenantsRoutes } from './tenants/routes';
import { whitelistRoutes } from './whitelist/routes';
import { WHITELIST_SCHEMA } from './whitelist/schema';
import { managedRegionRows } from './catalog';
import { catalogRoutes } from './catalog/routes';
import { cloneRoutes } from './clone/routes';
import { consumptionRoutes } from './consumption/routes';
import { createRoutes } from './create/routes';
import { deleteRoutes } from './delete/routes';
import { detailRoutes } from './detail/routes';
import { invitationRoutes } from './invitations/routes';
import { CLUSTER_PATH, clusterApp } from './kit';
import { lifecycleRoutes } from './lifecycle/routes';
import { listRoutes } from './list/routes';
import { nodesRoutes } from './nodes/routes';
import { notificationRoutes } from './notifications/routes';
import { CLUSTERS_SCHEMA } from './schema';
import { SECRETS_SCHEMA } from './secrets/schema';
import { SUPPORT_TOKEN_SCHEMA } from './support-token/schema';
import { UPGRADE_SCHEMA } from './upgrade/schema';
import { insertRegions, seedClusters } from './seed';
import { secretsRoutes } from './secrets/routes';
import { fastForwardInstances, startLifecycle } from './sim/lifecycle';
import { featuresRoutes } from './features/routes';
import { alertPublicRoutes, alertSnoozeRoutes } from './alert-snooze/routes';
import { ALERT_SNOOZE_SCHEMA } from './alert-snooze/schema';
import { keepAwakePublicRoutes } from './keep-awake/routes';
import { KEEP_AWAKE_SCHEMA } from './keep-awake/schema';
import { FEATURES_SCHEMA } from './features/schema';
import { REPLICA_HISTORY_SCHEMA } from './scaling/history';
import { scalingRoutes } from './scaling/routes';
import { SCALING_SCHEMA } from './scaling/schema';
import { schedulingRoutes } from './scheduling/routes';
import { SCHEDULING_SCHEMA } from './scheduling/schema';
import { servicesRoutes } from './services/routes';
import { SERVICES_SCHEMA } from './services/schema';
import { subClustersRoutes } from './sub-clusters/routes';
import { SUB_CLUSTERS_SCHEMA } from './sub-clusters/schema';
import { supportTokenRoutes } from './support-token/routes';
import { updateRoutes } from './update/routes';
import { upgradeRoutes } from './upgrade/routes';

export const clustersModule: EmulatorModule = {
  name: 'clusters',
  // Each family keeps its tables' statements with its code; the module creates them all, before any seed.
  schema: [
    CLUSTERS_SCHEMA,
    SECRETS_SCHEMA,
    SUPPORT_TOKEN_SCHEMA,
    UPGRADE_SCHEMA,
    REPLICA_HISTORY_SCHEMA,
    FEATURES_SCHEMA,
    SCALING_SCHEMA,
    SCHEDULING_SCHEMA,
    SERVICES_SCHEMA,
    SUB_CLUSTERS_SCHEMA,
    KEEP_AWAKE_SCHEMA,
    ALERT_SNOOZE_SCHEMA,
    CLUSTER_USERS_SCHEMA,
    WHITELIST_SCHEMA,
    LIBRARIES_SCHEMA,
    ADVANCED_CONFIGS_SCHEMA,
    DATA_AGENTS_SCHEMA,
    DATA_APP_IMPORTS_SCHEMA,
    DATA_APP_EXPORTS_SCHEMA,
  ].join('\n'),
  // Calls that carry their own capability, not a bearer token: 'Keep awake' from a push alert
  // (keep-awake/routes.ts), a cluster alert's Snooze and refresh (alert-snooze/routes.ts), and the upload URL a
  // library file is PUT to (libraries/routes.ts).
  publicRoutes(api, ctx) {
    keepAwakePublicRoutes(api, ctx);
    alertPublicRoutes(api, ctx);
    libraryUploadPublicRoutes(api, ctx);
  },
  seed: seedClusters,
  routes(api, ctx) {
    // Static paths first: /users/instances/… and /users/accept… must not be taken for /users/:userId/…, and
    // /users/:userId/instances/services and …/clone come before the cluster sub-app, whose scope runs for every
    // path below it and would answer them 404 (no cluster of that name).
    catalogRoutes(api, ctx);
    invitationRoutes(api, ctx);
    listRoutes(api, ctx);
    createRoutes(api, ctx);
    cloneRoutes(api, ctx);
    consumptionRoutes(api, ctx);
    dataAppExportsRoutes(api, ctx);

    const cluster = clusterApp(ctx);
    detailRoutes(cluster, ctx);
    nodesRoutes(cluster);
    upgradeRoutes(cluster, ctx);
    secretsRoutes(cluster, ctx);
    lifecycleRoutes(cluster, ctx);
    updateRoutes(cluster, ctx);
    deleteRoutes(cluster, ctx);
    // Operating a cluster (issue 13): each family registers its calls by id on `api` and by name on `cluster`.
    featuresRoutes(api, cluster, ctx);
    servicesRoutes(api, cluster, ctx);
    scalingRoutes(api, cluster, ctx);
    subClustersRoutes(api, cluster, ctx);
    schedulingRoutes(api, cluster, ctx);
    // Administering a cluster (issue 14).
    tenantsRoutes(cluster);
    clusterUsersRoutes(api, cluster, ctx);
    whitelistRoutes(api, cluster, ctx);
    librariesRoutes(api, cluster, ctx);
    advancedConfigsRoutes(api, cluster, ctx);
    dataAgentsRoutes(api, cluster, ctx);
    dataAppImportsRoutes(api, cluster, ctx);
    // Snoozing one's alerts of a cluster (issue 28).
    alertSnoozeRoutes(cluster, ctx);
    api.route(CLUSTER_PATH, cluster);

    notificationRoutes(api, ctx);
    supportTokenRoutes(api, ctx);
  },
  fastForward: fastForwardInstances,
  start(ctx) {
    // The managed cloud's regions are catalogue, not demo data: a database seeded before they existed gets them too.
    insertRegions(ctx, managedRegionRows());
    return startLifecycle(ctx);
  },
};
