/**
 * Self-managed clusters' domain rules (doc 2 §4, §5, §6, §8, §9): the type choices and which are refused, IPU,
 * the statuses, who sees which action, and which action is refused with which exact text.
 */
import { describe, expect, it } from 'vitest';
import type { SubCluster } from '../../src/contract/types';
import { policyFor } from '../../src/domain/policies';
import {
  anySubClusterMoving,
  connectionAction,
  showsAction,
  SUB_CLUSTER_TYPE_LABELS,
  SUB_CLUSTER_TYPE_OPTIONS,
  subClusterIpu,
  subClusterRefusal,
  typeContextOf,
  typeOptionOf,
  typeRefusal,
  wireType,
} from '../../src/domain/sub-clusters';
import { SUB_CLUSTER_NOTICES, SUB_CLUSTER_REFUSALS } from '../../src/domain/validation/sub-cluster';

const sub = (over: Partial<SubCluster> = {}): SubCluster => ({
  id: 's1',
  name: 'c-etl',
  type: 'analytics',
  nodes: 2,
  ipu: 8,
  sizeDisplayName: 'Medium',
  sizeID: 'size-medium',
  status: 'running',
  url: 'https://c-etl.example/',
  configs: {},
  state: 'connected',
  ...over,
});

describe('types (doc 2 §5)', () => {
  it('offers Analytics, Failover Analytics, Advanced SQL Warehouse and Loader', () => {
    expect(SUB_CLUSTER_TYPE_OPTIONS.map((o) => SUB_CLUSTER_TYPE_LABELS[o])).toEqual([
      'Analytics',
      'Failover Analytics',
      'Advanced SQL Warehouse',
      'Loader',
    ]);
  });

  it('a failover is an analytics sub-cluster with fallbackAnalytics', () => {
    expect(wireType('failover')).toEqual({ type: 'analytics', configs: { fallbackAnalytics: true } });
    expect(wireType('sqlx')).toEqual({ type: 'sqlx', configs: {} });
    expect(typeOptionOf(sub({ configs: { fallbackAnalytics: true } }))).toBe('failover');
    expect(typeOptionOf(sub({ type: 'loader' }))).toBe('loader');
  });

  it('only one failover; the SQL warehouse not when one exists, with business user notebook, or not eligible', () => {
    const free = { subClusters: [], enableBusinessUserNotebook: false, isIncortaXEligible: true };
    for (const option of SUB_CLUSTER_TYPE_OPTIONS) expect(typeRefusal(option, free)).toBeNull();
    expect(typeRefusal('failover', { ...free, subClusters: [sub({ configs: { fallbackAnalytics: true } })] })).toBe(
      'Only one Failover Analytics cluster is allowed',
    );
    expect(typeRefusal('sqlx', { ...free, subClusters: [sub({ type: 'sqlx' })] })).toBe('Only one Advanced SQL Warehouse is allowed');
    expect(typeRefusal('sqlx', { ...free, enableBusinessUserNotebook: true })).toBe(
      'Advanced SQL Warehouse is not available while business user notebook is enabled',
    );
    expect(typeRefusal('sqlx', { ...free, isIncortaXEligible: false })).toBe('This cluster is not eligible for an Advanced SQL Warehouse');
  });

  it('reads the two flags from the cluster, with defaults while absent', () => {
    expect(typeContextOf({}, [])).toEqual({ subClusters: [], enableBusinessUserNotebook: false, isIncortaXEligible: true });
    expect(typeContextOf({ enableBusinessUserNotebook: true, isIncortaXEligible: false }, [])).toMatchObject({
      enableBusinessUserNotebook: true,
      isIncortaXEligible: false,
    });
  });
});

describe('IPU and statuses (doc 2 §4, §9)', () => {
  it('IPU is ipu times nodes', () => {
    expect(subClusterIpu({ ipu: 8, nodes: 3 })).toBe(24);
  });

  it('polls while any sub-cluster is on its way somewhere', () => {
    expect(anySubClusterMoving([sub(), sub({ status: 'disconnected' })])).toBe(false);
    for (const status of ['creating', 'starting', 'updating', 'stopping', 'deleting'] as const) {
      expect(anySubClusterMoving([sub({ status })])).toBe(true);
    }
  });

  it('Disconnect when running, Connect when disconnected', () => {
    expect(connectionAction(sub())).toBe('disconnect');
    expect(connectionAction(sub({ status: 'disconnected', state: 'disconnected' }))).toBe('connect');
    expect(connectionAction(sub({ status: 'stopping', state: 'disconnected' }))).toBe('connect');
  });
});

describe('actions (doc 2 §6, §8)', () => {
  it('subClusterPolicy: create shows create, update edit and scale (and the connection), delete remove', () => {
    for (const role of ['owner', 'accountAdmin'] as const) {
      for (const action of ['create', 'edit', 'scale', 'connect', 'disconnect', 'remove', 'open'] as const) {
        expect(showsAction(policyFor(role), action)).toBe(true);
      }
    }
    for (const role of ['developer', 'accountManager', 'incorta-admin'] as const) {
      expect(['create', 'edit', 'scale', 'remove'].map((a) => showsAction(policyFor(role), a as 'create'))).toEqual([false, false, false, false]);
      expect(showsAction(policyFor(role), 'open')).toBe(true);
    }
  });

  it('the exact refusals', () => {
    expect(subClusterRefusal('create', false, null)).toBe('Connect your cluster to create a new Self-Managed Cluster');
    expect(subClusterRefusal('create', true, null)).toBeNull();
    for (const action of ['edit', 'scale', 'remove'] as const) {
      expect(subClusterRefusal(action, false, sub())).toBe('Cluster Must be running');
      expect(subClusterRefusal(action, true, sub())).toBeNull();
      expect(subClusterRefusal(action, true, sub({ status: 'updating' }))).toBe("You can't make actions on Self-Managed Cluster");
    }
    expect(subClusterRefusal('open', true, sub({ status: 'disconnected' }))).toBe('Self-Managed Cluster Must be running!');
    expect(subClusterRefusal('open', false, sub())).toBeNull();
    expect(subClusterRefusal('connect', false, sub({ status: 'disconnected' }))).toBe('Cluster Must be running');
    expect(subClusterRefusal('connect', true, sub({ status: 'disconnected' }))).toBeNull();
    // Disconnecting a running sub-cluster does not need its cluster running.
    expect(subClusterRefusal('disconnect', false, sub())).toBeNull();
    expect(SUB_CLUSTER_REFUSALS.noActions).toBe("You can't make actions on Self-Managed Cluster");
  });

  it("the deletion's notice is the spec's", () => {
    expect(SUB_CLUSTER_NOTICES.deleted).toBe('Self-Managed Cluster Deleted');
  });
});
