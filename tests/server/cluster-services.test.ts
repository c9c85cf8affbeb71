/**
 * Services control through the in-process emulator (doc 2 §3, §4, §5, §6, §7): the node lists of the status
 * call and its ETag (304 when unchanged, with the figures of issue 13's "Measure and report"), per-node actions
 * moving on the clock with their outcomes and notices, node-count changes through placeholders, and every
 * refusal with its status and text, nothing half-applied.
 *
 * Seeded: premium@ owns sales-analytics (running, always on, 2 analytics + 1 loader) and marketing-bi
 * (disconnected); on sales-analytics manager@ is Manager, user@ User (developer), billing@ Billing User;
 * trial@ owns trial-demo (running, 1 + 1).
 */
import { describe, expect, it } from 'vitest';
import type { MessageResponse, ServiceNode, ServicesStatusResponse } from '../../src/contract/types';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { NODE_PHASES, NODE_PROBLEMS } from '../../server/clusters/services/nodes';
import { SERVICES_ANSWERS } from '../../server/clusters/services/routes';
import { SERVICES_NOTICE_KIND } from '../../server/clusters/services/sim';
import { MAX_NODES_CONFIG, SERVICES_TEXTS } from '../../src/domain/services-control';
import { UNSUPPORTED_ACTION_TOOLTIP } from '../../src/domain/permissions';
import { advanceClock, emulatorForEachTest } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const TRIAL = 'trial@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const SALES = SEED_INSTANCE_IDS.salesAnalytics;

const emu = emulatorForEachTest();
const { events } = emu;

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

async function status(as: string, id: string = SALES): Promise<ServicesStatusResponse> {
  const res = await emu.fetch(`/api/instances/${id}/services/status`, { as });
  expect(res.status).toBe(200);
  return (await res.json()) as ServicesStatusResponse;
}

function execute(as: string, body: unknown, id: string = SALES): Promise<Response> {
  return emu.fetch(`/api/instances/${id}/services/execute`, { method: 'PUT', as, ...json(body) });
}

function scale(as: string, name: string, body: unknown): Promise<Response> {
  return emu.fetch(`/api/users/${emu.uuidOf(as)}/instances/${name}/scale`, { method: 'PUT', as, ...json(body) });
}

const advance = (ms: number) => advanceClock(emu, ms);

const names = (nodes: ServiceNode[]) => nodes.map((n) => n.node_name);
const statuses = (nodes: ServiceNode[]) => nodes.map((n) => (typeof n.status === 'string' ? n.status : n.status.statusType));
const serviceNotices = () => events.filter((e) => e.kind === SERVICES_NOTICE_KIND).map((e) => e.body);

async function expectRefusal(res: Response, code: number, message: string): Promise<void> {
  expect(res.status).toBe(code);
  expect(((await res.json()) as MessageResponse).message).toBe(message);
}

