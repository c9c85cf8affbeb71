/**
 * Snoozing one cluster's push alerts (issue 28, ours: the spec has no snooze). A user snoozes a cluster for
 * an hour, until tomorrow morning (07:00 in the device's time zone) or until they turn alerts back on; the
 * emulator keeps the snooze per user and cluster and sends none of that cluster's alerts meanwhile. Shared by
 * the page (menu, note), the service worker (the alert's Snooze button) and the emulator (rules, texts).
 * Pure: `now` is always passed in.
 */

/** How long a snooze lasts: the three choices of the page, in its order. */
export const SNOOZE_LENGTHS = ['hour', 'morning', 'until-resumed'] as const;
export type SnoozeLength = (typeof SNOOZE_LENGTHS)[number];

/** "Tomorrow morning" is the next 07:00 on the device's wall clock. */
export const MORNING_HOUR = 7;

/** The one length the alert's button offers (a notification has no room for a menu). */
export const ACTION_SNOOZE_LENGTH: SnoozeLength = 'hour';

export const SNOOZE_TEXTS = {
  menu: 'Snooze alerts',
  lengths: {
    hour: 'For 1 hour',
    morning: 'Until tomorrow morning (07:00)',
    'until-resumed': 'Until I turn them back on',
  } satisfies Record<SnoozeLength, string>,
  /** The page's note while a snooze lasts; `time` is the end on the device's clock, e.g. '07:00'. */
  snoozedUntil: (time: string) => `Alerts snoozed until ${time}`,
  snoozedIndefinitely: 'Alerts snoozed until you turn them back on',
  resume: 'Resume',
  snoozed: (name: string, until: string | null) =>
    until === null ? `Alerts of ${name} are snoozed until you turn them back on` : `Alerts of ${name} are snoozed until ${until}`,
  resumed: (name: string) => `Alerts of ${name} are on again`,
  /** What the service worker shows after the alert's Snooze button. */
  actionTitle: 'Snooze 1 hour',
  doneTitle: 'Alerts snoozed',
  failedTitle: 'Could not snooze the alerts',
  failed: 'Alerts of this cluster still arrive. Open the app to snooze them.',
  offline: 'No connection: alerts of this cluster still arrive. Open the app when you are back online to snooze them.',
} as const;

export function isSnoozeLength(value: unknown): value is SnoozeLength {
  return typeof value === 'string' && (SNOOZE_LENGTHS as readonly string[]).includes(value);
}

/** True when `zone` is an IANA time zone this runtime knows (e.g. 'Europe/Berlin', 'UTC'). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of instant `at` in `zone`. */
function wallClock(at: number, zone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: field('year'), month: field('month'), day: field('day'), hour: field('hour'), minute: field('minute'), second: field('second') };
}

/** The zone's offset from UTC at instant `at`, in ms (east positive). */
function offsetAt(at: number, zone: string): number {
  const w = wallClock(at, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000;
}

/**
 * The next `hour`:`minute` after `now` on the wall clock of `zone`: today's when it is still to come, else
 * tomorrow's. Daylight-saving changes are taken into account (the offset of that moment itself is used).
 */
export function nextWallClock(now: number, zone: string, hour: number, minute: number): number {
  const today = wallClock(now, zone);
  for (const addDays of [0, 1, 2]) {
    const wall = Date.UTC(today.year, today.month - 1, today.day + addDays, hour, minute, 0);
    // Twice: the first guess uses the offset of a moment near the target, the second that of the target.
    let at = wall - offsetAt(wall, zone);
    at = wall - offsetAt(at, zone);
    if (at > now) return at;
  }
  throw new Error(`No ${hour}:${minute} after ${now} in ${zone}`);
}

/** The minutes since midnight of instant `at` on the wall clock of `zone`. */
export function minuteOfDay(at: number, zone: string): number {
  const w = wallClock(at, zone);
  return w.hour * 60 + w.minute;
}

/** The next MORNING_HOUR:00 after `now` on the wall clock of `zone`. */
export function nextMorning(now: number, zone: string): number {
  return nextWallClock(now, zone, MORNING_HOUR, 0);
}

/** The instant a snooze of `length` chosen at `now` ends; null: until resumed. `hourMs` is the length of an hour (the emulator's clock may run fast). */
export function snoozeEnd(length: SnoozeLength, now: number, zone: string, hourMs: number): number | null {
  switch (length) {
    case 'hour':
      return now + hourMs;
    case 'morning':
      return nextMorning(now, zone);
    case 'until-resumed':
      return null;
  }
}

/** An instant as the snooze texts show it: 24-hour 'HH:MM' on the wall clock of `zone` (e.g. '07:00'). */
export function formatClock(at: number, zone: string): string {
  const w = wallClock(at, zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

/** A snooze as the API answers it: `until` null means until resumed. */
export interface AlertSnooze {
  until: string | null;
}

/** Whether a snooze ending at `until` (epoch ms; null: until resumed) still holds at `now`. */
export function snoozeHolds(until: number | null, now: number): boolean {
  return until === null || until > now;
}
