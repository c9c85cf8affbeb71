/**
 * Update (upgrade) a cluster's version (doc 2 §3, §4, §6, §7, §8), on the cluster sub-app:
 *
 *   PUT    …/upgrade { version, byBuildNo }        200 { message }: the update starts at once (running only)
 *   POST   …/pending { kind: UPGRADE_VERSION, change: { version, byBuildNo } }
 *                                                  201 { message, update }: applied at the next start
 *   GET    …/pending                               { updates, inProgress } (anyone with a role on the cluster)
 *   DELETE …/pending/{updateId}                    200 { message }: the pending update is cancelled
 *
 * Updating and cancelling need managementPolicy update (owner only, doc 2 §6); updating also the plan's
 * cluster_upgrade platform action, and no Self_Upgrade lock (403 'Update is currently locked for this
 * cluster.'). The state decides between the two calls (409 from the other one); the version must be one the
 * cluster is offered (availableUpgrades), or a build number where the cluster allows them (400 on the field).
 * The simulator (sim/lifecycle.ts) runs the update's phase and applies pending updates.
 */
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type {
  FieldError,
  MessageResponse,
  PendingUpdateCreatedResponse,
  PendingUpdatesResponse,
  UpgradePayload,
} from '../../../src/contract/types';
import { pendingUpdatePayloadSchema, upgradePayloadSchema } from '../../../src/domain/schemas/upgrade';
import { readPendingUpdate, upgradeStateRefusal, UPGRADE_NOTICES, UPGRADE_REFUSALS } from '../../../src/domain/upgrade';
import { releaseProblem, UPGRADE_MESSAGES } from '../../../src/domain/validation/upgrade';
import { HttpError, invalid } from '../../api-helpers';
import type { EmulatorContext } from '../../context';
import { body } from '../../validate';
import { can, type ClusterEnv, supports, write } from '../kit';
import { CLUSTER_MESSAGES, NOTICE_TEXTS } from '../messages';
import type { InstanceRow } from '../schema';
import { upgradingDuration } from '../lifecycle/phases';
import { clusterStatus } from '../store';
import {
  availableUpgradesOf,
  beginUpgrade,
  deletePending,
  findPending,
  insertPending,
  isLocked,
  pendingOf,
  settingsOf,
  toInProgress,
  toPendingUpdate,
  upgradeUnderWay,
} from './store';

/** The family's answers (ours, written the way the spec's messages read). */
export const UPGRADE_ANSWERS = {
  upgrading: UPGRADE_NOTICES.upgrading,
  scheduled: UPGRADE_NOTICES.scheduled,
  cancelled: (name: string, version: string) => `The update of ${name} to ${version} is cancelled`,
  pendingNotFound: 'This pending update does not exist or was already applied',
  connectedUpdatesNow: 'A connected cluster is updated at once, not scheduled',
} as const;

