/**
 * Marking notifications read (doc 1 §7: notification/{userId}/readNotifications). Either the list form
 * `{ notificationsIDs: [...] }` or the single-item `{ notificationId, userId }`; an id is an integer or
 * its decimal string. The parsed value is the list of ids.
 */
import * as v from 'valibot';

export const NOTIFICATION_MESSAGES = {
  idsRequired: 'notificationsIDs must be a list of notification ids',
} as const;

const notificationId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], NOTIFICATION_MESSAGES.idsRequired),
  v.integer(NOTIFICATION_MESSAGES.idsRequired),
);

export const readNotificationsSchema = v.pipe(
  v.object(
    {
      notificationsIDs: v.optional(v.array(notificationId, NOTIFICATION_MESSAGES.idsRequired)),
      notificationId: v.optional(notificationId),
    },
    NOTIFICATION_MESSAGES.idsRequired,
  ),
  v.forward(
    v.check((body) => body.notificationsIDs !== undefined || body.notificationId !== undefined, NOTIFICATION_MESSAGES.idsRequired),
    ['notificationsIDs'],
  ),
  v.transform((body): number[] => body.notificationsIDs ?? (body.notificationId === undefined ? [] : [body.notificationId])),
);
