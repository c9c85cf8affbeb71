/** The cluster list, its services and the counts of spec doc 1 §7 (docs/emulator-api.md, "Cluster calls"). */
import type { Hono } from 'hono';
import type { ClustersInfoResponse, InstancesResponse, ServicesResponse } from '../../../src/contract/types';
import type { ApiEnv, EmulatorContext } from '../../context';
import { userScope } from '../kit';
import { instanceServiceCounts, listVisible, ownedCount, toInstance, toService } from '../store';

export function listRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;
  const scope = userScope(ctx);

  api.get('/users/:userId/instances', scope, (c) => {
    const body: InstancesResponse = { instances: listVisible(db, c.get('user').uuid).map(toInstance) };
    return c.json(body);
  });

  api.get('/users/:userId/instances/services', scope, (c) => {
    const body: ServicesResponse = { services: listVisible(db, c.get('user').uuid).map((v) => toService(v.row)) };
    return c.json(body);
  });

  api.get('/users/:userId/clustersinfo', scope, (c) => {
    const user = c.get('user');
    const body: ClustersInfoResponse = {
      instancesCount: ownedCount(db, user.uuid),
      allowedInstances: user.configurations.allowedInstances.count,
      instanceServices: instanceServiceCounts(listVisible(db, user.uuid)),
    };
    return c.json(body);
  });
}
