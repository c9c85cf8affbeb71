/**
 * The Keep awake call's body (ours, not in the spec): `{ token }`, the capability an idle-warning push alert
 * carries. The service worker sends it; the emulator parses it with this schema (400 in the doc 1 §8 shape).
 */
import * as v from 'valibot';
import { requiredField } from './common';

export const KEEP_AWAKE_PAYLOAD_MESSAGES = {
  tokenRequired: 'token is required',
  tokenTooLong: 'token must be at most 128 characters',
} as const;

export const keepAwakePayloadSchema = v.object({
  token: v.pipe(requiredField('token'), v.maxLength(128, KEEP_AWAKE_PAYLOAD_MESSAGES.tokenTooLong)),
});

export type KeepAwakeInput = v.InferOutput<typeof keepAwakePayloadSchema>;
