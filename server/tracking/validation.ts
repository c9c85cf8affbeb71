/**
 * What the stand-in scripts may record (POST /api/tracking/stand-ins/events) and the test hooks' bodies.
 * Server-only: the app never sends these; the stand-ins do.
 */
import * as v from 'valibot';
import { STAND_IN_EVENT_KINDS, STAND_IN_PROVIDERS, type StandInProvider } from './stand-ins';

export const TRACKING_MESSAGES = {
  provider: `provider must be one of ${STAND_IN_PROVIDERS.join(', ')}`,
  kind: 'kind is not an event this provider records',
  userId: 'userId must be a string of at most 100 characters, or null',
  detail: 'detail must be an object of short strings, numbers, booleans or nulls, or null',
  enabled: 'enabled must be true or false',
  email: 'email is required',
  userConsent: 'userConsent must be accept, reject or null',
  standInsOff: 'The tracking stand-ins are off (TRACKING_STAND_INS, or PUT /api/_emulator/tracking/stand-ins)',
  unknownScript: 'No such stand-in script',
  unknownUser: 'No user with this email',
} as const;

const ALL_KINDS = [...new Set(Object.values(STAND_IN_EVENT_KINDS).flat())];

const detailValue = v.union([v.pipe(v.string(), v.maxLength(200)), v.number(), v.boolean(), v.null()]);

export const standInEventSchema = v.pipe(
  v.object({
    provider: v.picklist(STAND_IN_PROVIDERS, TRACKING_MESSAGES.provider),
    kind: v.picklist(ALL_KINDS, TRACKING_MESSAGES.kind),
    userId: v.optional(v.nullable(v.pipe(v.string(TRACKING_MESSAGES.userId), v.maxLength(100, TRACKING_MESSAGES.userId))), null),
    detail: v.optional(
      v.nullable(
        v.pipe(
          v.record(v.string(), detailValue, TRACKING_MESSAGES.detail),
          v.check((record) => Object.keys(record).length <= 10, TRACKING_MESSAGES.detail),
        ),
      ),
      null,
    ),
  }),
  v.forward(
    v.check(
      ({ provider, kind }) => (STAND_IN_EVENT_KINDS[provider as StandInProvider] as readonly string[]).includes(kind),
      TRACKING_MESSAGES.kind,
    ),
    ['kind'],
  ),
);

export type StandInEvent = v.InferOutput<typeof standInEventSchema>;

export const standInsSwitchSchema = v.object({ enabled: v.boolean(TRACKING_MESSAGES.enabled) });

export const consentResetSchema = v.object({
  email: v.pipe(v.string(TRACKING_MESSAGES.email), v.trim(), v.minLength(1, TRACKING_MESSAGES.email)),
  userConsent: v.union([v.picklist(['accept', 'reject']), v.null()], TRACKING_MESSAGES.userConsent),
});
