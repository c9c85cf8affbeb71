/**
 * The simulated clock (issue 9 §3): every timestamp the API answers is wall-clock time, never in the
 * future; SIM_SPEED shortens the simulated phases instead of running time ahead; phase ends are stored
 * as real instants, so a restart carries on where the emulator stopped; the test hook that moves the
 * simulation forward refuses what it cannot represent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { InstancesResponse } from '../../src/contract/types';
import { demoCreatePayload } from '../support/create-payload';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const AZURE = 'azure@demo.test';
const MINUTE = 60_000;

const PAYLOAD = demoCreatePayload({ name: 'clocked' });

const open: InProcessEmulator[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const emu of open.splice(0)) await emu.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function emulator(options: { simSpeed: number; dir?: string }): Promise<InProcessEmulator> {
  const emu = await createInProcessEmulator({
    simSpeed: options.simSpeed,
    ...(options.dir ? { dbPath: join(options.dir, 'emulator.sqlite'), dataDir: options.dir } : {}),
  });
  open.push(emu);
  return emu;
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-clock-'));
  dirs.push(dir);
  return dir;
}

function post(emu: InProcessEmulator, path: string, body: unknown, as?: string): Promise<Response> {
  return emu.fetch(`/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...(as ? { as } : {}),
  });
}

async function advance(emu: InProcessEmulator, ms: number): Promise<void> {
  const res = await post(emu, '_emulator/clock/advance', { ms });
  expect(res.status).toBe(200);
}

async function getJson(emu: InProcessEmulator, path: string, as: string): Promise<unknown> {
  const res = await emu.fetch(`/api/${path}`, { as });
  expect(res.status).toBe(200);
  return res.json();
}

/** Every ISO timestamp anywhere in a JSON answer, with where it was found. */
function timestamps(value: unknown, path = '$'): { path: string; at: number }[] {
  if (typeof value === 'string') {
    return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? [{ path, at: Date.parse(value) }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => timestamps(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => timestamps(item, `${path}.${key}`));
  }
  return [];
}

function inTheFuture(answers: unknown[]): string[] {
  const now = Date.now();
  return answers.flatMap((answer) => timestamps(answer)).filter(({ at }) => at > now).map(({ path, at }) => `${path} = ${new Date(at).toISOString()}`);
}

async function statusOf(emu: InProcessEmulator, name: string): Promise<string | undefined> {
  const { instances } = (await getJson(emu, `users/${emu.uuidOf(PREMIUM)}/instances`, PREMIUM)) as InstancesResponse;
  const { services } = (await getJson(emu, `users/${emu.uuidOf(PREMIUM)}/instances/services`, PREMIUM)) as {
    services: { instanceId: string; status: string }[];
  };
  const instance = instances.find((i) => i.name === name);
  const service = services.find((s) => s.instanceId === instance?.id);
  return instance ? `${instance.status}/${service?.status ?? '-'}` : undefined;
}

describe('wall-clock timestamps', () => {
  it('answers no timestamp in the future, on a fast clock and after moving the simulation forward', async () => {
    const emu = await emulator({ simSpeed: 600 });
    const premium = emu.uuidOf(PREMIUM);
    const azure = emu.uuidOf(AZURE);
    const created = await post(emu, `users/${premium}/instances`, PAYLOAD, PREMIUM);
    expect(created.status).toBe(201);
    const answers = async () => [
      await getJson(emu, `users/${premium}/instances`, PREMIUM),
      await getJson(emu, `users/${premium}/notifications`, PREMIUM),
      await getJson(emu, `users/${azure}/me`, AZURE),
    ];
    expect(inTheFuture([await created.json(), ...(await answers())])).toEqual([]);

    await advance(emu, 11 * MINUTE);
    expect(await statusOf(emu, 'clocked')).toBe('running/running');
    const off = await emu.fetch(`/api/users/${premium}/instances/clocked/disconnect`, { method: 'PUT', as: PREMIUM });
    expect(off.status).toBe(200);
    await advance(emu, 60 * MINUTE);
    expect(await statusOf(emu, 'clocked')).toBe('sleeping/disconnected');
    const after = await answers();
    expect(inTheFuture(after)).toEqual([]);
    expect((after[2] as { pipelineStatus: { state: string } }).pipelineStatus.state).toBe('completed');
  });

  it('shortens the simulated phases by SIM_SPEED: a 5–10 minute create lasts 37.5–75 real seconds at 8×', async () => {
    const emu = await emulator({ simSpeed: 8 });
    const before = Date.now();
    const created = await post(emu, `users/${emu.uuidOf(PREMIUM)}/instances`, PAYLOAD, PREMIUM);
    expect(created.status).toBe(201);
    const after = Date.now();
    const row = emu.ctx.db.prepare('SELECT phase_ends_at FROM instances WHERE name = ?').get('clocked') as {
      phase_ends_at: number;
    };
    expect(row.phase_ends_at).toBeGreaterThanOrEqual(before + 37_500);
    expect(row.phase_ends_at).toBeLessThanOrEqual(after + 75_000);
  });
});

describe('the seeded demo', () => {
  it('starts with the seeded deployment preparing and the seeded create under way, whatever the speed', async () => {
    // At 8× the seeded deployment began 7.5 real seconds ago and prepares for 15.
    const emu = await emulator({ simSpeed: 8 });
    const res = await post(emu, 'azurePipeline/azurepipelinestatus', { email: AZURE, userID: emu.uuidOf(AZURE) }, AZURE);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { pipelineStatus: { state: string } }).pipelineStatus.state).toBe('inProgress');
    expect(await statusOf(emu, 'ops-metrics')).toBe('creating/loading');
  });
});

describe('a restart', () => {
  it('carries on with the phase where it stopped, the moved-forward time included', async () => {
    const dir = tempDir();
    const first = await emulator({ simSpeed: 1, dir });
    expect((await post(first, `users/${first.uuidOf(PREMIUM)}/instances`, PAYLOAD, PREMIUM)).status).toBe(201);
    await advance(first, 4 * MINUTE);
    expect(await statusOf(first, 'clocked')).toBe('creating/loading');
    await advance(first, 5 * MINUTE);
    const endsAt = (first.ctx.db.prepare('SELECT phase_ends_at FROM instances WHERE name = ?').get('clocked') as {
      phase_ends_at: number;
    }).phase_ends_at;
    await first.close();

    const second = await emulator({ simSpeed: 1, dir });
    const stored = second.ctx.db.prepare('SELECT phase_ends_at FROM instances WHERE name = ?').get('clocked') as {
      phase_ends_at: number;
    };
    expect(stored.phase_ends_at).toBe(endsAt);
    // 9 + 1 minutes cover the longest create (10 minutes): the restart kept the 9 minutes already skipped.
    await advance(second, MINUTE + 1);
    expect(await statusOf(second, 'clocked')).toBe('running/running');
  });
});

describe('the clock hook', () => {
  it('refuses a jump past the dates it can represent with 400 and a message, and keeps answering', async () => {
    const emu = await emulator({ simSpeed: 1 });
    for (const ms of [1e20, 8.64e15, -1, 'soon']) {
      const res = await post(emu, '_emulator/clock/advance', { ms });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'ms must be a number of milliseconds from 0 to 315360000000 (10 years)',
        errors: [{ fieldName: 'ms', message: 'ms must be a number of milliseconds from 0 to 315360000000 (10 years)' }],
      });
    }
    expect(await statusOf(emu, 'ops-metrics')).toBe('creating/loading');
    const ok = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/notifications`, { as: PREMIUM });
    expect(ok.status).toBe(200);
  });
});
