/**
 * The cluster secrets (doc 2 §6, §7): GET users/{userId}/instances/{clusterName}/secrets through the
 * in-process emulator: only the owner matched by e-mail gets them, every other role 403, an unknown cluster
 * 404, and the values are the cluster's own and stable between reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterSecrets } from '../../src/contract/types';
import { SECRETS_MESSAGES } from '../../server/clusters/secrets/routes';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const ENTERPRISE = 'enterprise@demo.test';

let emu: InProcessEmulator;

beforeAll(async () => {
  emu = await createInProcessEmulator();
});

afterAll(async () => {
  await emu.close();
});

async function secrets(as: string, name: string, pathUser = as): Promise<Response> {
  return emu.fetch(`/api/users/${emu.uuidOf(pathUser)}/instances/${name}/secrets`, { as });
}

describe('GET users/{userId}/instances/{clusterName}/secrets', () => {
  it("answers the owner the cluster's DB_CONNECTION, DB_USER and DB_PW", async () => {
    const res = await secrets(PREMIUM, 'sales-analytics');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ClusterSecrets;
    expect(Object.keys(body).sort()).toEqual(['DB_CONNECTION', 'DB_PW', 'DB_USER']);
    expect(body.DB_CONNECTION).toMatch(/^jdbc:postgresql:\/\/sales-analytics\.[^/:]+:\d+\/\w+/);
    expect(body.DB_USER).toBe('demo_sales_analytics');
    // A generated demo password, never empty.
    expect(body.DB_PW).toMatch(/^demo-[\w-]{32}$/);
  });

  it('names the same host as the cluster page', async () => {
    const detail = (await (await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/instances/sales-analytics`, { as: PREMIUM })).json()) as {
      instance: { hostName: string };
    };
    const body = (await (await secrets(PREMIUM, 'sales-analytics')).json()) as ClusterSecrets;
    expect(new URL(body.DB_CONNECTION.replace(/^jdbc:/, '')).hostname).toBe(detail.instance.hostName);
  });

  it('answers the same values twice, and other values for another cluster', async () => {
    const first = (await (await secrets(PREMIUM, 'sales-analytics')).json()) as ClusterSecrets;
    const second = (await (await secrets(PREMIUM, 'sales-analytics')).json()) as ClusterSecrets;
    expect(second).toEqual(first);
    const other = (await (await secrets(PREMIUM, 'marketing-bi')).json()) as ClusterSecrets;
    expect(other.DB_PW).not.toBe(first.DB_PW);
    expect(other.DB_CONNECTION).not.toBe(first.DB_CONNECTION);
  });

  it('refuses everyone else holding a role on the cluster with 403 and a message', async () => {
    for (const email of [MANAGER, USER, BILLING]) {
      const res = await secrets(email, 'sales-analytics');
      expect(res.status, email).toBe(403);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toEqual({ message: SECRETS_MESSAGES.ownerOnly });
      expect(body).not.toHaveProperty('DB_PW');
    }
    expect(SECRETS_MESSAGES.ownerOnly).toBe("Only the cluster's owner can view its secrets");
  });

  it("answers 404 with the cluster's name for an unknown cluster or one the caller has no role on", async () => {
    for (const name of ['no-such-cluster', 'enterprise-dwh']) {
      const res = await secrets(PREMIUM, name);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: `Cluster ${name} was not found` });
    }
  });

  it("refuses another user's path, and a call without a token", async () => {
    expect((await secrets(ENTERPRISE, 'sales-analytics', PREMIUM)).status).toBe(403);
    const anonymous = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/instances/sales-analytics/secrets`);
    expect(anonymous.status).toBe(401);
  });

  it('tells the browser not to store the answer at all, unlike the cluster page', async () => {
    expect((await secrets(PREMIUM, 'sales-analytics')).headers.get('Cache-Control')).toBe('no-store');
    const token = await emu.fetch(`/api/cli/${emu.uuidOf(PREMIUM)}/instances/sales-analytics/token`, { as: PREMIUM });
    expect(token.headers.get('Cache-Control')).toBe('no-store');
    const page = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/instances/sales-analytics`, { as: PREMIUM });
    expect(page.headers.get('Cache-Control')).toBe('private, no-cache');
  });
});
