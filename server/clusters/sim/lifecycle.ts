/**
 * The cluster lifecycle on the simulated clock (spec doc 1 §4, issue 3):
 *   creating (5–10 min) → running; connect → starting (≤ 5 min) → running;
 *   disconnect → stopping (~1 min) → sleeping; running and idle past its idle time → stopping (auto-suspend),
 *   warned once per idle period 10 simulated minutes before (a notice and push alert with a Keep awake action);
 *   update (doc 2 §4) → starting (services restart, 3–6 min) → running on the new version. A pending update is
 *   applied when a start (connect) ends: the cluster goes on starting through its update instead of running.
 *   A cluster that stops before its update ends keeps it as a pending update for its next start.
 * Phase lengths (lifecycle/phases.ts) are simulated time; the clock's speed turns them into real ones
 * (clock.realDelay), and every phase end is stored as the real instant it happens (`phase_ends_at`,
 * `last_activity_at`), so one pass of `advanceLifecycle` brings any database up to date, however long the
 * process was down. An auto-suspend begins a disconnect as the route does (lifecycle/service.ts).
 * A tick runs the pass in the background; reads run it too, so an answer never shows a stale phase.
 * The clock hook's jump moves the stored instants back (`fastForwardInstances`).
 */
import type { EmulatorContext, EmulatorEvent } from '../../context';
import { IDLE_WARNING_LEAD_MS } from '../../../src/domain/push';
import { IDLE_WARNING_KIND, withActions } from '../../push/payload';
import { HOUR_MS, idleTimeDisplay } from '../catalog';
import { autoSuspendAfter, idleWarningAfter, LIFECYCLE, upgradingDuration } from '../lifecycle/phases';
import { beginDisconnect } from '../lifecycle/service';
import { KEEP_AWAKE_NOTICES } from '../keep-awake/messages';
import { issueKeepAwakeToken, moveKeepAwakeBack, warnedFor } from '../keep-awake/store';
import { NOTICE_TEXTS } from '../messages';
import type { InstanceRow } from '../schema';
import { emitAll, recordNotice, type NotificationEvent, type NotificationType } from '../store';
import { SIM_FAMILIES } from './families';
import { beginUpgrade, deletePending, finishUpgrade, nextPendingChange, requeueInterrupted, upgradeUnderWay } from '../upgrade/store';

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The earliest due transition of one instance at `now`, applied; false when nothing is due. */
function step(ctx: EmulatorContext, row: InstanceRow, now: number, events: EmulatorEvent[]): boolean {
  const { db } = ctx;
  const notice = (event: NotificationEvent, kind: string, title: string, message: string, at: number, eventType: NotificationType = 'success'): void => {
    events.push(
      recordNotice(db, {
        userId: row.owner_uuid,
        instanceName: row.name,
        event,
        eventType,
        message,
        kind,
        title,
        at,
      }),
    );
  };

  if (row.phase_ends_at !== null && row.phase_ends_at <= now) {
    const at = row.phase_ends_at;
    if (row.status === 'starting') {
      // The end of an update: the cluster runs the new version.
      const upgrade = upgradeUnderWay(db, row.id);
      if (upgrade) {
        finishUpgrade(db, upgrade, at);
        notice('UPGRADE_CLUSTER', 'cluster.running', 'Cluster updated', NOTICE_TEXTS.upgraded(row.name, upgrade.version), at);
        return true;
      }
      // The end of a connect with an update pending: the update starts instead of the cluster running.
      const pending = nextPendingChange(db, row.id);
      if (pending) {
        beginUpgrade(db, row.id, pending.change, at, at + ctx.clock.realDelay(upgradingDuration()));
        deletePending(db, pending.id);
        notice(
          'UPGRADE_CLUSTER',
          'cluster.upgrading',
          'Updating cluster',
          NOTICE_TEXTS.upgradeStarted(row.name, pending.change.version),
          at,
          'info',
        );
        return true;
      }
    }
    if (row.status === 'creating' || row.status === 'starting') {
      db.prepare(
        `UPDATE instances SET status = 'running', service_status = 'running', phase_ends_at = NULL,
           running_at = COALESCE(running_at, ?), last_activity_at = ? WHERE id = ?`,
      ).run(iso(at), at, row.id);
      if (row.status === 'creating') {
        notice('CREATE_CLUSTER', 'cluster.running', 'Cluster created', NOTICE_TEXTS.created(row.name), at);
      } else {
        notice('CONNECT_CLUSTER', 'cluster.running', 'Cluster connected', NOTICE_TEXTS.connected(row.name), at);
      }
      return true;
    }
    if (row.status === 'stopping') {
      db.prepare(
        `UPDATE instances SET status = 'sleeping', service_status = 'disconnected', phase_ends_at = NULL,
           last_activity_at = ? WHERE id = ?`,
      ).run(at, row.id);
      notice('DISCONNECT_CLUSTER', 'cluster.disconnected', 'Cluster disconnected', NOTICE_TEXTS.disconnected(row.name), at);
      return true;
    }
    // A phase end on a settled status is stale: drop it.
    db.prepare('UPDATE instances SET phase_ends_at = NULL WHERE id = ?').run(row.id);
    return true;
  }

  if (row.status === 'running' && row.sleeppable === 1 && row.corrupted === 0 && row.phase_ends_at === null) {
    const suspendAt = row.last_activity_at + autoSuspendAfter(ctx, row.idle_time);
    if (suspendAt <= now) {
      beginDisconnect(ctx, row.id, suspendAt);
      notice(
        'AUTO_SUSPEND',
        'cluster.stopping',
        'Cluster auto-suspended',
        NOTICE_TEXTS.autoSuspended(row.name, idleTimeDisplay(row.idle_time)),
        suspendAt,
      );
      return true;
    }
    // Once per idle period (keyed by the last activity it counts from), and only while it can still help.
    const warnAt = row.last_activity_at + idleWarningAfter(ctx, row.idle_time);
    if (warnAt <= now && !warnedFor(db, row.id, row.last_activity_at)) {
      const token = issueKeepAwakeToken(db, row.id, row.last_activity_at, suspendAt);
      const warning = recordNotice(db, {
        userId: row.owner_uuid,
        instanceName: row.name,
        event: KEEP_AWAKE_NOTICES.warningEvent,
        eventType: 'info',
        message: KEEP_AWAKE_NOTICES.warning(row.name),
        kind: IDLE_WARNING_KIND,
        title: KEEP_AWAKE_NOTICES.warningTitle,
        at: warnAt,
      });
      events.push(withActions(warning, [{ action: 'keep-awake', token }]));
      return true;
    }
  }
  return false;
}

