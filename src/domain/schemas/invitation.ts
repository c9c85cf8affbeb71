/**
 * The two invitation answers (doc 1 §2, §7: users/acceptclusterinv, users/acceptownershiptransfer): the
 * body names the invitee and the cluster. The invitation page sends them from its link; the emulator
 * parses them with this schema (body(schema), a 400 in the doc 1 §8 shape).
 */
import * as v from 'valibot';
import { requiredText } from './common';

export const INVITATION_MESSAGES = {
  userIdRequired: 'userID is required',
  instanceIdRequired: 'instanceID is required',
} as const;

export const invitationAnswerSchema = v.config(
  v.object({
    userID: requiredText(INVITATION_MESSAGES.userIdRequired),
    instanceID: requiredText(INVITATION_MESSAGES.instanceIdRequired),
  }),
  { abortPipeEarly: true },
);
