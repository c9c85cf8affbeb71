/**
 * What the app sends to the error-reporting service (doc 1 §2: "other errors go to an error-reporting
 * service"), one schema for the reporter that builds it and the emulator that stores it. A report carries
 * no personal data but the user's uuid: no e-mail, no names, no tokens, and a path without its query
 * string or hash (where a sign-in link's parameters live). Unknown keys are refused, so nothing else can
 * ride along.
 */
import * as v from 'valibot';

export const ERROR_REPORT_LIMITS = {
  message: 1_000,
  name: 200,
  stack: 4_000,
  path: 500,
  version: 100,
  userAgent: 500,
  where: 100,
} as const;

export const ERROR_REPORT_MESSAGES = {
  path: 'path must be a path of this app, without a query string or hash',
  userId: 'userId must be a user uuid or null',
  time: 'time must be an ISO 8601 timestamp',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

function text(field: keyof typeof ERROR_REPORT_LIMITS) {
  const max = ERROR_REPORT_LIMITS[field];
  return v.pipe(v.string(), v.maxLength(max, ERROR_REPORT_MESSAGES.tooLong(field, max)));
}

export const errorReportSchema = v.strictObject({
  message: text('message'),
  name: text('name'),
  stack: v.nullable(text('stack')),
  /** Where in the app: the render, the session restore, a sign-in step (set by the caller). */
  where: v.nullable(text('where')),
  path: v.pipe(text('path'), v.regex(/^\/[^?#]*$/, ERROR_REPORT_MESSAGES.path)),
  version: text('version'),
  userAgent: text('userAgent'),
  time: v.pipe(v.string(), v.isoTimestamp(ERROR_REPORT_MESSAGES.time)),
  userId: v.nullable(v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, ERROR_REPORT_MESSAGES.userId))),
});

export type ErrorReport = v.InferOutput<typeof errorReportSchema>;

/** At most this many reports leave one page per minute; the same error is sent once. */
export const ERROR_REPORTS_PER_MINUTE = 10;

/** The emulator keeps the newest this many reports. */
export const ERROR_REPORTS_KEPT = 100;

function cut(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

/** A report of `error` that always passes the schema (long texts are cut, the path loses query and hash). */
export function buildErrorReport(
  error: unknown,
  facts: { where: string | null; path: string; version: string; userAgent: string; now: number; userId: string | null },
): ErrorReport {
  const known = error instanceof Error;
  const message = known ? error.message : typeof error === 'string' ? error : 'Non-error value thrown';
  const path = facts.path.split(/[?#]/, 1)[0] ?? '/';
  const userId = facts.userId !== null && /^[\w-]{1,100}$/.test(facts.userId) ? facts.userId : null;
  return {
    message: cut(message || 'Error without a message', ERROR_REPORT_LIMITS.message),
    name: cut(known ? error.name : typeof error, ERROR_REPORT_LIMITS.name),
    stack: known && typeof error.stack === 'string' ? cut(error.stack, ERROR_REPORT_LIMITS.stack) : null,
    where: facts.where === null ? null : cut(facts.where, ERROR_REPORT_LIMITS.where),
    path: cut(path.startsWith('/') ? path : '/', ERROR_REPORT_LIMITS.path),
    version: cut(facts.version, ERROR_REPORT_LIMITS.version),
    userAgent: cut(facts.userAgent, ERROR_REPORT_LIMITS.userAgent),
    time: new Date(facts.now).toISOString(),
    userId,
  };
}
