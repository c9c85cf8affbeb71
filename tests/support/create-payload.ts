/**
 * A create body the emulator accepts for any demo account allowed to create on the managed cloud
 * (server/clusters/catalog.ts): US East (N. Virginia), the latest release, a medium General Purpose cluster.
 */
import type { CreateClusterPayload } from '../../src/contract/types';

export function demoCreatePayload(overrides: Partial<CreateClusterPayload> = {}): CreateClusterPayload {
  return {
    name: 'new-cluster',
    platform: 'gc',
    region: 'us-east4',
    zone: 'us-east4-a',
    k8sClusterCode: 'gc-us-east4-01',
    appId: '1',
    image: '2026.10.1',
    installation: 'typical',
    dsize: 50,
    idleTime: 1,
    blueprintId: null,
    csize: 'medium',
    optimizationLevel: 'General Purpose',
    analyticsSizeID: 'size-medium',
    loaderSizeID: 'size-medium',
    alive: false,
    sleeppable: true,
    ...overrides,
  };
}
