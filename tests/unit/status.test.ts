import { describe, expect, it } from 'vitest';
import type { ServiceStatus } from '../../src/contract/types';
import {
  CLUSTER_STATUSES,
  STATUS_DISPLAY,
  clusterGroup,
  deriveClusterStatus,
  isTransitional,
  type StatusInstance,
} from '../../src/domain/status';

const instance = (over: Partial<StatusInstance> = {}): StatusInstance => ({
  corrupted: false,
  status: 'running',
  runningAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

describe('deriveClusterStatus (doc 1 §4)', () => {
  it('corrupted wins over every other state', () => {
    expect(deriveClusterStatus(instance({ corrupted: true }), { status: 'running' })).toBe('corrupted');
    expect(deriveClusterStatus(instance({ corrupted: true, status: 'stopping' }), { status: 'loading' })).toBe(
      'corrupted',
    );
    expect(deriveClusterStatus(instance({ corrupted: true }), null)).toBe('corrupted');
  });

  it('instance status stopping gives stopping, whatever the service says', () => {
    expect(deriveClusterStatus(instance({ status: 'stopping' }), { status: 'running' })).toBe('stopping');
    expect(deriveClusterStatus(instance({ status: 'stopping' }), { status: 'disconnected' })).toBe('stopping');
  });

  it('service loading with runningAt set gives starting-up', () => {
    expect(deriveClusterStatus(instance({ status: 'starting' }), { status: 'loading' })).toBe('starting-up');
  });

  it('service loading without runningAt gives creating', () => {
    expect(deriveClusterStatus(instance({ status: 'creating', runningAt: null }), { status: 'loading' })).toBe(
      'creating',
    );
  });

  it('service disconnected gives sleeping', () => {
    expect(deriveClusterStatus(instance({ status: 'sleeping' }), { status: 'disconnected' })).toBe('sleeping');
  });

  it('service running gives running', () => {
    expect(deriveClusterStatus(instance(), { status: 'running' })).toBe('running');
  });

  it('anything else gives undefined', () => {
    // A status outside the contract (the type is closed; the wire is not) shows as undefined, not a guess.
    expect(deriveClusterStatus(instance(), { status: 'Error' as ServiceStatus })).toBe('undefined');
    expect(deriveClusterStatus(instance(), null)).toBe('undefined');
    expect(deriveClusterStatus(instance(), undefined)).toBe('undefined');
  });
});

describe('STATUS_DISPLAY', () => {
  it('shows the spec labels and colours', () => {
    expect(STATUS_DISPLAY.corrupted).toEqual({ label: 'Unavailable', color: 'dark' });
    expect(STATUS_DISPLAY.sleeping).toEqual({ label: 'Disconnected', color: 'red' });
    expect(STATUS_DISPLAY.running).toEqual({ label: 'Connected', color: 'green' });
    expect(STATUS_DISPLAY.creating.color).toBe('yellow');
    expect(STATUS_DISPLAY['starting-up'].color).toBe('yellow');
  });

  it('has a non-empty label for every status', () => {
    for (const status of CLUSTER_STATUSES) expect(STATUS_DISPLAY[status].label).not.toBe('');
  });
});

describe('clusterGroup', () => {
  it('puts only sleeping clusters in the disconnected group', () => {
    const groups = CLUSTER_STATUSES.map((s) => [s, clusterGroup(s)]);
    expect(groups.filter(([, g]) => g === 'disconnected').map(([s]) => s)).toEqual(['sleeping']);
  });
});

describe('isTransitional', () => {
  it('is true only for creating, starting-up and stopping', () => {
    expect(CLUSTER_STATUSES.filter(isTransitional)).toEqual(['creating', 'starting-up', 'stopping']);
  });
});
