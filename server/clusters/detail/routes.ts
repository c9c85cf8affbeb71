/**
 * One cluster, as its page reads it (doc 2 §2 main tab, §3 Instance). The spec leaves the call open; this is
 * GET users/{userId}/instances/{name}, next to the update and delete calls on the same path
 * (docs/emulator-api.md, "Cluster calls"). Anyone with a role on the cluster may read it.
 */
import type { Hono } from 'hono';
import type { InstanceDetailResponse } from '../../../src/contract/types';
import type { EmulatorContext } from '../../context';
import type { ClusterEnv } from '../kit';
import { toInstanceDetail } from './instance-detail';

export function detailRoutes(cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  cluster.get('/', (c) => c.json<InstanceDetailResponse>({ instance: toInstanceDetail(ctx, c.get('cluster')) }));
}
