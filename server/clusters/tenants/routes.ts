/**
 * The tenants of a cluster (doc 2 §3 Tenant; §7 "Tenant list per cluster (response tenants with name): path
 * not shown"): GET users/{userId}/instances/{name}/tenants, for anyone with a role on the cluster. Every
 * cluster has its `default` tenant; a premium cluster also a `sandbox` one, so pickers have a real choice.
 */
import type { Hono } from 'hono';
import type { Tenant, TenantsResponse } from '../../../src/contract/types';
import type { ClusterEnv } from '../../context';
import type { InstanceRow } from '../schema';

export function tenantsOf(row: Pick<InstanceRow, 'id' | 'is_premium'>): Tenant[] {
  const tenants: Tenant[] = [{ id: `${row.id}:default`, name: 'default' }];
  if (row.is_premium === 1) tenants.push({ id: `${row.id}:sandbox`, name: 'sandbox' });
  return tenants;
}

export function tenantsRoutes(cluster: Hono<ClusterEnv>): void {
  cluster.get('/tenants', (c) => c.json<TenantsResponse>({ tenants: tenantsOf(c.get('cluster').row) }));
}
