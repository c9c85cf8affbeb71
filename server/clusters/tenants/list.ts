/**
 * A cluster's tenants: every cluster has its `default` tenant; a premium cluster also a `sandbox` one. Read by
 * the tenants call (routes.ts), the families whose payloads name a tenant, and the demo data.
 */
import type { Tenant } from '../../../src/contract/types';
import type { InstanceRow } from '../schema';

export function tenantsOf(row: Pick<InstanceRow, 'id' | 'is_premium'>): Tenant[] {
  const tenants: Tenant[] = [{ id: `${row.id}:default`, name: 'default' }];
  if (row.is_premium === 1) tenants.push({ id: `${row.id}:sandbox`, name: 'sandbox' });
  return tenants;
}
