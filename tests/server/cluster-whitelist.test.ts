/**
 * The IP allow-list (doc 2 §3, §5, §6, §7, §8) through the emulator: list, create, update, delete with their
 * answers ('IP Addresses/Range Deleted'); 400 in the doc 1 §8 shape with every field's message ('Invalid Ip
 * item formatting!'); 403 by the toggle, the plan and whitelistPolicy; 404; 409 when the list is full; nothing
 * half-applied. And the caller's own address (ours): the socket's peer, never X-Forwarded-For.
 *
 * Seeded: premium@ owns sales-analytics (an empty allow-list) and marketing-bi; manager@ is Manager, user@
 * User and billing@ Billing User on both.
 */
import { describe, expect, it } from 'vitest';
import type { WhitelistItem, WhitelistSavedResponse, WhitelistsResponse } from '../../src/contract/types';
import { startEmulator } from '../../server/app';
import { readRemoteAddress } from '../../server/clusters/whitelist/client-address';
import { WHITELIST_ITEMS_MAX } from '../../server/clusters/whitelist/routes';
import { findAccountByEmail, findUserRowByUuid } from '../../server/users/accounts';
import { getProfile, saveProfile } from '../../server/users/store';
import { emulatorForEachTest, jsonInit } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const CLUSTER = 'sales-analytics';
const INVALID = 'Invalid Ip item formatting!';

const emu = emulatorForEachTest();

function call(method: string, as: string, path = '', body?: unknown, name = CLUSTER): Promise<Response> {
  return emu.fetch(`/api/users/${emu.uuidOf(as)}/instances/${name}/whitelists${path}`, jsonInit(method, as, body));
}

async function list(as = PREMIUM, name = CLUSTER): Promise<WhitelistItem[]> {
  const res = await call('GET', as, '', undefined, name);
  expect(res.status).toBe(200);
  return ((await res.json()) as WhitelistsResponse).whitelists;
}

async function add(range: string, description = ''): Promise<WhitelistItem> {
  const res = await call('POST', PREMIUM, '', { range, description });
  expect(res.status).toBe(201);
  return ((await res.json()) as WhitelistSavedResponse).whitelist;
}

async function errorOf(res: Response) {
  const body = (await res.json()) as { message: string; errors?: { fieldName: string; message: string }[] };
  return { status: res.status, ...body };
}

function setUser(email: string, change: (profile: ReturnType<typeof getProfile>) => void): void {
  const uuid = emu.uuidOf(email);
  const row = findUserRowByUuid(emu.ctx.db, uuid);
  if (!row) throw new Error('no user');
  const profile = getProfile(row);
  change(profile);
  saveProfile(emu.ctx.db, uuid, profile);
}

