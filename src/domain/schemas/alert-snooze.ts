/**
 * The snooze calls' bodies (issue 28, ours): PUT …/alert-snooze { length, timeZone } from the page, and the
 * alert's Snooze button's POST /api/alerts/snooze { token } from the service worker. The emulator parses
 * them with these schemas (400 in the doc 1 §8 shape).
 */
import * as v from 'valibot';
import { isSnoozeLength, isTimeZone, SNOOZE_LENGTHS, type SnoozeLength } from '../alert-snooze';
import { isClockTime } from '../quiet-hours';
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

export const QUIET_HOURS_MESSAGES = {
  endpointRequired: 'endpoint is required',
  startInvalid: 'quietHours.start must be a time HH:MM',
  endInvalid: 'quietHours.end must be a time HH:MM',
  sameTimes: 'quietHours.end must differ from quietHours.start',
  required: 'quietHours must be { start, end, timeZone }, or null to turn quiet hours off',
} as const;

const clockTime = (message: string) => present(v.pipe(v.unknown(), v.check(isClockTime, message), v.transform((value) => value as string)));

/** PUT …/push-subscriptions/quiet-hours: the device's window, or null to turn quiet hours off. */
export const quietHoursPayloadSchema = v.object({
  endpoint: requiredField('endpoint'),
  quietHours: present(
    v.nullable(
      v.pipe(
        v.object(
          { start: clockTime(QUIET_HOURS_MESSAGES.startInvalid), end: clockTime(QUIET_HOURS_MESSAGES.endInvalid), timeZone },
          QUIET_HOURS_MESSAGES.required,
        ),
        v.forward(
          v.check((q) => q.start !== q.end, QUIET_HOURS_MESSAGES.sameTimes),
          ['end'],
        ),
      ),
    ),
  ),
});
