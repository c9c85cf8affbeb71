/**
 * The support token of a cluster (doc 2 §4, §6 cliPolicy, §7): GET/POST/DELETE cli/{userId}/instances/{name}/token
 * through the in-process emulator: its life (none → generated → renewed → revoked), who may do what, 404s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportToken, SupportTokenResponse } from '../../src/contract/types';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';

const OWNER = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const DEVELOPER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const SHARED = 'sales-analytics';

const WEEK_MS = 7 * 24 * 60 * 60_000;

let emu: InProcessEmulator;

beforeAll(async () => {
  emu = await createInProcessEmulator();
});

afterAll(async () => {
  await emu.close();
});

async function call(method: string, as: string, name: string, body?: unknown, owner = as): Promise<Response> {
  return emu.fetch(`/api/cli/${emu.uuidOf(owner)}/instances/${name}/token`, {
    method,
    as,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe('cli/{userId}/instances/{name}/token', () => {
  it('has none, generates one, reads it, renews it with revokeFirst, refuses a second without it, revokes it', async () => {
    const none = await call('GET', OWNER, SHARED);
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ token: null, expiresAt: null });

    const before = emu.ctx.clock.now();
    const created = await call('POST', OWNER, SHARED);
    expect(created.status).toBe(201);
    const first = await json<SupportToken>(created);
    expect(first.token).toMatch(/^[\w-]{43}$/);
    // Seven days on the emulator's clock.
    const expiry = Date.parse(first.expiresAt);
    expect(expiry).toBeGreaterThanOrEqual(before + WEEK_MS);
    expect(expiry).toBeLessThanOrEqual(emu.ctx.clock.now() + WEEK_MS);

    // The token is the cluster's: the Manager sees the one the owner generated.
    expect(await json<SupportTokenResponse>(await call('GET', OWNER, SHARED))).toEqual(first);
    expect(await json<SupportTokenResponse>(await call('GET', MANAGER, SHARED, undefined, MANAGER))).toEqual(first);

    const renewed = await call('POST', OWNER, SHARED, { revokeFirst: true });
    expect(renewed.status).toBe(201);
    const second = await json<SupportToken>(renewed);
    expect(second.token).not.toBe(first.token);
    expect(await json<SupportTokenResponse>(await call('GET', OWNER, SHARED))).toEqual(second);

    for (const body of [undefined, {}, { revokeFirst: false }]) {
      const again = await call('POST', OWNER, SHARED, body);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        message: 'A support token is already active for this cluster. Renew it to get a new one.',
      });
    }
    // Nothing changed.
    expect(await json<SupportTokenResponse>(await call('GET', OWNER, SHARED))).toEqual(second);

    const revoked = await call('DELETE', OWNER, SHARED);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ message: 'Support token revoked' });
    expect(await json<SupportTokenResponse>(await call('GET', OWNER, SHARED))).toEqual({ token: null, expiresAt: null });

    const twice = await call('DELETE', OWNER, SHARED);
    expect(twice.status).toBe(404);
    expect(await twice.json()).toEqual({ message: 'There is no active support token for this cluster' });
  });

  it('lets the Manager (accountAdmin) generate, renew and revoke', async () => {
    // marketing-bi: the Manager holds a role on it too; no other test uses its token.
    const created = await call('POST', MANAGER, 'marketing-bi');
    expect(created.status).toBe(201);
    const renewed = await call('POST', MANAGER, 'marketing-bi', { revokeFirst: true });
    expect(renewed.status).toBe(201);
    expect((await json<SupportToken>(renewed)).token).not.toBe((await json<SupportToken>(created)).token);
    expect((await call('DELETE', MANAGER, 'marketing-bi')).status).toBe(200);
  });

  it('renews with revokeFirst when there is none yet: a new token', async () => {
    const res = await call('POST', ENTERPRISE, 'eu-reporting', { revokeFirst: true });
    expect(res.status).toBe(201);
    expect(await json<SupportTokenResponse>(await call('GET', ENTERPRISE, 'eu-reporting'))).toEqual(await res.json());
  });

  it('refuses the User (developer) and the Billing User (accountManager), who hold no cliPolicy, with the text of each check', async () => {
    // A token exists, so a refused revoke is the policy's doing, not the state's.
    expect((await call('POST', OWNER, 'marketing-bi')).status).toBe(201);
    for (const who of [DEVELOPER, BILLING]) {
      const cases: [string, unknown, string][] = [
        ['GET', undefined, 'You are not allowed to see the support token of this cluster'],
        ['POST', undefined, 'You are not allowed to generate a support token for this cluster'],
        ['POST', { revokeFirst: true }, 'You are not allowed to renew the support token of this cluster'],
        ['DELETE', undefined, 'You are not allowed to revoke the support token of this cluster'],
      ];
      for (const [method, body, message] of cases) {
        const res = await call(method, who, SHARED, body);
        expect({ who, method, body, status: res.status }).toEqual({ who, method, body, status: 403 });
        expect(await res.json()).toEqual({ message });
      }
    }
    // The refused calls changed nothing.
    expect((await json<SupportTokenResponse>(await call('GET', OWNER, 'marketing-bi'))).token).not.toBeNull();
    expect((await call('DELETE', OWNER, 'marketing-bi')).status).toBe(200);
  });

  it("answers 404 with the cluster's name for an unknown cluster or one the caller holds no role on", async () => {
    for (const name of ['no-such-cluster', 'enterprise-dwh']) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await call(method, OWNER, name);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: `Cluster ${name} was not found` });
      }
    }
  });

  it("refuses another user's path", async () => {
    const res = await call('GET', ENTERPRISE, SHARED, undefined, OWNER);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "You are not allowed to access another user's data" });
  });

  it('answers a malformed body in the doc 1 §8 shapes', async () => {
    const notJson = await emu.fetch(`/api/cli/${emu.uuidOf(OWNER)}/instances/${SHARED}/token`, {
      method: 'POST',
      as: OWNER,
      headers: { 'Content-Type': 'application/json' },
      body: 'revokeFirst',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'Request body must be JSON' });

    const wrongType = await call('POST', OWNER, SHARED, { revokeFirst: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toEqual({
      message: 'revokeFirst must be true or false',
      errors: [{ fieldName: 'revokeFirst', message: 'revokeFirst must be true or false' }],
    });
    expect(await json<SupportTokenResponse>(await call('GET', OWNER, SHARED))).toEqual({ token: null, expiresAt: null });
  });

  it('goes with its cluster: deleting the cluster deletes its token', async () => {
    expect((await call('POST', ENTERPRISE, 'enterprise-dwh')).status).toBe(201);
    const { id } = emu.ctx.db.prepare("SELECT id FROM instances WHERE name = 'enterprise-dwh'").get() as { id: string };
    const tokensOf = () =>
      (emu.ctx.db.prepare('SELECT COUNT(*) AS n FROM support_tokens WHERE instance_id = ?').get(id) as { n: number }).n;
    expect(tokensOf()).toBe(1);
    const del = await emu.fetch(`/api/users/${emu.uuidOf(ENTERPRISE)}/instances/enterprise-dwh`, { method: 'DELETE', as: ENTERPRISE });
    expect(del.status).toBe(200);
    expect(tokensOf()).toBe(0);
  });
});
