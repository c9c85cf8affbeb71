/**
 * Scheduled event (spec doc 2 §5, §7): the call's schema, which the emulator parses the body with, and the
 * wizard's, built from the same rules (domain/scheduling.ts) with the clock and the cluster's counts in hand.
 * The call checks what needs neither: the event type, the start (required, an instant), the end (optional,
 * after the start), a scale event's counts (whole numbers from 0 to the scale-up bound, at least one above 0).
 * The emulator then checks, after the parse, what needs the clock and the cluster (scheduleEventProblems):
 * the start in the future and the counts within what the cluster can add or remove.
 */
import * as v from 'valibot';
import type { ScheduledEvent, ScheduledEventInformation, ScheduledEventType, ScheduleEventPayload } from '../../contract/types';
import {
  dateInputValue,
  hasReplicaCount,
  isScaleEvent,
  localInstant,
  readEventInformation,
  replicaBounds,
  replicaCountProblem,
  SCHEDULED_EVENT_TYPES,
  startTimeProblem,
  timeInputValue,
  wizardTime,
  type NodeCounts,
} from '../scheduling';
import { SERVICE_NODES_MAX_DEFAULT } from '../services-control';
import { SCHEDULE_EVENT_MESSAGES as MSG } from '../validation/schedule-event';
import { across } from './common';

// --- The call ------------------------------------------------------------------------------------

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function instant(message: string) {
  return v.pipe(
    v.string(message),
    v.regex(ISO_INSTANT, message),
    v.check((value) => !Number.isNaN(Date.parse(value)), message),
  );
}

const replicaCount = v.pipe(
  v.number(MSG.replicasRange(SERVICE_NODES_MAX_DEFAULT)),
  v.integer(MSG.replicasRange(SERVICE_NODES_MAX_DEFAULT)),
  v.minValue(0, MSG.replicasRange(SERVICE_NODES_MAX_DEFAULT)),
  v.maxValue(SERVICE_NODES_MAX_DEFAULT, MSG.replicasRange(SERVICE_NODES_MAX_DEFAULT)),
);

const payloadObject = v.object({
  event: v.pipe(v.optional(v.string(MSG.eventRequired), ''), v.picklist(SCHEDULED_EVENT_TYPES, MSG.eventRequired)),
  eventResult: v.optional(v.null(MSG.eventResultNull), null),
  startTime: v.pipe(v.optional(v.string(MSG.startTimeRequired), ''), v.minLength(1, MSG.startTimeRequired), instant(MSG.startTimeFormat)),
  endTime: v.optional(v.nullable(instant(MSG.endTimeFormat)), null),
  eventInformation: v.optional(
    v.object({ analyticsReplicas: v.optional(replicaCount), loaderReplicas: v.optional(replicaCount) }, MSG.replicasRequired),
    {},
  ),
  recordID: v.optional(
    v.pipe(v.union([v.string(MSG.recordId), v.number(MSG.recordId)], MSG.recordId), v.transform(String), v.regex(/^[1-9][0-9]{0,15}$/, MSG.recordId)),
  ),
});

type PayloadChecks = v.InferOutput<typeof payloadObject>;

/** POST users/instances/{id}/scheduleevent: create, or with recordID update (doc 2 §7). */
export const scheduleEventPayloadSchema = v.config(
  v.pipe(
    payloadObject,
    across<PayloadChecks>('endTime', ['startTime'], ({ startTime, endTime }) =>
      endTime && Date.parse(endTime) <= Date.parse(startTime) ? MSG.endBeforeStart(startTime) : null,
    ),
    across<PayloadChecks>('eventInformation', ['event'], ({ event, eventInformation }) =>
      isScaleEvent(event) && !hasReplicaCount(eventInformation) ? MSG.replicasRequired : null,
    ),
    // Counts mean something for scale events only; a zero count changes nothing.
    v.transform((value): ScheduleEventPayload => {
      const info: ScheduledEventInformation = {};
      if (isScaleEvent(value.event)) {
        if (value.eventInformation.analyticsReplicas) info.analyticsReplicas = value.eventInformation.analyticsReplicas;
        if (value.eventInformation.loaderReplicas) info.loaderReplicas = value.eventInformation.loaderReplicas;
      }
      return {
        event: value.event,
        eventResult: null,
        startTime: new Date(Date.parse(value.startTime)).toISOString(),
        endTime: value.endTime === null ? null : new Date(Date.parse(value.endTime)).toISOString(),
        eventInformation: info,
        ...(value.recordID === undefined ? {} : { recordID: value.recordID }),
      };
    }),
  ),
  { abortPipeEarly: true },
);

// --- The wizard ----------------------------------------------------------------------------------

/**
 * What the wizard holds: the event, its start and end as a date input ('YYYY-MM-DD') and a time input
 * ('HH:mm') each, in the user's zone, and the counts as number inputs give them (a number, or '' when empty).
 */
export type ScheduleEventFormValues = {
  event: ScheduledEventType | null;
  startDate: string | null;
  startTime: string;
  endDate: string | null;
  endTime: string;
  analyticsReplicas: number | string;
  loaderReplicas: number | string;
};

export const EMPTY_SCHEDULE_EVENT: ScheduleEventFormValues = {
  event: null,
  startDate: null,
  startTime: '',
  endDate: null,
  endTime: '',
  analyticsReplicas: '',
  loaderReplicas: '',
};

