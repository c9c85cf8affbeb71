/**
 * The tenants of a cluster (doc 2 §3): GET users/{userId}/instances/{name}/tenants (docs/emulator-api.md).
 * Read by the data apps import, the data agents and the tenant settings.
 */
import { queryOptions } from '@tanstack/react-query';
import type { TenantsResponse } from '../contract/types';
import { http } from './http';
import { keys } from './keys';
import { instancePath } from '../contract/api-paths';

export const tenantQueries = {
  list: (uuid: string, name: string) =>
    queryOptions({
      queryKey: keys.clusterPart(uuid, name, 'tenants'),
      queryFn: ({ signal }) =>
        http.get<TenantsResponse>(`${instancePath(uuid, name)}/tenants`, { signal }),
      select: (data) => data.tenants,
      staleTime: 5 * 60_000,
    }),
};
