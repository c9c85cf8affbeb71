/**
 * The snooze calls' bodies (issue 28, ours): PUT …/alert-snooze { length, timeZone } from the page, and the
 * alert's Snooze button's POST /api/alerts/snooze { token } from the service worker. The emulator parses
 * them with these schemas (400 in the doc 1 §8 shape).
 */
import * as v from 'valibot';
import { isSnoozeLength, isTimeZone, SNOOZE_LENGTHS, type SnoozeLength } from '../alert-snooze';
import { present, requiredField } from './common';

export const SNOOZE_PAYLOAD_MESSAGES = {
  lengthInvalid: `length must be one of: ${SNOOZE_LENGTHS.join(', ')}`,
  timeZoneInvalid: 'timeZone must be an IANA time zone, e.g. Europe/Berlin',
  tokenTooLong: 'token must be at most 128 characters',
} as const;

const token = v.pipe(requiredField('token'), v.maxLength(128, SNOOZE_PAYLOAD_MESSAGES.tokenTooLong));
const timeZone = present(v.pipe(v.unknown(), v.check(isTimeZone, SNOOZE_PAYLOAD_MESSAGES.timeZoneInvalid), v.transform((value) => value as string)));

export const snoozePayloadSchema = v.object({
  length: present(v.pipe(v.unknown(), v.check(isSnoozeLength, SNOOZE_PAYLOAD_MESSAGES.lengthInvalid), v.transform((value) => value as SnoozeLength))),
  timeZone,
});

export type SnoozeInput = v.InferOutput<typeof snoozePayloadSchema>;

/** The alert's Snooze button: its capability and the device's time zone (the answer says the end on its clock). */
export const snoozeActionPayloadSchema = v.object({ token, timeZone });

/** The worker's refresh of an alert's page: the alert's read capability. */
export const alertRefreshPayloadSchema = v.object({ token });
