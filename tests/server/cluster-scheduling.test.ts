/**
 * Scheduled events (doc 2 §3, §4, §5, §6, §7) through the in-process emulator: the list, create and update
 * (recordID) and delete calls; who may call them (owner or Manager, not Azure, the schedular toggle); the 400
 * shapes (every field at once, then the rules that need the clock and the cluster); 409 once an event's start
 * has passed; and the sim running each event at its start (connect, disconnect, scale up, scale down) with its
 * status, result and notice, after the clock hook's jump.
 *
 * Seeded: premium@ owns sales-analytics (running, 2 analytics and 1 loader node) and marketing-bi
 * (disconnected); manager@ is Manager on both; user@ is User and billing@ Billing User on sales-analytics.
 */
import { describe, expect, it } from 'vitest';
import type { ScheduledEvent, ScheduledEventSavedResponse, ScheduledEventsResponse } from '../../src/contract/types';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { findUserRowByUuid } from '../../server/users/accounts';
import { getProfile, saveProfile } from '../../server/users/store';
import { advanceClock, emulatorForEachTest, jsonInit } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const SALES = SEED_INSTANCE_IDS.salesAnalytics;
const MARKETING = SEED_INSTANCE_IDS.marketingBi;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const emu = emulatorForEachTest();
const { events } = emu;

function call(method: string, as: string, path: string, body?: unknown): Promise<Response> {
  return emu.fetch(`/api/users/instances/${path}`, jsonInit(method, as, body));
}

async function list(as: string, id: string): Promise<ScheduledEvent[]> {
  const res = await call('GET', as, `${id}/scheduleevent`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ScheduledEventsResponse).events;
}

async function create(as: string, id: string, body: unknown): Promise<ScheduledEvent> {
  const res = await call('POST', as, `${id}/scheduleevent`, body);
  expect(res.status).toBe(201);
  return ((await res.json()) as ScheduledEventSavedResponse).event;
}

const advance = (ms: number) => advanceClock(emu, ms);

const inAnHour = () => new Date(Date.now() + HOUR).toISOString();
const nodes = (id: string) =>
  emu.ctx.db.prepare('SELECT analytics_nodes, loader_nodes, status FROM instances WHERE id = ?').get(id) as {
    analytics_nodes: number;
    loader_nodes: number;
    status: string;
  };

