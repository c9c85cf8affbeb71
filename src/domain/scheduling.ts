/**
 * Scheduled events (spec doc 2 §3, §4, §5, §6, §9): who may schedule, the event types and statuses, which
 * events may still be changed, the replica bounds of scale events and the rules that need the clock or the
 * cluster (start in the future, counts within bounds), shared by the wizard and the emulator. Pure: `now`
 * and the cluster's counts are passed in; wall-clock texts take the time zone as a parameter.
 */
import type {
  ClusterPolicy,
  FieldError,
  Platform,
  ScheduledEvent,
  ScheduledEventInformation,
  ScheduledEventStatus,
  ScheduledEventType,
  ScheduleEventPayload,
  User,
} from '../contract/types';
import { isToggleEnabled } from './permissions';
import { SERVICE_NODES_MAX_DEFAULT, SERVICE_NODES_MIN } from './services-control';
import { SCHEDULE_EVENT_MESSAGES } from './validation/schedule-event';
import { formatZonedTime, type Locale } from './time-format';

// --- Constants (doc 2 §5, §9) --------------------------------------------------------------------

/** Scheduled events refresh every 5 min and are stale after 2 s (doc 2 §9). */
export const SCHEDULED_EVENTS_REFRESH_MS = 300_000;
export const SCHEDULED_EVENTS_STALE_MS = 2_000;

// --- Types and statuses (doc 2 §4) -----------------------------------------------------------------

export const SCHEDULED_EVENT_TYPES = ['connect', 'disconnect', 'scaleUp', 'scaleDown'] as const satisfies readonly ScheduledEventType[];

export const SCHEDULED_EVENT_LABELS: Record<ScheduledEventType, string> = {
  connect: 'Connect',
  disconnect: 'Disconnect',
  scaleUp: 'Scale up',
  scaleDown: 'Scale down',
};

export function isScheduledEventType(value: unknown): value is ScheduledEventType {
  return typeof value === 'string' && (SCHEDULED_EVENT_TYPES as readonly string[]).includes(value);
}

export function isScaleEvent(event: ScheduledEventType | null | undefined): event is 'scaleUp' | 'scaleDown' {
  return event === 'scaleUp' || event === 'scaleDown';
}

/** The statuses a user sees: 'failed' is another spelling of 'failure' (doc 2 §4). */
export type EventStatusView = 'queued' | 'success' | 'failure';

export function eventStatusView(status: ScheduledEventStatus): EventStatusView {
  return status === 'failed' ? 'failure' : status;
}

export const EVENT_STATUS_LABELS: Record<EventStatusView, string> = { queued: 'Queued', success: 'Success', failure: 'Failure' };
export const EVENT_STATUS_COLORS: Record<EventStatusView, string> = { queued: 'blue', success: 'green', failure: 'red' };

// --- Who may schedule (doc 2 §6) -----------------------------------------------------------------

const AZURE_PLATFORMS: readonly Platform[] = ['az', 'az-saas'];

/** Why scheduling is refused (ours; the spec gives the rule only). */
export const SCHEDULING_REFUSALS = {
  role: 'Only the owner or a Manager of this cluster can schedule events',
  azure: 'Scheduled events are not available for Azure clusters',
  toggle: 'Scheduled events are not enabled for your account',
} as const;

/** Why `user` may not read or schedule events on the cluster, or null: owner or Manager, not Azure, the schedular toggle. */
export function schedulingRefusal(
  user: Pick<User, 'toggleFeatures' | 'features'>,
  cluster: { platform: Platform; clusterPolicy: Pick<ClusterPolicy, 'roleName'> },
): string | null {
  const role = cluster.clusterPolicy.roleName;
  if (role !== 'owner' && role !== 'accountAdmin') return SCHEDULING_REFUSALS.role;
  if (AZURE_PLATFORMS.includes(cluster.platform)) return SCHEDULING_REFUSALS.azure;
  if (!isToggleEnabled(user, 'schedular')) return SCHEDULING_REFUSALS.toggle;
  return null;
}

// --- Events as the API answers them --------------------------------------------------------------

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** eventInformation as an object, whether the answer sent an object or a JSON string (doc 2 §3); unreadable is empty. */
export function readEventInformation(value: ScheduledEvent['eventInformation'] | undefined): ScheduledEventInformation {
  let raw: unknown = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const info: ScheduledEventInformation = {};
  const analytics = count((raw as Record<string, unknown>).analyticsReplicas);
  const loader = count((raw as Record<string, unknown>).loaderReplicas);
  if (analytics !== undefined) info.analyticsReplicas = analytics;
  if (loader !== undefined) info.loaderReplicas = loader;
  return info;
}

/**
 * A future start makes an event editable and deletable; a past one makes it view-only (doc 2 §4). An event
 * that already ran is view-only whatever its start says.
 */
export function isEventEditable(event: Pick<ScheduledEvent, 'startTime' | 'status'>, now: number): boolean {
  return eventStatusView(event.status) === 'queued' && Date.parse(event.startTime) > now;
}

/** Whether an event queued in `before` has run by `after` (the cluster it acted on may have changed). */
export function eventsRanSince(before: readonly ScheduledEvent[], after: readonly ScheduledEvent[]): boolean {
  const queued = new Set(before.filter((e) => eventStatusView(e.status) === 'queued').map((e) => e.id));
  return after.some((e) => queued.has(e.id) && eventStatusView(e.status) !== 'queued');
}

