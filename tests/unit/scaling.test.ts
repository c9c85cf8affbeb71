/**
 * The scaling tab's rules (doc 2 §4, §6, §7, §9): durations, the y-axis step rule, the parameters' units, who
 * may switch the autoscaler and when (with the spec's exact text), the resizes in words, and the call's schema.
 */
import { describe, expect, it } from 'vitest';
import type { ReplicaChangeEntry } from '../../src/contract/types';
import { isTabVisible } from '../../src/domain/cluster-page';
import { policyFor } from '../../src/domain/policies';
import {
  AUTOSCALE_HISTORY_REFRESH_MS,
  AUTOSCALE_HISTORY_STALE_MS,
  autoscaleRefusal,
  changesOf,
  chartPoints,
  coolDelayMinutes,
  DEFAULT_SCALING_HOURS,
  describeChange,
  formatChangeTime,
  historySummary,
  maxReplicas,
  parseScalingHours,
  replicaAxis,
  replicaAxisStep,
  SCALING_DURATION_LABELS,
  SCALING_HOURS,
  SCALING_TEXTS,
} from '../../src/domain/scaling';
import { updateAutoscalingSchema } from '../../src/domain/schemas/autoscale';
import { buildUser } from '../support/users';

const scalingUser = (overrides: Record<string, unknown> = {}) =>
  buildUser({
    features: [{ key: 'autoScale', toggle: true }],
    platformActions: [{ name: 'cluster_scaling', platforms: 'gc,az' }],
    ...overrides,
  });
const cluster = (role: Parameters<typeof policyFor>[0] = 'owner', platform: 'gc' | 'az-saas' = 'gc') => ({
  platform,
  clusterPolicy: policyFor(role),
});

describe('durations (doc 2 §7, §9)', () => {
  it('offers last hour, last day (the default) and last week: 1, 24 and 168 hours', () => {
    expect(SCALING_HOURS).toEqual([1, 24, 168]);
    expect(DEFAULT_SCALING_HOURS).toBe(24);
    expect(SCALING_HOURS.map((h) => SCALING_DURATION_LABELS[h])).toEqual(['Last hour', 'Last day', 'Last week']);
  });

  it('reads the path: absent is 24, only 1, 24 and 168 are accepted', () => {
    expect(parseScalingHours(undefined)).toBe(24);
    expect(parseScalingHours('1')).toBe(1);
    expect(parseScalingHours('168')).toBe(168);
    for (const raw of ['2', '0', '-1', '24.0', 'week', '1e2']) expect(parseScalingHours(raw)).toBeNull();
  });

  it('refreshes the history every 5 minutes, stale after 2 seconds', () => {
    expect(AUTOSCALE_HISTORY_REFRESH_MS).toBe(300_000);
    expect(AUTOSCALE_HISTORY_STALE_MS).toBe(2_000);
  });
});