describe('GET instances/{id}/services/status', () => {
  it('lists every service’s nodes by the cluster’s counts, with the keys of doc 2 §3', async () => {
    const answer = await status(PREMIUM);
    expect(Object.keys(answer).sort()).toEqual(
      [
        'analyticsServices',
        'loaderServices',
        'sqliService',
        'notebookService',
        'analyticsSubClusterServices',
        'loaderSubClusterServices',
        'analyticsStatus',
        'loaderStatus',
        'sqliStatus',
        'notebookStatus',
        'analyticsSubClusterStatus',
        'loaderSubClusterStatus',
      ].sort(),
    );
    expect(names(answer.analyticsServices)).toEqual(['analytics-0', 'analytics-1']);
    expect(names(answer.loaderServices)).toEqual(['loader-0']);
    expect(names(answer.notebookService)).toEqual(['notebook-0']);
    expect(answer.sqliService).toEqual([]);
    expect(statuses(answer.analyticsServices)).toEqual(['running', 'running']);
    expect(answer.analyticsServices[0]).toEqual({
      node_name: 'analytics-0',
      name: 'analytics',
      status: 'running',
      failover: false,
      subclusterStatus: null,
    });
    expect(answer.analyticsStatus).toBe('running');
    expect(answer.sqliStatus).toBeNull();
  });

  it('shows a disconnected cluster’s nodes as sleeping, and a SQLi node while SQLi is on', async () => {
    emu.ctx.db.prepare('UPDATE instances SET sqli_enabled = 1 WHERE id = ?').run(SEED_INSTANCE_IDS.marketingBi);
    const answer = await status(PREMIUM, SEED_INSTANCE_IDS.marketingBi);
    expect(names(answer.sqliService)).toEqual(['sqli-0']);
    expect(new Set(statuses([...answer.analyticsServices, ...answer.loaderServices, ...answer.sqliService]))).toEqual(new Set(['sleeping']));
  });

  it('answers 404 for a cluster the caller has no role on', async () => {
    const res = await emu.fetch(`/api/instances/${SALES}/services/status`, { as: ENTERPRISE });
    expect(res.status).toBe(404);
  });

  it('answers an unchanged poll 304 through its ETag; figures for 10 nodes polled every 5 s', async () => {
    // 10 nodes: 8 analytics, 1 loader, 1 notebook.
    expect((await scale(PREMIUM, 'sales-analytics', { analyticsReplicas: 8 })).status).toBe(200);
    await advance(NODE_PHASES.createMs + NODE_PHASES.stopMs + NODE_PHASES.startMs);
    const first = await emu.fetch(`/api/instances/${SALES}/services/status`, { as: PREMIUM });
    const text = await first.text();
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const answer = JSON.parse(text) as ServicesStatusResponse;
    expect(answer.analyticsServices.length + answer.loaderServices.length + answer.notebookService.length).toBe(10);
    const again = await emu.fetch(`/api/instances/${SALES}/services/status`, { as: PREMIUM, headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    const notModified = await again.text();
    expect(notModified).toBe('');
    const headerBytes = [...again.headers].reduce((sum, [k, v]) => sum + k.length + v.length + 4, 'HTTP/1.1 304 Not Modified\r\n'.length + 2);
    const pollsPerMinute = 60_000 / 5_000;
    console.info(
      `[services poll] 10 nodes, every 5 s: ${pollsPerMinute} requests/min per open page; full answer ${new TextEncoder().encode(text).length} B body; ` +
        `unchanged poll 304: 0 B body, ~${headerBytes} B of response headers`,
    );
    // A change gives a new ETag.
    expect((await execute(PREMIUM, { action: 'stop', service: 'loader', nodeName: 'loader-0' })).status).toBe(200);
    const changed = await emu.fetch(`/api/instances/${SALES}/services/status`, { as: PREMIUM, headers: { 'If-None-Match': etag ?? '' } });
    expect(changed.status).toBe(200);
  });
});

describe('PUT instances/{id}/services/execute', () => {
  it('Stop: stopping, then not running after the phase, with a notice', async () => {
    const res = await execute(PREMIUM, { action: 'stop', service: 'analytics', nodeName: 'analytics-1' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as MessageResponse).message).toBe('Stopping analytics-1');
    expect(statuses((await status(PREMIUM)).analyticsServices)).toEqual(['running', 'stopping']);
    await advance(NODE_PHASES.stopMs);
    expect(statuses((await status(PREMIUM)).analyticsServices)).toEqual(['running', 'not running']);
    expect(serviceNotices()).toEqual(['Node analytics-1 of sales-analytics is stopped.']);
    // Start from not running: starting, then running.
    expect((await execute(PREMIUM, { action: 'start', service: 'analytics', nodeName: 'analytics-1' })).status).toBe(200);
    expect(statuses((await status(PREMIUM)).analyticsServices)).toEqual(['running', 'starting']);
    await advance(NODE_PHASES.startMs);
    expect(statuses((await status(PREMIUM)).analyticsServices)).toEqual(['running', 'running']);
  });

  it('Restart: stopping → starting → the outcome; the notebook’s first start fails with an error, its second runs', async () => {
    expect((await execute(PREMIUM, { action: 'restart', service: 'notebook', nodeName: 'notebook-0' })).status).toBe(200);
    expect(statuses((await status(PREMIUM)).notebookService)).toEqual(['stopping']);
    await advance(NODE_PHASES.stopMs);
    expect(statuses((await status(PREMIUM)).notebookService)).toEqual(['starting']);
    await advance(NODE_PHASES.startMs);
    const failed = await status(PREMIUM);
    expect(failed.notebookService[0]?.status).toEqual({
      statusType: 'failed to start',
      statusMessage: NODE_PROBLEMS.failedMessage,
      warnings: [],
      error: NODE_PROBLEMS.failedError,
    });
    expect(failed.notebookStatus).toBe('failed to start');
    expect(events.find((e) => e.body === 'Node notebook-0 of sales-analytics failed to start.')).toBeTruthy();
    // failed to start offers Restart; the second start runs.
    expect((await execute(PREMIUM, { action: 'restart', service: 'notebook', nodeName: 'notebook-0' })).status).toBe(200);
    await advance(NODE_PHASES.stopMs + NODE_PHASES.startMs);
    expect((await status(PREMIUM)).notebookService[0]?.status).toBe('running');
  });

  it('the SQLi node’s first start ends started with warnings, its warnings listed', async () => {
    emu.ctx.db.prepare('UPDATE instances SET sqli_enabled = 1 WHERE id = ?').run(SALES);
    expect((await execute(PREMIUM, { action: 'restart', service: 'sqli', node: 'all' })).status).toBe(200);
    await advance(NODE_PHASES.stopMs + NODE_PHASES.startMs);
    const node = (await status(PREMIUM)).sqliService[0];
    expect(node?.status).toEqual({
      statusType: 'started with warnings',
      statusMessage: NODE_PROBLEMS.warningMessage,
      warnings: [...NODE_PROBLEMS.warnings],
      error: null,
    });
  });

  it('node all acts on every node of the service that offers the action', async () => {
    const res = await execute(MANAGER, { action: 'stop', service: 'analytics', node: 'all' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as MessageResponse).message).toBe('Stopping 2 nodes of Analytics');
    expect(statuses((await status(PREMIUM)).analyticsServices)).toEqual(['stopping', 'stopping']);
  });

  it('refuses the developer role (403), a cluster that is not running (409), with the texts the page shows', async () => {
    await expectRefusal(await execute(USER, { action: 'stop', service: 'analytics', nodeName: 'analytics-0' }), 403, SERVICES_TEXTS.developerRefused);
    await expectRefusal(
      await execute(PREMIUM, { action: 'start', service: 'analytics', nodeName: 'analytics-0' }, SEED_INSTANCE_IDS.marketingBi),
      409,
      'Your cluster must be connected to apply this change',
    );
    expect(statuses((await status(PREMIUM)).analyticsServices)).toEqual(['running', 'running']);
  });

  it('refuses an action the status does not offer, an unknown node, a transient node; 400 for every bad field at once', async () => {
    await expectRefusal(
      await execute(PREMIUM, { action: 'start', service: 'analytics', nodeName: 'analytics-0' }),
      409,
      SERVICES_ANSWERS.notAvailable('Start', 'Running'),
    );
    await expectRefusal(await execute(PREMIUM, { action: 'stop', service: 'loader', nodeName: 'loader-7' }), 404, SERVICES_ANSWERS.nodeNotFound('loader-7', 'Loader'));
    expect((await scale(PREMIUM, 'sales-analytics', { loaderReplicas: 2 })).status).toBe(200);
    await expectRefusal(
      await execute(PREMIUM, { action: 'stop', service: 'loader', nodeName: '__temp-loader-1' }),
      409,
      SERVICES_TEXTS.transient,
    );
    const bad = await execute(PREMIUM, { action: 'explode', service: 'cmc', nodeName: 'x' });
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: { fieldName: string; message: string }[] };
    expect(errors.map((e) => e.fieldName).sort()).toEqual(['action', 'service']);
  });
});

describe('PUT users/{userId}/instances/{name}/scale', () => {
  it('adds nodes as __temp placeholders in creating that become nodes, and removes surplus ones marked __toBeDeleted', async () => {
    const res = await scale(PREMIUM, 'sales-analytics', { analyticsReplicas: 3 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as MessageResponse).message).toBe('Analytics is scaling from 2 to 3 nodes');
    let answer = await status(PREMIUM);
    expect(names(answer.analyticsServices)).toEqual(['analytics-0', 'analytics-1', '__temp-analytics-2']);
    expect(statuses(answer.analyticsServices)).toEqual(['running', 'running', 'creating']);
    await advance(NODE_PHASES.createMs);
    answer = await status(PREMIUM);
    expect(names(answer.analyticsServices)).toEqual(['analytics-0', 'analytics-1', 'analytics-2']);
    expect(serviceNotices()).toEqual(['Analytics of sales-analytics now runs on 3 nodes.']);

    expect((await scale(PREMIUM, 'sales-analytics', { analyticsReplicas: 1 })).status).toBe(200);
    answer = await status(PREMIUM);
    expect(names(answer.analyticsServices)).toEqual(['analytics-0', '__toBeDeleted-analytics-1', '__toBeDeleted-analytics-2']);
    expect(statuses(answer.analyticsServices)).toEqual(['running', 'deleting', 'deleting']);
    await advance(NODE_PHASES.deleteMs);
    expect(names((await status(PREMIUM)).analyticsServices)).toEqual(['analytics-0']);
    // The cluster's count and the replica history agree.
    const row = emu.ctx.db.prepare('SELECT analytics_nodes FROM instances WHERE id = ?').get(SALES) as { analytics_nodes: number };
    expect(row.analytics_nodes).toBe(1);
  });

  it('adding to a single analytics node restarts the existing one', async () => {
    expect((await scale(PREMIUM, 'sales-analytics', { analyticsReplicas: 1 })).status).toBe(200);
    await advance(NODE_PHASES.deleteMs);
    expect((await scale(PREMIUM, 'sales-analytics', { analyticsReplicas: 2 })).status).toBe(200);
    expect(statuses((await status(PREMIUM)).analyticsServices)).toEqual(['stopping', 'creating']);
  });

  it('keeps within 1 and the configured maximum (default 10; 400 on the field)', async () => {
    const over = await scale(PREMIUM, 'sales-analytics', { analyticsReplicas: 11 });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ errors: [{ fieldName: 'analyticsReplicas', message: 'analyticsReplicas must be from 1 to 10' }] });
    const zero = await scale(PREMIUM, 'sales-analytics', { loaderReplicas: 0 });
    expect(zero.status).toBe(400);
    expect(await zero.json()).toMatchObject({ errors: [{ fieldName: 'loaderReplicas', message: 'loaderReplicas must be at least 1' }] });
    const both = await scale(PREMIUM, 'sales-analytics', { analyticsReplicas: 2, loaderReplicas: 2 });
    expect(both.status).toBe(400);
    emu.ctx.db
      .prepare('INSERT INTO system_configurations (config_key, config_type, value) VALUES (?, ?, ?)')
      .run(MAX_NODES_CONFIG.configKey, MAX_NODES_CONFIG.configType, '3');
    expect((await scale(PREMIUM, 'sales-analytics', { analyticsReplicas: 4 })).status).toBe(400);
    expect((await scale(PREMIUM, 'sales-analytics', { analyticsReplicas: 3 })).status).toBe(200);
  });

  it('refuses the developer role, trial users, the manualScaling toggle off (403) and a cluster not running (409)', async () => {
    await expectRefusal(await scale(USER, 'sales-analytics', { analyticsReplicas: 3 }), 403, SERVICES_TEXTS.developerRefused);
    await expectRefusal(await scale(TRIAL, 'trial-demo', { analyticsReplicas: 2 }), 403, SERVICES_TEXTS.trialAddRefused);
    // manager@ holds no manualScaling toggle.
    await expectRefusal(await scale(MANAGER, 'sales-analytics', { analyticsReplicas: 3 }), 403, SERVICES_TEXTS.manualScalingOff);
    await expectRefusal(await scale(PREMIUM, 'marketing-bi', { analyticsReplicas: 2 }), 409, SERVICES_TEXTS.mustBeConnected);
    const row = emu.ctx.db.prepare('SELECT analytics_nodes FROM instances WHERE id = ?').get(SALES) as { analytics_nodes: number };
    expect(row.analytics_nodes).toBe(2);
    expect(UNSUPPORTED_ACTION_TOOLTIP).toBeTruthy();
  });
});
