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

function sameDay(a: number, b: number, timeZone: string | undefined): boolean {
  const day = formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return day.format(a) === day.format(b);
}

/**
 * When data on screen arrived: the time of day ('22:18', '10:18 PM') when it is today, with the date
 * before it otherwise ('Nov 3, 10:18 PM', '3 Nov, 22:18'). Minutes are enough to judge how old data is.
 */
export function formatDataTime(at: number, now: number, locale: Locale, timeZone?: string): string {
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone };
  if (sameDay(at, now, timeZone)) return formatter(locale, time).format(at);
  return formatter(locale, { ...time, month: 'short', day: 'numeric' }).format(at);
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
