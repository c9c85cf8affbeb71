/**
 * In-app notifications (doc 1 §3, §4, §7): the owner's list, newest first, with hasUnRead, and marking read.
 * The lifecycle simulator and the cluster calls write them (kit.write's notify, store.recordNotice).
 */
import type { Hono } from 'hono';
import type { MessageResponse, NotificationsResponse } from '../../../src/api/types';
import { invalid, ownUser, readJson } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { userScope } from '../kit';
import { CLUSTER_MESSAGES } from '../messages';
import type { NotificationRow } from '../schema';
import { NOTIFICATION_LIST_LIMIT, toNotification } from '../store';

/** The ids of either body form: `{ notificationsIDs: [...] }` or the single-item `{ notificationId, userId }`. */
function readIds(body: Record<string, unknown>): number[] {
  const raw = Array.isArray(body.notificationsIDs)
    ? (body.notificationsIDs as unknown[])
    : body.notificationId !== undefined
      ? [body.notificationId]
      : null;
  const ids = raw?.map((v) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN));
  if (!ids || ids.some((id) => !Number.isInteger(id))) {
    throw invalid([{ fieldName: 'notificationsIDs', message: CLUSTER_MESSAGES.notificationIdsRequired }]);
  }
  return ids;
}

export function notificationRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  // ?instanceName= narrows the list to one cluster (the detail page's bell).
  api.get('/users/:userId/notifications', userScope(ctx), (c) => {
    const caller = c.get('user');
    const instanceName = c.req.query('instanceName');
    const rows = (
      instanceName
        ? db
            .prepare('SELECT * FROM notifications WHERE user_uuid = ? AND instance_name = ? ORDER BY id DESC LIMIT ?')
            .all(caller.uuid, instanceName, NOTIFICATION_LIST_LIMIT)
        : db.prepare('SELECT * FROM notifications WHERE user_uuid = ? ORDER BY id DESC LIMIT ?').all(caller.uuid, NOTIFICATION_LIST_LIMIT)
    ) as NotificationRow[];
    const body: NotificationsResponse = {
      notifications: rows.map(toNotification),
      hasUnRead: rows.some((r) => r.read === 0),
    };
    return c.json(body);
  });

  api.post('/notification/:userId/readNotifications', async (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    const ids = readIds(await readJson(c));
    const mark = db.prepare('UPDATE notifications SET read = 1 WHERE id = ? AND user_uuid = ?');
    db.transaction(() => {
      for (const id of ids) mark.run(id, caller.uuid);
    })();
    const answer: MessageResponse = { message: CLUSTER_MESSAGES.notificationsRead };
    return c.json(answer);
  });
}
