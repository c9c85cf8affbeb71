/**
 * Quiet hours of one device (issue 28, ours): a daily window on the device's wall clock during which only
 * failures are sent; every other alert waits and, when the window ends, comes as one summary alert per cluster
 * (or deployment). Kept with the device's push subscription. Pure: instants are passed in.
 */
import { minuteOfDay, nextWallClock } from './alert-snooze';

export interface QuietHours {
  /** 'HH:MM', 24-hour, on the device's wall clock. */
  start: string;
  end: string;
  /** The device's IANA time zone. */
  timeZone: string;
}

export const QUIET_HOURS_TEXTS = {
  switchLabel: 'Quiet hours on this device',
  hint: 'Only failures arrive during quiet hours; the rest come as one summary per cluster when they end.',
  from: 'From',
  to: 'To',
  save: 'Save quiet hours',
  saved: (start: string, end: string) => `Quiet hours are ${start} to ${end} on this device`,
  off: 'Quiet hours are off on this device',
  summaryTitle: 'While quiet hours were on',
  summary: (count: number, latestTitle: string, latestBody: string) =>
    count === 1 ? `${latestTitle}: ${latestBody}` : `${count} alerts. The latest, ${latestTitle}: ${latestBody}`,
} as const;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && HHMM.test(value);
}

function minutes(hhmm: string): number {
  const [, h, m] = HHMM.exec(hhmm) ?? [];
  return Number(h) * 60 + Number(m);
}

/** Whether `at` falls in the window (start included, end excluded; it may span midnight; start = end: never). */
export function inQuietHours(quiet: QuietHours, at: number): boolean {
  const start = minutes(quiet.start);
  const end = minutes(quiet.end);
  const now = minuteOfDay(at, quiet.timeZone);
  if (start === end) return false;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** The instant the window that holds `at` ends: the next `end` on the device's wall clock. */
export function quietHoursEnd(quiet: QuietHours, at: number): number {
  const end = minutes(quiet.end);
  return nextWallClock(at, quiet.timeZone, Math.floor(end / 60), end % 60);
}

/**
 * The alerts quiet hours let through: a failed deployment stage, a cluster that became unavailable (or
 * failed), a failed node action or scheduled event (an operation alert whose notice is a failure).
 */
export function isFailureAlert(kind: string, failed: boolean): boolean {
  return kind === 'pipeline.failed' || kind === 'cluster.unavailable' || kind === 'cluster.failed' || (kind.startsWith('operation.') && failed);
}
