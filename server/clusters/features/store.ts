/** The cluster's feature switches as the instance carries them (doc 2 §3). */
import type Database from 'better-sqlite3';
import type { FeatureFlags } from '../../../src/api/types';
import type { InstanceRow } from '../schema';

export function featuresOf(_db: Database.Database, _row: InstanceRow): FeatureFlags {
  return { incortaXEnabled: false };
}
