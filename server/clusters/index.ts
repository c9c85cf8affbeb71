/**
 * The clusters module: instances and their lifecycle, the create-form catalogue (regions, sizes, images,
 * idle times, blueprints), cluster roles and invitations, and in-app notifications (spec doc 1 §3–§8).
 */
import type { EmulatorModule } from '../module';
import { managedRegionRows } from './catalog';
import { catalogRoutes } from './catalog-routes';
import { invitationRoutes } from './invitations';
import { notificationRoutes } from './notifications';
import { clusterRoutes } from './routes';
import { CLUSTERS_SCHEMA } from './schema';
import { insertRegions, seedClusters } from './seed';
import { fastForwardInstances, startLifecycle } from './sim/lifecycle';

export const clustersModule: EmulatorModule = {
  name: 'clusters',
  schema: CLUSTERS_SCHEMA,
  seed: seedClusters,
  routes(api, ctx) {
    // Static paths first: /users/instances/… and /users/accept… must not be taken for /users/:userId/….
    catalogRoutes(api, ctx);
    invitationRoutes(api, ctx);
    clusterRoutes(api, ctx);
    notificationRoutes(api, ctx);
  },
  fastForward: fastForwardInstances,
  start(ctx) {
    // The managed cloud's regions are catalogue, not demo data: a database seeded before they existed gets them too.
    insertRegions(ctx, managedRegionRows());
    return startLifecycle(ctx);
  },
};