/** Upcoming events first (soonest first), then past ones (latest first). */
export function sortEvents<T extends Pick<ScheduledEvent, 'startTime' | 'id'>>(events: readonly T[], now: number): T[] {
  const at = (e: T) => Date.parse(e.startTime);
  const upcoming = events.filter((e) => at(e) > now).sort((a, b) => at(a) - at(b));
  const past = events.filter((e) => !(at(e) > now)).sort((a, b) => at(b) - at(a));
  return [...upcoming, ...past];
}

/** What a scale event changes, for the table and the review: 'Analytics +2 · Loader +1'. Empty for other events. */
export function describeReplicas(event: ScheduledEventType, info: ScheduledEventInformation): string {
  if (!isScaleEvent(event)) return '';
  const sign = event === 'scaleUp' ? '+' : '−';
  const parts: string[] = [];
  if (info.analyticsReplicas) parts.push(`Analytics ${sign}${info.analyticsReplicas}`);
  if (info.loaderReplicas) parts.push(`Loader ${sign}${info.loaderReplicas}`);
  return parts.join(' · ');
}

// --- Replica bounds (doc 2 §5) -------------------------------------------------------------------

export interface NodeCounts {
  analyticsNodes: number;
  loaderNodes: number;
}

export interface ReplicaBounds {
  analytics: number;
  loader: number;
}

/**
 * How many nodes a scale event may add (up to `max`: the scale-up bound, which defaults to the services' node
 * maximum, doc 2 §5) or remove (down to the services' minimum), per service.
 */
export function replicaBounds(event: 'scaleUp' | 'scaleDown', counts: NodeCounts, max = SERVICE_NODES_MAX_DEFAULT): ReplicaBounds {
  const bound = (current: number) => Math.max(0, event === 'scaleUp' ? max - current : current - SERVICE_NODES_MIN);
  return { analytics: bound(counts.analyticsNodes), loader: bound(counts.loaderNodes) };
}

/** A count within 0..bound, or its message; an absent count is fine. */
export function replicaCountProblem(value: number | undefined, bound: number): string | null {
  if (value === undefined) return null;
  if (!Number.isInteger(value) || value < 0 || value > bound) return SCHEDULE_EVENT_MESSAGES.replicasRange(bound);
  return null;
}

/** A scale event needs at least one count above 0 (doc 2 §5 "at least one of analytics or loader replica counts"). */
export function hasReplicaCount(info: ScheduledEventInformation): boolean {
  return (info.analyticsReplicas ?? 0) > 0 || (info.loaderReplicas ?? 0) > 0;
}

// --- Rules that need the clock or the cluster (doc 2 §5) -------------------------------------------

/** The start must be after now (doc 2 §5 startTimeErrorText). */
export function startTimeProblem(start: number, now: number): string | null {
  return start > now ? null : SCHEDULE_EVENT_MESSAGES.startInPast;
}

export interface ScheduleContext extends NodeCounts {
  now: number;
  max?: number;
}

/**
 * What the emulator checks after the parse (the wizard checks the same on its own values): the start in the
 * future, and a scale event's counts within what the cluster can add or remove now. Field names are the call's.
 */
export function scheduleEventProblems(payload: ScheduleEventPayload, context: ScheduleContext): FieldError[] {
  const errors: FieldError[] = [];
  const start = startTimeProblem(Date.parse(payload.startTime), context.now);
  if (start) errors.push({ fieldName: 'startTime', message: start });
  if (isScaleEvent(payload.event)) {
    const bounds = replicaBounds(payload.event, context, context.max);
    const analytics = replicaCountProblem(payload.eventInformation.analyticsReplicas, bounds.analytics);
    const loader = replicaCountProblem(payload.eventInformation.loaderReplicas, bounds.loader);
    if (analytics) errors.push({ fieldName: 'eventInformation.analyticsReplicas', message: analytics });
    if (loader) errors.push({ fieldName: 'eventInformation.loaderReplicas', message: loader });
  }
  return errors;
}

// --- Wall-clock times in the user's zone ---------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');

/** A date input's day ('YYYY-MM-DD') and a time input's time ('HH:mm') as an instant in the runtime's zone. */
export function localInstant(date: string | null, time: string): number | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!day || !clock) return null;
  const [y, mo, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [h, mi] = [Number(clock[1]), Number(clock[2])];
  if (h > 23 || mi > 59) return null;
  const at = new Date(y, mo - 1, d, h, mi);
  // 2026-02-31 is not a day: Date would roll it over into March.
  if (at.getFullYear() !== y || at.getMonth() !== mo - 1 || at.getDate() !== d) return null;
  return at.getTime();
}

/** The date input's value for an instant ('YYYY-MM-DD', runtime zone). */
export function dateInputValue(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The time input's value for an instant ('HH:mm', runtime zone). */
export function timeInputValue(at: number): string {
  const d = new Date(at);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An instant as the wizard's inputs show it: 'YYYY-MM-DD HH:mm'. */
export function wizardTime(at: number): string {
  return `${dateInputValue(at)} ${timeInputValue(at)}`;
}

/** An event's time with its zone always printed ('Nov 20, 2026, 10:00 AM GMT+2'), in the user's locale. */
export function formatEventTime(at: number, locale: Locale, timeZone?: string): string {
  return formatZonedTime(at, locale, { withYear: true, timeZone });
}

/** The zone's name and offset now, e.g. 'Europe/Berlin (GMT+2)'. */
export function describeTimeZone(at: number, timeZone?: string): string {
  const zone = timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  return offset ? `${zone} (${offset})` : zone;
}