describe('the allow-list', () => {
  it('starts empty, adds items in order with the range normalised, and answers the notice', async () => {
    expect(await list()).toEqual([]);
    const res = await call('POST', PREMIUM, '', { range: ' 203.0.113.7,198.51.100.0/24 ', description: '  Office ' });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as WhitelistSavedResponse;
    expect(saved).toEqual({
      message: 'IP Addresses/Range Added',
      whitelist: { id: expect.any(String), range: '203.0.113.7, 198.51.100.0/24', description: 'Office', active: true },
    });
    const second = await add('10.0.0.0/8');
    expect(await list()).toEqual([saved.whitelist, second]);
    // The Manager sees and changes the same list; another cluster's list is its own.
    expect(await list(MANAGER)).toHaveLength(2);
    expect(await list(PREMIUM, 'marketing-bi')).toEqual([]);
  });

  it('updates range, description and active', async () => {
    const item = await add('203.0.113.7', 'Office');
    const res = await call('PUT', MANAGER, `/${item.id}`, { range: '203.0.113.8,203.0.113.9', description: 'Moved', active: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'IP Addresses/Range Updated',
      whitelist: { id: item.id, range: '203.0.113.8, 203.0.113.9', description: 'Moved', active: false },
    });
    expect(await list()).toEqual([{ id: item.id, range: '203.0.113.8, 203.0.113.9', description: 'Moved', active: false }]);
  });

  it("deletes with 'IP Addresses/Range Deleted', then answers 404", async () => {
    const item = await add('203.0.113.7');
    const res = await call('DELETE', PREMIUM, `/${item.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'IP Addresses/Range Deleted' });
    expect(await list()).toEqual([]);
    expect(await errorOf(await call('DELETE', PREMIUM, `/${item.id}`))).toEqual({
      status: 404,
      message: 'This IP allow-list item does not exist: it may have been deleted.',
    });
  });
});

describe('bad input', () => {
  it("answers 400 with every field's message, 'Invalid Ip item formatting!' for a wrong entry, and stores nothing", async () => {
    expect(await errorOf(await call('POST', PREMIUM, '', { range: '203.0.113.7, 300.1.1.1', description: 'x'.repeat(256) }))).toEqual({
      status: 400,
      message: INVALID,
      errors: [
        { fieldName: 'range', message: INVALID },
        { fieldName: 'description', message: 'A description has at most 255 characters' },
      ],
    });
    for (const range of ['1.2.3', '1.2.3.4/33', '1.2.3.4/1234', '01.2.3.4', 'example.com', '1.1.1.1,,2.2.2.2']) {
      expect((await errorOf(await call('POST', PREMIUM, '', { range }))).errors).toEqual([{ fieldName: 'range', message: INVALID }]);
    }
    expect((await errorOf(await call('POST', PREMIUM, '', {}))).errors).toEqual([
      { fieldName: 'range', message: 'Enter at least one IP address or range' },
    ]);
    const notJson = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/instances/${CLUSTER}/whitelists`, {
      method: 'POST',
      as: PREMIUM,
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('refuses an update without active or with a wrong range, and leaves the item as it was', async () => {
    const item = await add('203.0.113.7', 'Office');
    expect(await errorOf(await call('PUT', PREMIUM, `/${item.id}`, { range: '300.1.1.1', description: 'New' }))).toEqual({
      status: 400,
      message: INVALID,
      errors: [
        { fieldName: 'range', message: INVALID },
        { fieldName: 'active', message: 'active must be true or false' },
      ],
    });
    expect(await list()).toEqual([item]);
    expect((await errorOf(await call('PUT', PREMIUM, '/nope', { range: '1.2.3.4', description: '', active: true }))).status).toBe(404);
  });

  it(`holds at most ${WHITELIST_ITEMS_MAX} items (409)`, async () => {
    const insert = emu.ctx.db.prepare(
      `INSERT INTO whitelists (id, instance_id, range, description, active, created_at, updated_at)
       SELECT ?, id, '10.0.0.1', '', 1, ?, ? FROM instances WHERE name = ?`,
    );
    for (let i = 0; i < WHITELIST_ITEMS_MAX; i += 1) insert.run(`seed-${i}`, i, i, CLUSTER);
    expect(await errorOf(await call('POST', PREMIUM, '', { range: '203.0.113.7' }))).toEqual({
      status: 409,
      message: `This cluster's allow-list holds at most ${WHITELIST_ITEMS_MAX} items: delete one before adding another.`,
    });
    expect(await list()).toHaveLength(WHITELIST_ITEMS_MAX);
  });
});

describe('refusals', () => {
  it('refuses the User and the Billing User by whitelistPolicy, before reading the body', async () => {
    const item = await add('203.0.113.7');
    for (const who of [USER, BILLING]) {
      expect(await errorOf(await call('GET', who))).toEqual({
        status: 403,
        message: 'Your role on this cluster does not allow viewing its IP allow-list.',
      });
      expect(await errorOf(await call('POST', who, '', { range: 'bad' }))).toEqual({
        status: 403,
        message: 'Your role on this cluster does not allow adding IP addresses.',
      });
      expect(await errorOf(await call('PUT', who, `/${item.id}`, { range: '1.2.3.4', description: '', active: false }))).toEqual({
        status: 403,
        message: 'Your role on this cluster does not allow editing IP addresses.',
      });
      expect(await errorOf(await call('DELETE', who, `/${item.id}`))).toEqual({
        status: 403,
        message: 'Your role on this cluster does not allow deleting IP addresses.',
      });
    }
    expect(await list()).toEqual([item]);
  });

  it('refuses everything without the whitelist toggle, and changes without the plan', async () => {
    setUser(PREMIUM, (p) => {
      p.platformActions = p.platformActions.filter((a) => a.name !== 'whitelisting');
    });
    expect(await list()).toEqual([]);
    expect(await errorOf(await call('POST', PREMIUM, '', { range: '203.0.113.7' }))).toEqual({
      status: 403,
      message: 'This action is not supported in your current plan',
    });
    setUser(PREMIUM, (p) => {
      p.toggleFeatures = p.toggleFeatures.map((t) => (t.key === 'whitelist' ? { ...t, published: false } : t));
    });
    expect(await errorOf(await call('GET', PREMIUM))).toEqual({ status: 403, message: 'IP Whitelisting is not enabled for your account.' });
  });

  it('answers 404 for a cluster the caller does not see', async () => {
    expect((await call('GET', PREMIUM, '', undefined, 'no-such-cluster')).status).toBe(404);
  });
});

describe('the caller’s address', () => {
  it('reads a socket address as the allow-list takes it', () => {
    expect(readRemoteAddress('203.0.113.9')).toEqual({ kind: 'ipv4', address: '203.0.113.9' });
    expect(readRemoteAddress('::ffff:203.0.113.9')).toEqual({ kind: 'ipv4', address: '203.0.113.9' });
    expect(readRemoteAddress('::1')).toEqual({ kind: 'ipv4', address: '127.0.0.1' });
    expect(readRemoteAddress('2001:db8::1')).toEqual({ kind: 'ipv6', address: '2001:db8::1' });
    expect(readRemoteAddress(undefined)).toEqual({ kind: 'unknown' });
  });

  it('says so when the request came with no socket (in-process)', async () => {
    const res = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/client-address`, { as: PREMIUM });
    expect(await errorOf(res)).toEqual({ status: 404, message: 'The emulator could not see the address this request came from.' });
  });

  it('answers the socket’s peer over a real connection, ignoring X-Forwarded-For, and only to the caller', async () => {
    const server = await startEmulator({ port: 0, host: '127.0.0.1', dbPath: ':memory:', dataDir: null, quiet: true });
    try {
      const uuid = findAccountByEmail(server.ctx.db, PREMIUM)?.uuid ?? '';
      const base = server.url.replace('localhost', '127.0.0.1');
      const token = await server.signAccessToken(uuid);
      const res = await fetch(`${base}/api/users/${uuid}/client-address`, {
        headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '198.51.100.1', Forwarded: 'for=198.51.100.1' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ address: '127.0.0.1' });
      const other = await fetch(`${base}/api/users/${emu.uuidOf(MANAGER)}/client-address`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(other.status).toBe(403);
    } finally {
      await server.close();
    }
  });
});
