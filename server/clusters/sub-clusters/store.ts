/**
 * Self-managed (sub-)clusters of a cluster (doc 2 §3): reading and writing the family's table. The detail
 * answer (`subClusters`), the services family (the sub-cluster nodes), the routes and the simulator all go
 * through here.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db';
import type { SubCluster } from '../../../src/contract/types';
import { sizeById, SIZES } from '../catalog';
import { hostNameOf } from '../store';
import type { SubClusterRow } from './schema';

/** Phase lengths in simulated ms (the clock's speed turns them into real ones). */
export const SUB_CLUSTER_PHASES = {
  creating: 3 * 60_000,
  starting: 2 * 60_000,
  updating: 2 * 60_000,
  stopping: 60_000,
  deleting: 60_000,
} as const;

export function toSubCluster(row: SubClusterRow): SubCluster {
  const size = sizeById(row.size_id) ?? SIZES[0];
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    nodes: row.nodes,
    ipu: size?.ipu ?? 0,
    sizeDisplayName: size?.displayName ?? row.size_id,
    sizeID: row.size_id,
    status: row.status,
    url: `https://${hostNameOf(row.name)}/incorta/`,
    configs: row.type === 'analytics' ? { fallbackAnalytics: row.fallback_analytics === 1 } : {},
    state: row.state,
  };
}

export function subClusterRowsOf(db: Database, instanceId: string): SubClusterRow[] {
  return db.prepare('SELECT * FROM sub_clusters WHERE instance_id = ? ORDER BY created_at, name').all(instanceId) as SubClusterRow[];
}

/** The cluster's sub-clusters, oldest first. */
export function subClustersOf(db: Database, instanceId: string): SubCluster[] {
  return subClusterRowsOf(db, instanceId).map(toSubCluster);
}

export function findSubCluster(db: Database, instanceId: string, id: string): SubClusterRow | null {
  return (db.prepare('SELECT * FROM sub_clusters WHERE instance_id = ? AND id = ?').get(instanceId, id) as SubClusterRow | undefined) ?? null;
}

export function isSubClusterNameTaken(db: Database, instanceId: string, fullName: string): boolean {
  return db.prepare('SELECT 1 FROM sub_clusters WHERE instance_id = ? AND name = ? COLLATE NOCASE').get(instanceId, fullName) !== undefined;
}

export interface NewSubCluster {
  instanceId: string;
  name: string;
  type: SubClusterRow['type'];
  fallbackAnalytics: boolean;
  sizeId: string;
  nodes: number;
  /** Real epoch ms. */
  now: number;
  /** Real epoch ms the creation ends; null: created running at once (the seed). */
  phaseEndsAt: number | null;
}

export function insertSubCluster(db: Database, sub: NewSubCluster): SubClusterRow {
  const id = randomUUID();
  db.prepare(
    `INSERT INTO sub_clusters (id, instance_id, name, type, fallback_analytics, size_id, nodes, status, state, phase_ends_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'connected', ?, ?)`,
  ).run(
    id,
    sub.instanceId,
    sub.name,
    sub.type,
    sub.fallbackAnalytics ? 1 : 0,
    sub.sizeId,
    sub.nodes,
    sub.phaseEndsAt === null ? 'running' : 'creating',
    sub.phaseEndsAt,
    sub.now,
  );
  const row = findSubCluster(db, sub.instanceId, id);
  if (!row) throw new Error('The sub-cluster just inserted is missing');
  return row;
}

/** Moves a sub-cluster into a phase (or a settled status with `endsAt` null); answers it as it now is. */
export function setPhase(
  db: Database,
  row: SubClusterRow,
  change: { status: SubClusterRow['status']; state?: SubClusterRow['state']; endsAt: number | null; sizeId?: string; nodes?: number },
): SubClusterRow {
  db.prepare('UPDATE sub_clusters SET status = ?, state = ?, phase_ends_at = ?, size_id = ?, nodes = ? WHERE id = ?').run(
    change.status,
    change.state ?? row.state,
    change.endsAt,
    change.sizeId ?? row.size_id,
    change.nodes ?? row.nodes,
    row.id,
  );
  const next = findSubCluster(db, row.instance_id, row.id);
  if (!next) throw new Error('The sub-cluster just changed is missing');
  return next;
}

export function deleteSubCluster(db: Database, id: string): void {
  db.prepare('DELETE FROM sub_clusters WHERE id = ?').run(id);
}

/**
 * Demo data: the running sub-clusters a seeded cluster starts with (a line in server/clusters/seed.ts calls it
 * for a running cluster). Does nothing if the cluster already has sub-clusters.
 */
export function seedSubClusters(db: Database, instanceId: string, clusterName: string, now: number): void {
  if (subClusterRowsOf(db, instanceId).length > 0) return;
  insertSubCluster(db, {
    instanceId,
    name: `${clusterName}-etl`,
    type: 'loader',
    fallbackAnalytics: false,
    sizeId: 'size-medium',
    nodes: 2,
    now,
    phaseEndsAt: null,
  });
}