/**
 * Applies every transition due at the clock's now, in time order per cluster, in one transaction, then
 * emits their events. Returns how many transitions ran.
 */
export function advanceLifecycle(ctx: EmulatorContext): number {
  const now = ctx.clock.now();
  const events: EmulatorEvent[] = [];
  let applied = 0;
  ctx.db.transaction(() => {
    applied += requeueInterrupted(ctx.db, now);
    const candidates = ctx.db
      .prepare(
        `SELECT id FROM instances
         WHERE (phase_ends_at IS NOT NULL AND phase_ends_at <= @now)
            OR (status = 'running' AND sleeppable = 1 AND corrupted = 0 AND phase_ends_at IS NULL
                AND last_activity_at + MAX(idle_time * @hour, @floor) * MAX(0.0, 1.0 - @lead / MAX(idle_time * @simHour, 1.0)) <= @now
                AND (last_activity_at + MAX(idle_time * @hour, @floor) <= @now
                     OR NOT EXISTS (SELECT 1 FROM keep_awake_tokens k
                                    WHERE k.instance_id = instances.id AND k.idle_since = instances.last_activity_at)))`,
      )
      // @hour is a real idle hour at this speed (a float: SQLite must not divide integers here). The second
      // line is the idle warning's instant (idleWarningAfter), the third skips clusters already warned.
      .all({
        now,
        hour: HOUR_MS / ctx.clock.speed,
        floor: LIFECYCLE.autoSuspendMinRealMs,
        lead: IDLE_WARNING_LEAD_MS,
        simHour: HOUR_MS,
      }) as { id: string }[];
    const select = ctx.db.prepare('SELECT * FROM instances WHERE id = ?');
    for (const { id } of candidates) {
      // A cluster may owe several transitions after a long jump (running → stopping → sleeping).
      for (let guard = 0; guard < 8; guard += 1) {
        const row = select.get(id) as InstanceRow | undefined;
        if (!row || !step(ctx, row, now, events)) break;
        applied += 1;
      }
    }
    for (const family of SIM_FAMILIES) applied += family.advance(ctx, now, events);
  })();
  emitAll(ctx, events);
  return applied;
}

/**
 * The clock hook's jump: every cluster's stored instants move `realMs` back, so what is in progress
 * (a phase end, an idle countdown) comes `realMs` sooner and each cluster's own history stays in order
 * (created before it ran, ran before it slept). Nothing moves into the future. Then applies what is due.
 */
export function fastForwardInstances(ctx: EmulatorContext, realMs: number): void {
  if (realMs > 0) {
    ctx.db.transaction(() => {
      moveInstancesBack(ctx, realMs);
      moveKeepAwakeBack(ctx.db, realMs);
      for (const family of SIM_FAMILIES) family.moveBack(ctx, realMs);
    })();
  }
  advanceLifecycle(ctx);
}

function moveInstancesBack(ctx: EmulatorContext, realMs: number): void {
  const rows = ctx.db.prepare('SELECT id, created_at, running_at FROM instances').all() as Pick<
    InstanceRow,
    'id' | 'created_at' | 'running_at'
  >[];
  const back = (value: string) => iso(Date.parse(value) - realMs);
  const update = ctx.db.prepare(
    `UPDATE instances SET created_at = @created_at, running_at = @running_at,
       phase_ends_at = phase_ends_at - @realMs, last_activity_at = last_activity_at - @realMs WHERE id = @id`,
  );
  for (const row of rows) {
    update.run({
      id: row.id,
      created_at: back(row.created_at),
      running_at: row.running_at === null ? null : back(row.running_at),
      realMs,
    });
  }
}

/** Starts the background tick; returns its stop function. */
export function startLifecycle(ctx: EmulatorContext): () => void {
  const timer = setInterval(() => {
    if (!ctx.db.open) {
      clearInterval(timer);
      return;
    }
    try {
      advanceLifecycle(ctx);
    } catch (error) {
      // Keep simulating: one bad pass must not take the whole emulator down.
      process.stderr.write(`cluster lifecycle: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    }
  }, LIFECYCLE.tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
