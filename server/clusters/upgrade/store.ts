/**
 * Reading and writing the update family's state (upgrade/schema.ts): a cluster's settings (byBuildNumber,
 * lockedActions), the update it is going through, and its pending updates. The routes, the cluster's detail
 * answer and the simulator all go through here.
 */
import type { Database } from '../../db';
import type { ByBuildNo, PendingUpdate, UpgradeInProgress, UpgradePayload } from '../../../src/contract/types';
import { compareVersions } from '../../../src/domain/create-cluster';
import { pendingUpdateValue, readPendingUpdate, SELF_UPGRADE } from '../../../src/domain/upgrade';
import { RELEASES } from '../catalog';
import type { InstanceRow } from '../schema';
import type { InstanceSettingsRow, InstanceUpgradeRow, PendingUpdateRow } from './schema';

/** The releases newer than the cluster's, newest first; none for a custom build (it is off the release line). */
export function availableUpgradesOf(row: Pick<InstanceRow, 'image' | 'custom_build'>): string[] {
  return row.custom_build === 1 ? [] : RELEASES.filter((release) => compareVersions(release, row.image) > 0);
}

export interface InstanceSettings {
  byBuildNumber: boolean;
  lockedActions: string[];
}

function lockedList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

export function settingsOf(db: Database, instanceId: string): InstanceSettings {
  const row = db.prepare('SELECT * FROM instance_settings WHERE instance_id = ?').get(instanceId) as InstanceSettingsRow | undefined;
  if (!row) return { byBuildNumber: false, lockedActions: [] };
  return { byBuildNumber: row.by_build_number === 1, lockedActions: lockedList(row.locked_actions) };
}

/** Sets what the platform decides for a cluster (the seed, and tests standing in for the platform). */
export function setSettings(db: Database, instanceId: string, settings: Partial<InstanceSettings>): void {
  const next = { ...settingsOf(db, instanceId), ...settings };
  db.prepare(
    `INSERT INTO instance_settings (instance_id, by_build_number, locked_actions) VALUES (?, ?, ?)
     ON CONFLICT(instance_id) DO UPDATE SET by_build_number = excluded.by_build_number, locked_actions = excluded.locked_actions`,
  ).run(instanceId, next.byBuildNumber ? 1 : 0, JSON.stringify(next.lockedActions));
}

export function isLocked(db: Database, instanceId: string): boolean {
  return settingsOf(db, instanceId).lockedActions.includes(SELF_UPGRADE);
}

const flag = (byBuildNo: ByBuildNo): 0 | 1 => (byBuildNo === 'true' ? 1 : 0);
const wireFlag = (value: 0 | 1): ByBuildNo => (value === 1 ? 'true' : 'false');

// --- The update under way ------------------------------------------------------------------------

export function upgradeUnderWay(db: Database, instanceId: string): InstanceUpgradeRow | null {
  return (db.prepare('SELECT * FROM instance_upgrades WHERE instance_id = ?').get(instanceId) as InstanceUpgradeRow | undefined) ?? null;
}

export function toInProgress(row: InstanceUpgradeRow): UpgradeInProgress {
  return { version: row.version, byBuildNo: wireFlag(row.by_build_no) };
}

/**
 * The cluster starts its update: services restart ('starting', 'loading') until `endsAt` (real epoch ms),
 * when the simulator puts it on the new version. The caller records the notice.
 */
export function beginUpgrade(db: Database, instanceId: string, change: UpgradePayload, now: number, endsAt: number): void {
  db.prepare(
    `INSERT INTO instance_upgrades (instance_id, version, by_build_no, started_at) VALUES (?, ?, ?, ?)`,
  ).run(instanceId, change.version, flag(change.byBuildNo), new Date(now).toISOString());
  db.prepare(`UPDATE instances SET status = 'starting', service_status = 'loading', phase_ends_at = ?, last_activity_at = ? WHERE id = ?`).run(
    endsAt,
    now,
    instanceId,
  );
}

/** The update is done: the cluster runs the new version (a build number is a custom build). */
export function finishUpgrade(db: Database, upgrade: InstanceUpgradeRow, at: number): void {
  db.prepare(
    `UPDATE instances SET image = ?, custom_build = ?, status = 'running', service_status = 'running', phase_ends_at = NULL,
       running_at = COALESCE(running_at, ?), last_activity_at = ? WHERE id = ?`,
  ).run(upgrade.version, upgrade.by_build_no, new Date(at).toISOString(), at, upgrade.instance_id);
  db.prepare('DELETE FROM instance_upgrades WHERE instance_id = ?').run(upgrade.instance_id);
}

/**
 * Clusters that left their update phase before it ended (disconnected while updating) keep the update as a
 * pending one, applied at their next start. Returns how many were put back.
 */
export function requeueInterrupted(db: Database, at: number): number {
  const interrupted = db
    .prepare(
      `SELECT u.* FROM instance_upgrades u JOIN instances i ON i.id = u.instance_id WHERE i.status <> 'starting'`,
    )
    .all() as InstanceUpgradeRow[];
  for (const upgrade of interrupted) {
    insertPending(db, upgrade.instance_id, { version: upgrade.version, byBuildNo: wireFlag(upgrade.by_build_no) }, at);
    db.prepare('DELETE FROM instance_upgrades WHERE instance_id = ?').run(upgrade.instance_id);
  }
  return interrupted.length;
}

// --- Pending updates -----------------------------------------------------------------------------

export function toPendingUpdate(row: PendingUpdateRow): PendingUpdate {
  return { id: String(row.id), kind: row.kind, value: row.value, createdAt: row.created_at };
}

export function pendingOf(db: Database, instanceId: string): PendingUpdateRow[] {
  return db.prepare('SELECT * FROM pending_updates WHERE instance_id = ? ORDER BY id').all(instanceId) as PendingUpdateRow[];
}

export function findPending(db: Database, instanceId: string, id: string): PendingUpdateRow | null {
  if (!/^[1-9][0-9]{0,15}$/.test(id)) return null;
  return (
    (db.prepare('SELECT * FROM pending_updates WHERE instance_id = ? AND id = ?').get(instanceId, Number(id)) as
      | PendingUpdateRow
      | undefined) ?? null
  );
}

export function insertPending(db: Database, instanceId: string, change: UpgradePayload, at: number): PendingUpdateRow {
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO pending_updates (instance_id, kind, value, created_at) VALUES (?, 'UPGRADE_VERSION', ?, ?)`)
    .run(instanceId, pendingUpdateValue({ version: change.version, byBuildNo: change.byBuildNo }), new Date(at).toISOString());
  return db.prepare('SELECT * FROM pending_updates WHERE id = ?').get(lastInsertRowid) as PendingUpdateRow;
}

export function deletePending(db: Database, id: number): void {
  db.prepare('DELETE FROM pending_updates WHERE id = ?').run(id);
}

/**
 * The pending update a start of the cluster applies: the oldest one whose value reads as a version change.
 * None while the cluster's updates are locked (it stays pending, and may be cancelled).
 */
export function nextPendingChange(db: Database, instanceId: string): { id: number; change: UpgradePayload } | null {
  if (isLocked(db, instanceId)) return null;
  for (const row of pendingOf(db, instanceId)) {
    const view = readPendingUpdate(toPendingUpdate(row));
    if (view) return { id: row.id, change: { version: view.version, byBuildNo: view.byBuildNumber ? 'true' : 'false' } };
  }
  return null;
}
