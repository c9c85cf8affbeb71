/**
 * Per-node disk use of one cluster (doc 2 §2 main tab, §7 GET users/{userId}/instances/{clusterName}/nodes):
 * every analytics and loader node and the CMC, each with its disk and what is left of it, in GB. Nodes
 * report only while the cluster runs; otherwise the list is empty (the page says 'No node data available').
 */
import type { Hono } from 'hono';
import type { ClusterNode, ClusterNodesResponse } from '../../../src/contract/types';
import type { ClusterEnv } from '../kit';
import { usedShare } from '../detail/instance-detail';
import type { InstanceRow } from '../schema';
import { clusterStatus } from '../store';

/** The CMC keeps its own small disk. */
const CMC_DISK_GB = 50;

function node(row: InstanceRow, type: ClusterNode['type'], index: number, diskSize: number): ClusterNode {
  const name = `${row.name}-${type}-${index}`;
  return { name, type, diskSize, availabeSize: Math.round(diskSize * (1 - usedShare(`${row.id}:${name}`))) };
}

export function nodesOf(row: InstanceRow): ClusterNode[] {
  if (clusterStatus(row) !== 'running') return [];
  return [
    ...Array.from({ length: row.analytics_nodes }, (_, i) => node(row, 'analytics', i, row.dsize)),
    ...Array.from({ length: row.loader_nodes }, (_, i) => node(row, 'loader', i, row.dsize)),
    node(row, 'cmc', 0, CMC_DISK_GB),
  ];
}

export function nodesRoutes(cluster: Hono<ClusterEnv>): void {
  cluster.get('/nodes', (c) => c.json<ClusterNodesResponse>({ nodes: nodesOf(c.get('cluster').row) }));
}
