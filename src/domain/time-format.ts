/**
 * How times are written, in one place and in the user's locale (issue 10: the offline banner said
 * '22:18' while the stale-list note said '10:20:51 PM'). Pure: `now`, the locale and, for tests, the
 * time zone are passed in; the app passes the browser's languages (ui/locale.ts) and its own zone.
 */
export type Locale = string | readonly string[] | undefined;

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // Intl takes a mutable string[]; a readonly list is copied.
  return new Intl.DateTimeFormat(typeof locale === 'string' || locale === undefined ? locale : [...locale], options);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The language of the app's texts: an age's words are in it; its clock time and date follow the user's locale. */
const TEXT_LANGUAGE = 'en';

/** Ours (issue 26 §10): the words of an age. */
export const AGE_TEXTS = {
  justNow: 'less than a minute ago',
  yesterday: 'yesterday',
  dayAt: (day: string, time: string) => `${day} at ${time}`,
} as const;

/** How many calendar days (in the time zone) lie between `at` and `now`: 0 the same day, 1 the day before. */
function daysBetween(at: number, now: number, timeZone: string | undefined): number {
  const day = formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return Math.round((Date.parse(day.format(now)) - Date.parse(day.format(at))) / DAY_MS);
}

/**
 * How old something on screen is, in words read at a glance (issue 26 §10): 'less than a minute ago',
 * '5 minutes ago', '2 hours ago' the same day, then 'yesterday at 7:50 PM', 'Tuesday at 7:50 PM' within the
 * week and 'Nov 3 at 7:50 PM' (with the year when it differs) before. A moment slightly ahead of `now` (a
 * server clock a little fast) reads as just now.
 */
export function formatAge(at: number, now: number, locale: Locale, timeZone?: string): string {
  const elapsed = now - at;
  const words = new Intl.RelativeTimeFormat(TEXT_LANGUAGE, { numeric: 'always' });
  if (elapsed < MINUTE_MS) return AGE_TEXTS.justNow;
  if (elapsed < HOUR_MS) return words.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  const days = daysBetween(at, now, timeZone);
  if (days <= 0) return words.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  const time = formatter(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  if (days === 1) return AGE_TEXTS.dayAt(AGE_TEXTS.yesterday, time);
  if (days < 7) return AGE_TEXTS.dayAt(formatter(TEXT_LANGUAGE, { weekday: 'long', timeZone }).format(at), time);
  const sameYear = formatter('en-CA', { timeZone, year: 'numeric' }).format(at) === formatter('en-CA', { timeZone, year: 'numeric' }).format(now);
  const date = formatter(locale, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }), timeZone }).format(at);
  return AGE_TEXTS.dayAt(date, time);
}

/** A moment in full, to the second ('Nov 20, 2026, 10:00:00 AM'): when something happened, for a report. */
export function formatDateTime(at: number, locale: Locale, timeZone?: string): string {
  return formatter(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(at);
}

/** A day ('Nov 20, 2026', '20 Nov 2026'). */
export function formatDate(at: number, locale: Locale, timeZone?: string): string {
  return formatter(locale, { dateStyle: 'medium', timeZone }).format(at);
}

/**
 * A moment with its time zone always printed, where the zone matters (a scheduled event, a resize):
 * 'Nov 20, 10:05 AM EST', or with the year 'Nov 20, 2026, 10:00 AM GMT+2'.
 */
export function formatZonedTime(at: number, locale: Locale, options: { withYear?: boolean; timeZone?: string } = {}): string {
  const { withYear = false, timeZone } = options;
  return formatter(locale, {
    ...(withYear ? { year: 'numeric' } : {}),
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(at);
}
