/** A tenant of a cluster (doc 2 §3 Tenant): the data apps import, data agents and tenant settings pick one. */
export interface Tenant {
  id: string;
  name: string;
}

/** GET users/{userId}/instances/{name}/tenants (the spec leaves the path open; docs/emulator-api.md). */
export interface TenantsResponse {
  tenants: Tenant[];
}
