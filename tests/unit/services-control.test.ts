/**
 * Services control rules (doc 2 §4, §5, §6, §8, §9): statuses and colours, actions by status, transient nodes,
 * the poll, the service modal's texts, who may act, the node-count bounds and refusals, and the schemas' texts.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { ServicesStatusResponse, User } from '../../src/contract/types';
import { nodeCountFormSchema, nodeCountProblem, scalePayloadSchema } from '../../src/domain/schemas/node-count';
import { serviceExecutePayloadSchema } from '../../src/domain/schemas/services-execute';
import {
  anyNodeMoving,
  isTransientNode,
  needsConfirmation,
  NODE_STATUS_DISPLAY,
  NODE_STATUSES,
  nodeActionRefusal,
  nodeActionsFor,
  nodeCountBounds,
  nodeCountRefusal,
  parseMaxNodes,
  problemClipboardText,
  SERVICE_NODES_MAX_DEFAULT,
  SERVICE_NODES_MIN,
  SERVICE_STATUS_POLL_MS,
  SERVICE_TABLES,
  SERVICE_TAG_COLORS,
  serviceProblem,
  SERVICES_TEXTS,
  warnsOfRestart,
} from '../../src/domain/services-control';
import { UNSUPPORTED_ACTION_TOOLTIP } from '../../src/domain/permissions';

describe('constants (doc 2 §5, §9)', () => {
  it('polls every 5 s; nodes from 1 to 10 by default; the configured maximum when it is a whole number ≥ 1', () => {
    expect(SERVICE_STATUS_POLL_MS).toBe(5_000);
    expect(SERVICE_NODES_MIN).toBe(1);
    expect(SERVICE_NODES_MAX_DEFAULT).toBe(10);
    expect(parseMaxNodes('16')).toBe(16);
    expect(parseMaxNodes(undefined)).toBe(10);
    expect(parseMaxNodes('0')).toBe(10);
    expect(parseMaxNodes('2.5')).toBe(10);
  });
});

describe('tables and tags (doc 2 §2, §4)', () => {
  it('has the six tables in the spec’s order with the answer’s keys', () => {
    expect(SERVICE_TABLES.map((t) => [t.title, t.key])).toEqual([
      ['Analytics', 'analyticsServices'],
      ['Loader', 'loaderServices'],
      ['SQLi', 'sqliService'],
      ['Notebook', 'notebookService'],
      ['Analytics sub-cluster', 'analyticsSubClusterServices'],
      ['Loader sub-cluster', 'loaderSubClusterServices'],
    ]);
  });

  it('colours the service tags: all purple, loader green, analytics gold, SQLi blue', () => {
    expect(SERVICE_TAG_COLORS).toMatchObject({ all: 'grape', loader: 'green', analytics: 'yellow', sqli: 'blue' });
  });
});

describe('statuses (doc 2 §4)', () => {
  it('knows every status of the spec', () => {
    expect(NODE_STATUSES).toHaveLength(19);
  });

  it('colours running green; not running, sleeping and errors red; starting and processing orange; creating and deleting blue', () => {
    const color = (s: keyof typeof NODE_STATUS_DISPLAY) => NODE_STATUS_DISPLAY[s].color;
    expect(color('running')).toBe('green');
    for (const s of ['not running', 'sleeping', 'error', 'startup error', 'not responding', 'terminated unexpectedly', 'failed to start'] as const) {
      expect(color(s)).toBe('red');
    }
    for (const s of ['starting', 'is starting', 'starting tenants', 'processing'] as const) expect(color(s)).toBe('orange');
    expect(color('creating')).toBe('blue');
    expect(color('deleting')).toBe('blue');
  });

  it('shows error as unreachable', () => {
    expect(NODE_STATUS_DISPLAY.error.label).toBe('Unreachable');
  });
});

describe('per-node actions (doc 2 §4)', () => {
  const labels = (s: Parameters<typeof nodeActionsFor>[0]) => nodeActionsFor(s).map((a) => `${a.action}:${a.label}`);

  it('Stop for processing, starting, running, started with warnings', () => {
    for (const s of ['processing', 'starting', 'running', 'started with warnings'] as const) expect(labels(s)).toContain('stop:Stop');
    expect(labels('not running')).not.toContain('stop:Stop');
  });

  it('Restart for running, startup error, terminated unexpectedly, failed to start, NA', () => {
    for (const s of ['running', 'startup error', 'terminated unexpectedly', 'failed to start', 'NA'] as const) {
      expect(labels(s)).toContain('restart:Restart');
    }
  });

  it('force restart labelled Start for error and NA', () => {
    expect(labels('error')).toEqual(['forceRestart:Start']);
    expect(labels('NA')).toEqual(['restart:Restart', 'forceRestart:Start']);
  });

  it('Start for sleeping, stopping, stopping tenants, not running', () => {
    for (const s of ['sleeping', 'stopping', 'stopping tenants', 'not running'] as const) expect(labels(s)).toEqual(['start:Start']);
  });

  it('nothing for creating and deleting; Stop and Restart ask first', () => {
    expect(labels('creating')).toEqual([]);
    expect(labels('deleting')).toEqual([]);
    expect(needsConfirmation('stop')).toBe(true);
    expect(needsConfirmation('restart')).toBe(true);
    expect(needsConfirmation('start')).toBe(false);
  });

  it('treats __temp and __toBeDeleted nodes as transient', () => {
    expect(isTransientNode('__temp-analytics-2')).toBe(true);
    expect(isTransientNode('__toBeDeleted-loader-1')).toBe(true);
    expect(isTransientNode('analytics-0')).toBe(false);
  });

  it('keeps polling while a node moves or is transient, and stops when every node is settled', () => {
    const empty: ServicesStatusResponse = {
      analyticsServices: [],
      loaderServices: [],
      sqliService: [],
      notebookService: [],
      analyticsSubClusterServices: [],
      loaderSubClusterServices: [],
      analyticsStatus: 'running',
      loaderStatus: 'running',
      sqliStatus: null,
      notebookStatus: 'running',
      analyticsSubClusterStatus: null,
      loaderSubClusterStatus: null,
    };
    const node = (node_name: string, status: string) => ({ node_name, name: 'analytics', status, failover: false, subclusterStatus: null }) as never;
    expect(anyNodeMoving({ ...empty, analyticsServices: [node('analytics-0', 'running'), node('analytics-1', 'not running')] })).toBe(false);
    expect(anyNodeMoving({ ...empty, analyticsServices: [node('analytics-0', 'stopping')] })).toBe(true);
    expect(anyNodeMoving({ ...empty, loaderServices: [node('__temp-loader-1', 'creating')] })).toBe(true);
    expect(anyNodeMoving(undefined)).toBe(false);
  });
});

describe('the service modal (doc 2 §8)', () => {
  it("says '{service} failed to start' with the error, or '{service} is in a warning state' with the warnings", () => {
    const failed = serviceProblem('Notebook', { statusType: 'failed to start', statusMessage: 'Not ready', warnings: [], error: 'Probe failed' });
    expect(failed).toEqual({ kind: 'error', title: 'Notebook failed to start', messages: ['Not ready', 'Probe failed'] });
    const warned = serviceProblem('SQLi', { statusType: 'started with warnings', statusMessage: '', warnings: ['w1', 'w2'], error: null });
    expect(warned).toEqual({ kind: 'warning', title: 'SQLi is in a warning state', messages: ['w1', 'w2'] });
    expect(serviceProblem('Analytics', 'running')).toBeNull();
    expect(problemClipboardText({ node_name: 'notebook-0' }, failed!)).toBe('Notebook failed to start (notebook-0)\nNot ready\nProbe failed');
  });

  it('has the exact texts of Copy to Clipboard and its success', () => {
    expect(SERVICES_TEXTS.copyToClipboard).toBe('Copy to Clipboard');
    expect(SERVICES_TEXTS.copied).toBe('Error details copied successfully!');
    expect(SERVICES_TEXTS.mustBeConnected).toBe('Your cluster must be connected to apply this change');
  });
});

describe('who may act (doc 2 §6)', () => {
  const gc = (roleName: 'owner' | 'developer' | 'accountAdmin') => ({ platform: 'gc' as const, clusterPolicy: { roleName } });
  const user = (over: Partial<User> = {}) =>
    ({
      role: { id: 3, name: 'premium' },
      toggleFeatures: [],
      features: [{ key: 'manualScaling', toggle: true }],
      platformActions: [{ name: 'cluster_scaling', platforms: 'gc,az' }],
      ...over,
    }) as Pick<User, 'role' | 'toggleFeatures' | 'features' | 'platformActions'>;

  it('node actions: no developer role, and the cluster running', () => {
    expect(nodeActionRefusal(gc('developer'), true)).toBe(SERVICES_TEXTS.developerRefused);
    expect(nodeActionRefusal(gc('owner'), false)).toBe('Your cluster must be connected to apply this change');
    expect(nodeActionRefusal(gc('accountAdmin'), true)).toBeNull();
  });

  it('node counts: developer, trial, the manualScaling toggle, the plan, the state, then the bounds', () => {
    expect(nodeCountRefusal(user(), gc('developer'), true, 'analytics', 'add', 2, 10)).toBe(SERVICES_TEXTS.developerRefused);
    expect(nodeCountRefusal(user({ role: { id: 1, name: 'free' } }), gc('owner'), true, 'analytics', 'add', 2, 10)).toBe(
      SERVICES_TEXTS.trialAddRefused,
    );
    expect(nodeCountRefusal(user({ features: [] }), gc('owner'), true, 'loader', 'add', 2, 10)).toBe(SERVICES_TEXTS.manualScalingOff);
    expect(nodeCountRefusal(user({ platformActions: [] }), gc('owner'), true, 'loader', 'add', 2, 10)).toBe(UNSUPPORTED_ACTION_TOOLTIP);
    expect(nodeCountRefusal(user(), gc('owner'), false, 'loader', 'add', 2, 10)).toBe(SERVICES_TEXTS.mustBeConnected);
    expect(nodeCountRefusal(user(), gc('owner'), true, 'analytics', 'add', 10, 10)).toBe(SERVICES_TEXTS.maxReached('Analytics', 10));
    expect(nodeCountRefusal(user(), gc('owner'), true, 'loader', 'remove', 1, 10)).toBe(SERVICES_TEXTS.minReached('Loader', 1));
    expect(nodeCountRefusal(user(), gc('owner'), true, 'loader', 'remove', 2, 10)).toBeNull();
  });

  it('bounds: 1 to max − current to add, 1 to current − min to remove; the restart warning on a single analytics node', () => {
    expect(nodeCountBounds('add', 3, 10)).toEqual({ min: 1, max: 7 });
    expect(nodeCountBounds('remove', 3, 10)).toEqual({ min: 1, max: 2 });
    expect(warnsOfRestart('analytics', 1)).toBe(true);
    expect(warnsOfRestart('analytics', 2)).toBe(false);
    expect(warnsOfRestart('loader', 1)).toBe(false);
  });
});

describe('schemas', () => {
  it('the form: required, whole, within the bounds', () => {
    const bounds = { min: 1, max: 8 };
    expect(nodeCountProblem('', bounds)).toBe('Enter how many nodes');
    expect(nodeCountProblem(1.5, bounds)).toBe('Enter a whole number of nodes');
    expect(nodeCountProblem(9, bounds)).toBe('Enter a number from 1 to 8');
    expect(nodeCountProblem(0, bounds)).toBe('Enter a number from 1 to 8');
    expect(nodeCountProblem(8, bounds)).toBeNull();
    expect(v.safeParse(nodeCountFormSchema(bounds), { count: 3 }).success).toBe(true);
    expect(v.safeParse(nodeCountFormSchema(bounds), { count: 12 }).issues?.[0]?.message).toBe('Enter a number from 1 to 8');
  });

  it('the scale call: exactly one service, a whole number of at least 1', () => {
    expect(v.safeParse(scalePayloadSchema, { analyticsReplicas: 2 }).success).toBe(true);
    expect(v.safeParse(scalePayloadSchema, {}).issues?.[0]?.message).toBe('Send exactly one of analyticsReplicas and loaderReplicas');
    expect(v.safeParse(scalePayloadSchema, { loaderReplicas: 0 }).issues?.[0]?.message).toBe('loaderReplicas must be at least 1');
    expect(v.safeParse(scalePayloadSchema, { loaderReplicas: 1.5 }).issues?.[0]?.message).toBe('loaderReplicas must be a whole number');
  });

  it('the execute call: a known action and service, and either a node name or all', () => {
    expect(v.safeParse(serviceExecutePayloadSchema, { action: 'stop', service: 'analytics', nodeName: 'analytics-0' }).success).toBe(true);
    expect(v.safeParse(serviceExecutePayloadSchema, { action: 'restart', service: 'sqli', node: 'all' }).success).toBe(true);
    expect(v.safeParse(serviceExecutePayloadSchema, { action: 'stop', service: 'analytics' }).issues?.[0]?.message).toBe(
      "Send either nodeName or node: 'all'",
    );
  });
});
