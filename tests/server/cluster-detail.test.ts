/**
 * One cluster as its page reads it (doc 2 §2, §3): GET users/{userId}/instances/{name} through the in-process
 * emulator: who may read it, the fields of the main tab, the 404 with the cluster's name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterNodesResponse, InstanceDetailResponse } from '../../src/contract/types';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const BILLING = 'billing@demo.test';
const ENTERPRISE = 'enterprise@demo.test';

let emu: InProcessEmulator;

beforeAll(async () => {
  emu = await createInProcessEmulator();
});

afterAll(async () => {
  await emu.close();
});

async function detail(as: string, name: string, owner = as): Promise<Response> {
  return emu.fetch(`/api/users/${emu.uuidOf(owner)}/instances/${name}`, { as });
}

describe('GET users/{userId}/instances/{name}', () => {
  it("answers the owner's cluster with the main tab's fields", async () => {
    const res = await detail(PREMIUM, 'sales-analytics');
    expect(res.status).toBe(200);
    const { instance } = (await res.json()) as InstanceDetailResponse;
    expect(instance).toMatchObject({
      name: 'sales-analytics',
      status: 'running',
      regionAlias: 'US East (N. Virginia)',
      // The owner and the three people holding a role on it (manager, user, billing).
      tenantUsers: 4,
      remoteStorage: true,
      dsize: 200,
      upgradable: false,
      availableUpgrades: [],
      byBuildNumber: false,
      lockedActions: [],
      clusterPolicy: { roleName: 'owner' },
    });
    expect(instance.consumedData + instance.availableDisk).toBe(200);
    expect(instance.services.map((s) => [s.kind, s.status])).toEqual([
      ['analytics', 'running'],
      ['cmc', 'running'],
    ]);
    expect(instance.services[0]?.url).toBe(`https://${instance.hostName}/analytics/`);
  });

  it('offers the releases newer than the cluster, newest first', async () => {
    const { instance } = (await (await detail(PREMIUM, 'legacy-reporting')).json()) as InstanceDetailResponse;
    expect(instance.upgradable).toBe(true);
    expect(instance.availableUpgrades).toEqual(['2026.10.1', '2026.7.2', '2026.4.0', '2025.12.3']);
  });

  it('answers anyone with a role on it, with their own policies', async () => {
    const manager = (await (await detail(MANAGER, 'sales-analytics')).json()) as InstanceDetailResponse;
    expect(manager.instance.clusterPolicy.roleName).toBe('accountAdmin');
    const billing = (await (await detail(BILLING, 'sales-analytics')).json()) as InstanceDetailResponse;
    expect(billing.instance.clusterPolicy.roleName).toBe('accountManager');
  });

  it("answers 404 with the cluster's name when the caller has no role on it, or it does not exist", async () => {
    for (const name of ['enterprise-dwh', 'no-such-cluster']) {
      const res = await detail(PREMIUM, name);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: `Cluster ${name} was not found` });
    }
  });

  it("refuses another user's path", async () => {
    const res = await detail(ENTERPRISE, 'sales-analytics', PREMIUM);
    expect(res.status).toBe(403);
  });
});

describe('GET users/{userId}/instances/{name}/nodes', () => {
  it('lists every node of a running cluster with its disk and what is free of it, in GB', async () => {
    const res = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/instances/sales-analytics/nodes`, { as: PREMIUM });
    expect(res.status).toBe(200);
    const { nodes } = (await res.json()) as ClusterNodesResponse;
    // sales-analytics runs two analytics nodes and one loader on 200 GB disks, and the CMC.
    expect(nodes.map((n) => [n.type, n.diskSize])).toEqual([
      ['analytics', 200],
      ['analytics', 200],
      ['loader', 200],
      ['cmc', 50],
    ]);
    for (const n of nodes) expect(n.availabeSize).toBeGreaterThan(0);
    for (const n of nodes) expect(n.availabeSize).toBeLessThan(n.diskSize);
  });

  it('is empty while the cluster is not running', async () => {
    const res = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/instances/marketing-bi/nodes`, { as: PREMIUM });
    expect(await res.json()).toEqual({ nodes: [] });
  });
});