/** The wizard's values of an event being edited. */
export function scheduleEventFormValues(event: ScheduledEvent): ScheduleEventFormValues {
  const start = Date.parse(event.startTime);
  const end = event.endTime ? Date.parse(event.endTime) : null;
  const info = readEventInformation(event.eventInformation);
  return {
    event: event.event,
    startDate: dateInputValue(start),
    startTime: timeInputValue(start),
    endDate: end === null ? null : dateInputValue(end),
    endTime: end === null ? '' : timeInputValue(end),
    analyticsReplicas: info.analyticsReplicas ?? '',
    loaderReplicas: info.loaderReplicas ?? '',
  };
}

/** A number input's value as a count: empty is none; anything that is not a number is NaN (out of range). */
export function countOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return undefined;
  return Number(value);
}

export interface ScheduleEventFormContext extends NodeCounts {
  now: number;
  max?: number;
}

/** The wizard's checks, with `replicas` for the message about both counts. */
type FormChecks = ScheduleEventFormValues & { replicas?: null };

/** The wizard's schema: each input's first problem, reported under it (`replicas` above both counts). */
export function scheduleEventFormSchema({ now, analyticsNodes, loaderNodes, max = SERVICE_NODES_MAX_DEFAULT }: ScheduleEventFormContext) {
  const startOf = (values: FormChecks) => localInstant(values.startDate, values.startTime);
  const boundOf = (event: ScheduledEventType | null, service: 'analytics' | 'loader') =>
    isScaleEvent(event) ? replicaBounds(event, { analyticsNodes, loaderNodes }, max)[service] : 0;
  return v.pipe(
    v.object({
      event: v.pipe(v.nullable(v.picklist(SCHEDULED_EVENT_TYPES, MSG.eventRequired)), v.check((value) => value !== null, MSG.eventRequired)),
      startDate: v.pipe(v.nullable(v.string()), v.check((value) => Boolean(value), MSG.startDateRequired)),
      startTime: v.pipe(v.string(), v.minLength(1, MSG.startTimeRequired)),
      endDate: v.nullable(v.string()),
      endTime: v.string(),
      analyticsReplicas: v.union([v.number(), v.string()]),
      loaderReplicas: v.union([v.number(), v.string()]),
    }),
    // No earlier than today (doc 2 §5): the date alone already says so.
    across<FormChecks>('startDate', [], ({ startDate }) => (startDate && startDate < dateInputValue(now) ? MSG.startInPast : null)),
    across<FormChecks>('startTime', ['startDate'], (values) => {
      const start = startOf(values);
      return start === null ? MSG.startTimeRequired : startTimeProblem(start, now);
    }),
    across<FormChecks>('endDate', [], ({ endDate, endTime }) => (!endDate && endTime ? MSG.endDateRequired : null)),
    across<FormChecks>('endTime', ['endDate', 'startDate', 'startTime'], (values) => {
      if (!values.endDate) return null;
      const end = localInstant(values.endDate, values.endTime);
      if (end === null) return MSG.endTimeRequired;
      const start = startOf(values);
      return start !== null && end <= start ? MSG.endBeforeStart(wizardTime(start)) : null;
    }),
    across<FormChecks>('analyticsReplicas', ['event'], ({ event, analyticsReplicas }) =>
      isScaleEvent(event) ? replicaCountProblem(countOf(analyticsReplicas), boundOf(event, 'analytics')) : null,
    ),
    across<FormChecks>('loaderReplicas', ['event'], ({ event, loaderReplicas }) =>
      isScaleEvent(event) ? replicaCountProblem(countOf(loaderReplicas), boundOf(event, 'loader')) : null,
    ),
    across<FormChecks>('replicas', ['event', 'analyticsReplicas', 'loaderReplicas'], ({ event, analyticsReplicas, loaderReplicas }) =>
      isScaleEvent(event) && !hasReplicaCount({ analyticsReplicas: countOf(analyticsReplicas), loaderReplicas: countOf(loaderReplicas) })
        ? MSG.replicasRequired
        : null,
    ),
  );
}

/** The inputs of each step of the wizard (doc 2 §2: Event Main Info; Event Additional Info for scale events). */
export const WIZARD_STEP_INPUTS = {
  main: ['event', 'startDate', 'startTime', 'endDate', 'endTime'],
  additional: ['analyticsReplicas', 'loaderReplicas', 'replicas'],
} as const;

/** The call's body from the wizard's (valid) values; `recordID` when it updates an event. */
export function toScheduleEventPayload(values: ScheduleEventFormValues, recordID?: string): ScheduleEventPayload {
  const event = values.event ?? 'connect';
  const start = localInstant(values.startDate, values.startTime) ?? 0;
  const end = values.endDate ? localInstant(values.endDate, values.endTime) : null;
  const info: ScheduledEventInformation = {};
  if (isScaleEvent(event)) {
    const analytics = countOf(values.analyticsReplicas);
    const loader = countOf(values.loaderReplicas);
    if (analytics) info.analyticsReplicas = analytics;
    if (loader) info.loaderReplicas = loader;
  }
  return {
    event,
    eventResult: null,
    startTime: new Date(start).toISOString(),
    ...(end === null ? {} : { endTime: new Date(end).toISOString() }),
    eventInformation: info,
    ...(recordID === undefined ? {} : { recordID }),
  };
}
