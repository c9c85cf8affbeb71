import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { invitationAnswerSchema } from '../../src/domain/schemas/invitation';
import { readNotificationsSchema } from '../../src/domain/schemas/notifications';

const messages = (schema: Parameters<typeof v.safeParse>[0], input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', issue.message]);

describe('invitation answers (doc 1 §2, §7)', () => {
  it('need the invitee and the cluster', () => {
    expect(messages(invitationAnswerSchema, { userID: 'u-1', instanceID: 'i-1' })).toEqual([]);
    expect(messages(invitationAnswerSchema, {})).toEqual([
      ['userID', 'userID is required'],
      ['instanceID', 'instanceID is required'],
    ]);
    expect(messages(invitationAnswerSchema, { userID: 7, instanceID: '' })).toEqual([
      ['userID', 'userID is required'],
      ['instanceID', 'instanceID is required'],
    ]);
  });
});

describe('marking notifications read (doc 1 §7)', () => {
  it('takes the list form or the single-item form, ids as integers or their decimal strings', () => {
    expect(v.parse(readNotificationsSchema, { notificationsIDs: [3, '4'] })).toEqual([3, 4]);
    expect(v.parse(readNotificationsSchema, { notificationId: '9', userId: 'u-1' })).toEqual([9]);
  });

  it('refuses anything else on notificationsIDs', () => {
    expect(messages(readNotificationsSchema, {})).toEqual([['notificationsIDs', 'notificationsIDs must be a list of notification ids']]);
    expect(messages(readNotificationsSchema, { notificationsIDs: [1.5] })).toEqual([
      ['notificationsIDs.0', 'notificationsIDs must be a list of notification ids'],
    ]);
    expect(messages(readNotificationsSchema, { notificationsIDs: 'all' })).toEqual([
      ['notificationsIDs', 'notificationsIDs must be a list of notification ids'],
    ]);
  });
});
