/** Cluster list fixtures for component tests: one complete running instance, overridden per test. */
import type { Instance, Service, ServiceStatus } from '../../src/contract/types';

export const FULL_POLICY = {
  managementPolicy: ['create', 'read'],
  clusterPolicy: ['read', 'delete'],
  connectionPolicy: ['create'],
};

export function makeInstance(id: string, name: string, over: Partial<Instance> = {}): Instance {
  const size = { id: 's1', name: 'small', displayName: 'Small', ipu: 4, order: 1 };
  return {
    id,
    name,
    hostName: `${name}.cloud.test`,
    createdAt: '2026-03-04T10:00:00.000Z',
    owner: { fullName: 'Priya Premium', email: 'premium@demo.test' },
    platform: 'gc',
    image: '2026.3.0',
    customBuild: false,
    csize: 'small',
    analyticsSize: size,
    loaderSize: size,
    regionAlias: 'US East (Virginia)',
    region: 'us-east1',
    zone: 'us-east1-b',
    k8sClusterCode: 'k8s-use1',
    idleTime: 1,
    displayIdleTime: '1 Hour',
    dsize: 50,
    isPremium: true,
    corrupted: false,
    cloneable: true,
    status: 'running',
    runningAt: '2026-03-04T10:10:00.000Z',
    analyticsNodes: 1,
    loaderNodes: 1,
    sqliEnabled: false,
    installation: 'typical',
    optimizationLevel: 'General Purpose',
    blueprintId: null,
    clusterPolicy: FULL_POLICY,
    ...over,
  };
}

export const makeService = (instanceId: string, status: ServiceStatus): Service => ({
  instanceId,
  url: `https://${instanceId}.cloud.test`,
  status,
});