describe('the y-axis step by the most replicas (doc 2 §9)', () => {
  it('is 1 up to 10, 2 up to 20, 3 up to 30, 4 up to 40, 5 up to 50, 10 up to 100, otherwise 50', () => {
    const cases: [number, number][] = [
      [0, 1], [1, 1], [10, 1], [11, 2], [20, 2], [21, 3], [30, 3], [31, 4], [40, 4], [41, 5], [50, 5],
      [51, 10], [100, 10], [101, 50], [400, 50],
    ];
    for (const [max, step] of cases) expect(replicaAxisStep(max), `max ${max}`).toBe(step);
  });

  it('ticks every step from 0 to the first step at or above the most replicas', () => {
    expect(replicaAxis(3)).toEqual({ max: 3, step: 1, ticks: [0, 1, 2, 3] });
    expect(replicaAxis(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(replicaAxis(13)).toEqual({ max: 14, step: 2, ticks: [0, 2, 4, 6, 8, 10, 12, 14] });
    expect(replicaAxis(95).ticks.at(-1)).toBe(100);
    expect(replicaAxis(120)).toMatchObject({ max: 150, step: 50, ticks: [0, 50, 100, 150] });
  });
});

describe('the parameters (doc 2 §9)', () => {
  it('shows coolDelay in minutes, seconds divided by 60', () => {
    expect(coolDelayMinutes(600)).toBe(10);
    expect(coolDelayMinutes(90)).toBe(1.5);
    expect(coolDelayMinutes(100)).toBe(1.67);
  });
});

describe('who may switch the autoscaler (doc 2 §4, §6, §8)', () => {
  it('allows the owner and the Manager of a connected cluster', () => {
    expect(autoscaleRefusal(scalingUser(), cluster('owner'), 'running')).toBeNull();
    expect(autoscaleRefusal(scalingUser(), cluster('accountAdmin'), 'running')).toBeNull();
  });

  it("says 'Your cluster must be connected to apply this change' otherwise", () => {
    expect(SCALING_TEXTS.mustBeConnected).toBe('Your cluster must be connected to apply this change');
    for (const status of ['sleeping', 'starting-up', 'stopping', 'creating', 'corrupted']) {
      expect(autoscaleRefusal(scalingUser(), cluster(), status)).toBe('Your cluster must be connected to apply this change');
    }
  });

  it('refuses the User (developer) role, a user without the toggle and a plan without cluster_scaling', () => {
    expect(autoscaleRefusal(scalingUser(), cluster('developer'), 'running')).toBe('Your role on this cluster does not allow this action.');
    expect(autoscaleRefusal(scalingUser({ features: [] }), cluster(), 'running')).toBe('Autoscaling is not enabled for your account.');
    expect(autoscaleRefusal(scalingUser(), cluster('owner', 'az-saas'), 'running')).toBe('This action is not supported in your current plan');
  });

  it('goes with the tab: shown with the autoScale toggle, never to the developer role', () => {
    expect(isTabVisible('scaling-configurations', scalingUser(), cluster('owner'))).toBe(true);
    expect(isTabVisible('scaling-configurations', scalingUser(), cluster('developer'))).toBe(false);
    expect(isTabVisible('scaling-configurations', scalingUser({ features: [] }), cluster('owner'))).toBe(false);
  });
});

describe('the resizes in words', () => {
  const changes: ReplicaChangeEntry[] = [
    { at: '2026-03-02T10:00:00.000Z', service: 'analytics', from: 2, to: 3, reason: 'autoscale' },
    { at: '2026-03-02T12:30:00.000Z', service: 'analytics', from: 3, to: 1, reason: 'manual' },
    { at: '2026-03-02T11:00:00.000Z', service: 'loader', from: 1, to: 2, reason: 'scheduled' },
  ];

  it('says the service, from how many to how many nodes, and why', () => {
    expect(changes.map(describeChange)).toEqual([
      'Analytics: 2 → 3 nodes (autoscaler)',
      'Analytics: 3 → 1 node (changed by a user)',
      'Loader: 1 → 2 nodes (scheduled event)',
    ]);
  });

  it('says when, always with the time zone', () => {
    expect(formatChangeTime('2026-03-02T10:00:00.000Z', 'en-US', 'America/New_York')).toBe('Mar 2, 5:00 AM EST');
    expect(formatChangeTime('2026-03-02T10:00:00.000Z', 'en-GB', 'UTC')).toBe('2 Mar, 10:00 UTC');
  });

  it("lists one service's resizes, newest first", () => {
    expect(changesOf(changes, 'analytics').map((c) => c.to)).toEqual([1, 3]);
    expect(changesOf(changes, 'loader')).toHaveLength(1);
  });

  it('describes a chart: its range of nodes, resizes and queries', () => {
    const points = chartPoints({
      '2026-03-02T11:00:00.000Z': { replicas: 3, total_queries: 1200 },
      '2026-03-02T10:00:00.000Z': { replicas: 2, total_queries: 800 },
    });
    expect(points.map((p) => p.replicas)).toEqual([2, 3]);
    expect(maxReplicas(points, changes)).toBe(3);
    expect(historySummary('analytics', 24, points, changesOf(changes, 'analytics'))).toBe(
      'Analytics had 2 to 3 nodes in the last day, 2 resizes, 2,000 queries.',
    );
    expect(historySummary('loader', 1, [], [])).toBe('Loader had no nodes in the last hour.');
  });
});

describe('POST users/instances/updateautoscaling body', () => {
  const issues = async (value: unknown) => {
    const result = await updateAutoscalingSchema['~standard'].validate(value);
    return result.issues?.map((issue) => [issue.path?.map((p) => (typeof p === 'object' ? p.key : p)).join('.'), issue.message]) ?? [];
  };

  it('takes { instanceID, isEnabled }', async () => {
    expect(await issues({ instanceID: 'abc', isEnabled: false })).toEqual([]);
  });

  it('says what each field needs', async () => {
    expect(await issues({})).toEqual([
      ['instanceID', 'instanceID is required'],
      ['isEnabled', 'isEnabled must be true or false'],
    ]);
    expect(await issues({ instanceID: '  ', isEnabled: 'true' })).toEqual([
      ['instanceID', 'instanceID is required'],
      ['isEnabled', 'isEnabled must be true or false'],
    ]);
  });
});
