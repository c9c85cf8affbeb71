/**
 * In-app notifications (doc 1 §3, §4, §7): the owner's list, newest first, with hasUnRead, and marking read.
 * The lifecycle simulator and the cluster calls write them (kit.write's notify, store.recordNotice).
 */
import type { Database } from '../../db';
import type { Hono } from 'hono';
import type { MessageResponse, NotificationsResponse } from '../../../src/contract/types';
import { readNotificationsSchema } from '../../../src/domain/schemas/notifications';
import { body } from '../../validate';
import type { ApiEnv, EmulatorContext } from '../../context';
import { userScope, write } from '../kit';
import { CLUSTER_MESSAGES } from '../messages';
import type { NotificationRow } from '../schema';
import { NOTIFICATION_LIST_LIMIT, toNotification } from '../store';

/** The list a user reads, newest first; narrowed to one cluster with `instanceName`. */
export function notificationsAnswer(db: Database, userId: string, instanceName?: string): NotificationsResponse {
  const rows = (
    instanceName
      ? db
          .prepare('SELECT * FROM notifications WHERE user_uuid = ? AND instance_name = ? ORDER BY id DESC LIMIT ?')
          .all(userId, instanceName, NOTIFICATION_LIST_LIMIT)
      : db.prepare('SELECT * FROM notifications WHERE user_uuid = ? ORDER BY id DESC LIMIT ?').all(userId, NOTIFICATION_LIST_LIMIT)
  ) as NotificationRow[];
  return { notifications: rows.map(toNotification), hasUnRead: rows.some((r) => r.read === 0) };
}

export function notificationRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  // ?instanceName= narrows the list to one cluster (the detail page's bell).
  api.get('/users/:userId/notifications', userScope(ctx), (c) => {
    return c.json(notificationsAnswer(db, c.get('user').uuid, c.req.query('instanceName')));
  });

  api.post('/notification/:userId/readNotifications', userScope(ctx), body(readNotificationsSchema), (c) => {
    const caller = c.get('user');
    const mark = db.prepare('UPDATE notifications SET read = 1 WHERE id = ? AND user_uuid = ?');
    write(ctx, () => {
      for (const id of c.var.body) mark.run(id, caller.uuid);
    });
    const answer: MessageResponse = { message: CLUSTER_MESSAGES.notificationsRead };
    return c.json(answer);
  });
}
