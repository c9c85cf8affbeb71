/**
 * Clusters for the consumption page's tests and bench: copies of a seeded cluster row under another owner,
 * name and age, inserted straight into the emulator's database (no shared seed file changes). The copy keeps
 * the source's sizes and nodes, so its use is the same derivation (server/clusters/consumption/usage.ts).
 */
import type { EmulatorContext } from '../../server/context';
import type { InstanceRow } from '../../server/clusters/schema';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';

const DAY_MS = 86_400_000;

export interface ConsumptionClusterSeed {
  id: string;
  name: string;
  ownerUuid: string;
  /** Days since its creation (default 400: more than a year of history). */
  ageDays?: number;
  /** Always on (runs 24 h a day) or sleeps (default: always on). */
  alwaysOn?: boolean;
}

export function addConsumptionClusters(ctx: EmulatorContext, seeds: readonly ConsumptionClusterSeed[]): void {
  const source = ctx.db.prepare('SELECT * FROM instances WHERE id = ?').get(SEED_INSTANCE_IDS.salesAnalytics) as InstanceRow;
  const columns = Object.keys(source);
  const insert = ctx.db.prepare(
    `INSERT INTO instances (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const now = ctx.clock.now();
  ctx.db.transaction(() => {
    for (const seed of seeds) {
      insert.run({
        ...source,
        id: seed.id,
        name: seed.name,
        owner_uuid: seed.ownerUuid,
        sleeppable: seed.alwaysOn === false ? 1 : 0,
        created_at: new Date(now - (seed.ageDays ?? 400) * DAY_MS).toISOString(),
      });
    }
  })();
}

/** Lets `userUuid` see `instanceId` with a cluster role (accountAdmin, developer or accountManager). */
export function addClusterRole(ctx: EmulatorContext, instanceId: string, userUuid: string, role = 'accountManager'): void {
  ctx.db.prepare('INSERT OR IGNORE INTO cluster_roles (instance_id, user_uuid, role) VALUES (?, ?, ?)').run(instanceId, userUuid, role);
}
