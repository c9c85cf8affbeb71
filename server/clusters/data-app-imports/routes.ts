import type { Hono } from 'hono';
import type { ApiEnv, ClusterEnv, EmulatorContext } from '../../context';

/**
 * Calls by cluster id or by no cluster (instances/{id}/…, users/instances/…) register on `api` with
 * `clusterById(ctx)`; calls under users/{userId}/instances/{name}/… on `cluster` (server/clusters/kit.ts).
 */
export function dataAppImportsRoutes(_api: Hono<ApiEnv>, _cluster: Hono<ClusterEnv>, _ctx: EmulatorContext): void {}