export function upgradeRoutes(cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  /** 403 with the spec's text while the cluster's updates are locked (doc 2 §4, §8). */
  const unlocked = createMiddleware<ClusterEnv>(async (c, next) => {
    if (isLocked(db, c.get('cluster').row.id)) throw new HttpError(403, UPGRADE_REFUSALS.locked);
    await next();
  });

  /** 409 unless the cluster's state allows the call: an update runs on a running cluster, a schedule on any other. */
  function checkState(row: InstanceRow, call: 'now' | 'schedule'): void {
    const status = clusterStatus(row);
    const refusal = upgradeStateRefusal(status, upgradeUnderWay(db, row.id) !== null);
    if (refusal) throw new HttpError(409, refusal);
    if (call === 'now' && status !== 'running') throw new HttpError(409, CLUSTER_MESSAGES.mustBeConnected);
    if (call === 'schedule' && status === 'running') throw new HttpError(409, UPGRADE_ANSWERS.connectedUpdatesNow);
    if (pendingOf(db, row.id).length > 0) throw new HttpError(409, UPGRADE_REFUSALS.alreadyScheduled);
  }

  /** 400 on the field unless the cluster may go to this version; `prefix` is where the call keeps the change. */
  function checkVersion(row: InstanceRow, change: UpgradePayload, prefix: '' | 'change.'): void {
    const error = (field: 'version' | 'byBuildNo', message: string): FieldError => ({ fieldName: `${prefix}${field}`, message });
    if (change.byBuildNo === 'true') {
      if (!settingsOf(db, row.id).byBuildNumber) throw invalid([error('byBuildNo', UPGRADE_MESSAGES.byBuildNumberOff)]);
      if (change.version === row.image) throw invalid([error('version', UPGRADE_MESSAGES.sameVersion(change.version))]);
      return;
    }
    const problem = releaseProblem(change.version, availableUpgradesOf(row));
    if (problem) throw invalid([error('version', problem)]);
  }

  cluster.get('/pending', (c) => {
    const { row } = c.get('cluster');
    const upgrade = upgradeUnderWay(db, row.id);
    return c.json<PendingUpdatesResponse>({
      updates: pendingOf(db, row.id).map(toPendingUpdate),
      inProgress: upgrade ? toInProgress(upgrade) : null,
    });
  });

  cluster.put(
    '/upgrade',
    can('managementPolicy', 'update'),
    supports('cluster_upgrade'),
    unlocked,
    body(upgradePayloadSchema),
    (c) => {
      const { row } = c.get('cluster');
      const change = c.var.body;
      checkState(row, 'now');
      checkVersion(row, change, '');
      const now = ctx.clock.now();
      write(ctx, (w) => {
        beginUpgrade(db, row.id, change, now, now + ctx.clock.realDelay(upgradingDuration()));
        w.notify(
          row,
          {
            event: 'UPGRADE_CLUSTER',
            kind: 'cluster.upgrading',
            title: 'Updating cluster',
            message: NOTICE_TEXTS.upgradeStarted(row.name, change.version),
          },
          now,
        );
      });
      return c.json<MessageResponse>({ message: UPGRADE_ANSWERS.upgrading(row.name, change.version) });
    },
  );

  cluster.post(
    '/pending',
    can('managementPolicy', 'update'),
    supports('cluster_upgrade'),
    unlocked,
    body(pendingUpdatePayloadSchema),
    (c) => {
      const { row } = c.get('cluster');
      const { change } = c.var.body;
      checkState(row, 'schedule');
      checkVersion(row, change, 'change.');
      const now = ctx.clock.now();
      const created = write(ctx, (w) => {
        const inserted = insertPending(db, row.id, change, now);
        w.notify(
          row,
          {
            event: 'SCHEDULE_UPGRADE',
            kind: 'cluster.upgrade-scheduled',
            title: 'Update scheduled',
            message: NOTICE_TEXTS.upgradeScheduled(row.name, change.version),
            eventType: 'info',
          },
          now,
        );
        return inserted;
      });
      return c.json<PendingUpdateCreatedResponse>(
        { message: UPGRADE_ANSWERS.scheduled(row.name, change.version), update: toPendingUpdate(created) },
        201,
      );
    },
  );

  cluster.delete('/pending/:updateId', can('managementPolicy', 'update'), (c) => {
    const { row } = c.get('cluster');
    const pending = findPending(db, row.id, c.req.param('updateId'));
    if (!pending) throw new HttpError(404, UPGRADE_ANSWERS.pendingNotFound);
    // An unreadable value can still be cancelled.
    const version = readPendingUpdate(toPendingUpdate(pending))?.version ?? '';
    write(ctx, (w) => {
      deletePending(db, pending.id);
      w.notify(row, {
        event: 'CANCEL_UPGRADE',
        kind: 'cluster.upgrade-cancelled',
        title: 'Update cancelled',
        message: NOTICE_TEXTS.upgradeCancelled(row.name, version),
        eventType: 'info',
      });
    });
    return c.json<MessageResponse>({ message: UPGRADE_ANSWERS.cancelled(row.name, version) });
  });
}

