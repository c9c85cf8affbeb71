/** Autoscaling as the instance carries it (doc 2 §3). */
import type Database from 'better-sqlite3';
import type { ScalingState } from '../../../src/api/types';
import type { InstanceRow } from '../schema';

export function scalingOf(_db: Database.Database, _row: InstanceRow): ScalingState {
  return {
    autoscale: { enabled: false, requestDelay: 60, coolDelay: 600, rejectedQueriesUp: 5, rejectedQueriesDown: 0, consecutiveQueries: 3 },
    clusterScalingNodes: [],
  };
}