describe('GET/POST users/instances/{id}/scheduleevent', () => {
  it('creates an event, lists it queued, and updates it by recordID', async () => {
    expect(await list(PREMIUM, SALES)).toEqual([]);
    const startTime = inAnHour();
    const res = await call('POST', PREMIUM, `${SALES}/scheduleevent`, {
      event: 'scaleUp',
      eventResult: null,
      startTime,
      eventInformation: { analyticsReplicas: 2 },
    });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as ScheduledEventSavedResponse;
    expect(saved.message).toBe('Scale up of sales-analytics is scheduled');
    expect(saved.event).toMatchObject({
      event: 'scaleUp',
      startTime,
      endTime: null,
      status: 'queued',
      eventResult: null,
      eventInformation: { analyticsReplicas: 2 },
    });
    expect(saved.event.recordID).toBe(saved.event.id);
    expect(await list(MANAGER, SALES)).toEqual([saved.event]);

    const endTime = new Date(Date.now() + 2 * HOUR).toISOString();
    const updated = await call('POST', MANAGER, `${SALES}/scheduleevent`, {
      event: 'scaleDown',
      eventResult: null,
      startTime,
      endTime,
      eventInformation: { loaderReplicas: 0, analyticsReplicas: 1 },
      recordID: saved.event.id,
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({
      message: 'The scheduled scale down of sales-analytics is updated',
      event: { ...saved.event, event: 'scaleDown', endTime, eventInformation: { analyticsReplicas: 1 } },
    });
  });

  it('answers every field of a bad body at once, in the doc 1 §8 shape, and stores nothing', async () => {
    const res = await call('POST', PREMIUM, `${SALES}/scheduleevent`, { event: 'reboot', startTime: 'tomorrow', endTime: 'x' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { fieldName: string; message: string }[] };
    expect(body.errors).toEqual([
      { fieldName: 'event', message: 'Select an event' },
      { fieldName: 'startTime', message: 'startTime must be an ISO date and time' },
      { fieldName: 'endTime', message: 'endTime must be an ISO date and time' },
    ]);

    const noCount = await call('POST', PREMIUM, `${SALES}/scheduleevent`, { event: 'scaleUp', eventResult: null, startTime: inAnHour() });
    expect(noCount.status).toBe(400);
    expect(((await noCount.json()) as typeof body).errors).toEqual([
      { fieldName: 'eventInformation', message: 'Enter the number of analytics or loader nodes' },
    ]);

    const start = inAnHour();
    const endFirst = await call('POST', PREMIUM, `${SALES}/scheduleevent`, {
      event: 'connect',
      eventResult: null,
      startTime: start,
      endTime: new Date(Date.now() + 30 * MINUTE).toISOString(),
    });
    expect(endFirst.status).toBe(400);
    expect(((await endFirst.json()) as typeof body).errors).toEqual([
      { fieldName: 'endTime', message: `Please select a date and time after the start time (${start})` },
    ]);
    expect(await list(PREMIUM, SALES)).toEqual([]);
  });

  it('checks the start against the clock and the counts against the cluster after the parse', async () => {
    const past = await call('POST', PREMIUM, `${SALES}/scheduleevent`, {
      event: 'connect',
      eventResult: null,
      startTime: new Date(Date.now() - MINUTE).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ errors: [{ fieldName: 'startTime', message: 'Please select a date and time after the current' }] });

    // 2 analytics and 1 loader node: up to 8 and 9 can be added, 1 and 0 removed.
    const tooMany = await call('POST', PREMIUM, `${SALES}/scheduleevent`, {
      event: 'scaleUp',
      eventResult: null,
      startTime: inAnHour(),
      eventInformation: { analyticsReplicas: 9, loaderReplicas: 9 },
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      errors: [{ fieldName: 'eventInformation.analyticsReplicas', message: 'Enter a whole number from 0 to 8' }],
    });
    const down = await call('POST', PREMIUM, `${SALES}/scheduleevent`, {
      event: 'scaleDown',
      eventResult: null,
      startTime: inAnHour(),
      eventInformation: { analyticsReplicas: 2, loaderReplicas: 1 },
    });
    expect(((await down.json()) as { errors: unknown }).errors).toEqual([
      { fieldName: 'eventInformation.analyticsReplicas', message: 'Enter a whole number from 0 to 1' },
      { fieldName: 'eventInformation.loaderReplicas', message: 'No nodes can be changed: enter 0' },
    ]);
    const overTen = await call('POST', PREMIUM, `${SALES}/scheduleevent`, {
      event: 'scaleUp',
      eventResult: null,
      startTime: inAnHour(),
      eventInformation: { analyticsReplicas: 11 },
    });
    expect(await overTen.json()).toMatchObject({
      errors: [{ fieldName: 'eventInformation.analyticsReplicas', message: 'Enter a whole number from 0 to 10' }],
    });
    expect(await list(PREMIUM, SALES)).toEqual([]);
  });

  it.each([
    ['a User', USER, 'Only the owner or a Manager of this cluster can schedule events'],
    ['a Billing User', BILLING, 'Only the owner or a Manager of this cluster can schedule events'],
  ])('refuses %s (403), reading and writing', async (_who, as, message) => {
    const read = await call('GET', as, `${SALES}/scheduleevent`);
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({ message });
    const write = await call('POST', as, `${SALES}/scheduleevent`, { event: 'connect', eventResult: null, startTime: inAnHour() });
    expect(write.status).toBe(403);
  });

  it('refuses on an Azure cluster and without the schedular toggle (403), and answers 404 for a cluster one cannot see', async () => {
    emu.ctx.db.prepare(`UPDATE instances SET platform = 'az' WHERE id = ?`).run(MARKETING);
    const azure = await call('GET', PREMIUM, `${MARKETING}/scheduleevent`);
    expect(azure.status).toBe(403);
    expect(await azure.json()).toEqual({ message: 'Scheduled events are not available for Azure clusters' });

    const uuid = emu.uuidOf(PREMIUM);
    const row = findUserRowByUuid(emu.ctx.db, uuid);
    if (!row) throw new Error('no premium@ account');
    const profile = getProfile(row);
    saveProfile(emu.ctx.db, uuid, {
      ...profile,
      toggleFeatures: profile.toggleFeatures.map((t) => (t.key === 'schedular' ? { ...t, published: false } : t)),
    });
    const off = await call('POST', PREMIUM, `${SALES}/scheduleevent`, { event: 'connect', eventResult: null, startTime: inAnHour() });
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual({ message: 'Scheduled events are not enabled for your account' });

    expect((await call('GET', 'enterprise@demo.test', `${SALES}/scheduleevent`)).status).toBe(404);
  });
});

describe('DELETE users/instances/{id}/{eventId}/deletescheduledevent', () => {
  it('deletes a future event; 404 for an unknown one', async () => {
    const event = await create(PREMIUM, SALES, { event: 'disconnect', eventResult: null, startTime: inAnHour() });
    const res = await call('DELETE', MANAGER, `${SALES}/${event.id}/deletescheduledevent`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'The scheduled disconnect of sales-analytics is deleted' });
    expect(await list(PREMIUM, SALES)).toEqual([]);
    expect((await call('DELETE', PREMIUM, `${SALES}/${event.id}/deletescheduledevent`)).status).toBe(404);
    expect((await call('DELETE', PREMIUM, `${SALES}/abc/deletescheduledevent`)).status).toBe(404);
  });

  it('refuses to change or delete an event whose start has passed (409)', async () => {
    const event = await create(PREMIUM, MARKETING, { event: 'connect', eventResult: null, startTime: inAnHour() });
    await advance(HOUR + MINUTE);
    const [ran] = await list(PREMIUM, MARKETING);
    expect(ran?.status).toBe('success');
    const del = await call('DELETE', PREMIUM, `${MARKETING}/${event.id}/deletescheduledevent`);
    expect(del.status).toBe(409);
    expect(await del.json()).toEqual({ message: 'This event has already started: it can no longer be changed or deleted' });
    const edit = await call('POST', PREMIUM, `${MARKETING}/scheduleevent`, {
      event: 'connect',
      eventResult: null,
      startTime: inAnHour(),
      recordID: event.id,
    });
    expect(edit.status).toBe(409);
  });
});

describe('the sim runs each event at its start', () => {
  it('scales up a running cluster, records success and the result, and raises an operation.scheduled notice', async () => {
    const event = await create(PREMIUM, SALES, {
      event: 'scaleUp',
      eventResult: null,
      startTime: inAnHour(),
      eventInformation: { analyticsReplicas: 2, loaderReplicas: 1 },
    });
    await advance(30 * MINUTE);
    expect((await list(PREMIUM, SALES))[0]).toMatchObject({ id: event.id, status: 'queued' });
    expect(nodes(SALES)).toMatchObject({ analytics_nodes: 2, loader_nodes: 1 });

    await advance(31 * MINUTE);
    expect((await list(PREMIUM, SALES))[0]).toMatchObject({
      id: event.id,
      status: 'success',
      eventResult: 'Analytics nodes 2 → 4, Loader nodes 1 → 2',
    });
    expect(nodes(SALES)).toMatchObject({ analytics_nodes: 4, loader_nodes: 2 });
    const replicas = emu.ctx.db
      .prepare(`SELECT service, from_count, to_count, reason FROM replica_changes WHERE instance_id = ? AND reason = 'scheduled' AND at > ? ORDER BY id`)
      .all(SALES, Date.now() - 2 * HOUR);
    expect(replicas).toEqual([
      { service: 'analytics', from_count: 2, to_count: 4, reason: 'scheduled' },
      { service: 'loader', from_count: 1, to_count: 2, reason: 'scheduled' },
    ]);
    expect(events.filter((e) => e.kind === 'operation.scheduled')).toEqual([
      expect.objectContaining({
        userId: emu.uuidOf(PREMIUM),
        title: 'Scheduled event done',
        body: 'Scheduled scale up of sales-analytics: Analytics nodes 2 → 4, Loader nodes 1 → 2.',
        tag: 'cluster:sales-analytics',
      }),
    ]);
  });

  it('fails a scale of a cluster that is not connected, with the reason, and changes nothing', async () => {
    const event = await create(PREMIUM, MARKETING, {
      event: 'scaleUp',
      eventResult: null,
      startTime: inAnHour(),
      eventInformation: { analyticsReplicas: 1 },
    });
    await advance(HOUR + MINUTE);
    expect((await list(PREMIUM, MARKETING)).find((e) => e.id === event.id)).toMatchObject({
      status: 'failure',
      eventResult: 'The cluster could not be scaled: it was disconnected',
    });
    expect(nodes(MARKETING)).toMatchObject({ analytics_nodes: 1, loader_nodes: 1 });
    expect(events.filter((e) => e.kind === 'operation.scheduled').map((e) => [e.title, e.body])).toEqual([
      ['Scheduled event failed', 'Scheduled scale up of marketing-bi: The cluster could not be scaled: it was disconnected.'],
    ]);
  });

  it('connects a disconnected cluster and disconnects a running one; an event with nothing to do succeeds', async () => {
    await create(PREMIUM, MARKETING, { event: 'connect', eventResult: null, startTime: inAnHour() });
    await create(PREMIUM, SALES, { event: 'disconnect', eventResult: null, startTime: inAnHour() });
    await create(PREMIUM, SALES, { event: 'connect', eventResult: null, startTime: new Date(Date.now() + 30 * MINUTE).toISOString() });
    await advance(HOUR + 10_000);
    expect(nodes(MARKETING).status).toBe('starting');
    expect(nodes(SALES).status).toBe('stopping');
    expect((await list(PREMIUM, MARKETING)).map((e) => [e.status, e.eventResult])).toEqual([['success', 'The cluster started connecting']]);
    expect((await list(PREMIUM, SALES)).map((e) => [e.event, e.status, e.eventResult])).toEqual([
      ['disconnect', 'success', 'The cluster started disconnecting'],
      ['connect', 'success', 'The cluster was already connected'],
    ]);
  });
});
