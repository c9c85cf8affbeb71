/** Self-managed (sub-)clusters of a cluster (doc 2 §3). */
import type Database from 'better-sqlite3';
import type { SubCluster } from '../../../src/api/types';

export function subClustersOf(_db: Database.Database, _instanceId: string): SubCluster[] {
  return [];
}
