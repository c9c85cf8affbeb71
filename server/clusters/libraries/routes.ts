import type { Hono } from 'hono';
import type { ApiEnv, ClusterEnv, EmulatorContext } from '../../context';

/**
 * Calls by cluster id or by no cluster (instances/{id}/…, users/instances/…) register on `api` with
 * `clusterById(ctx)`; calls under users/{userId}/instances/{name}/… on `cluster` (server/clusters/kit.ts).
 */
export function librariesRoutes(_api: Hono<ApiEnv>, _cluster: Hono<ClusterEnv>, _ctx: EmulatorContext): void {}

/** Routes that carry their own capability instead of a bearer token (the upload URL a file is PUT to). */
export function libraryUploadPublicRoutes(_api: Hono, _ctx: EmulatorContext): void {}
