/**
 * The tenants of a cluster (doc 2 §3 Tenant; §7 "Tenant list per cluster (response tenants with name): path
 * not shown"): GET users/{userId}/instances/{name}/tenants, for anyone with a role on the cluster. Every
 * cluster has its `default` tenant; a premium cluster also a `sandbox` one, so pickers have a real choice.
 */
import type { Hono } from 'hono';
import type { TenantsResponse } from '../../../src/contract/types';
import type { ClusterEnv } from '../kit';
import { tenantsOf } from './list';

export function tenantsRoutes(cluster: Hono<ClusterEnv>): void {
  cluster.get('/tenants', (c) => c.json<TenantsResponse>({ tenants: tenantsOf(c.get('cluster').row) }));
}
