/**
 * What the app sends to the error-reporting service (doc 1 §2: "other errors go to an error-reporting
 * service"), and how a report is built. No schema library here: the reporter is part of the first route;
 * domain/schemas/error-report.ts holds the schema the emulator validates with, typed against this shape.
 * A report carries no personal data but the user's uuid: no e-mail, no names, no tokens, and a path
 * without its query string or hash (where a sign-in link's parameters live).
 */
export const ERROR_REPORT_LIMITS = {
  message: 1_000,
  name: 200,
  stack: 4_000,
  path: 500,
  version: 100,
  userAgent: 500,
  where: 100,
} as const;

export interface ErrorReport {
  message: string;
  name: string;
  stack: string | null;
  /** Where in the app: the render, the session restore, a sign-in step (set by the caller). */
  where: string | null;
  path: string;
  version: string;
  userAgent: string;
  /** ISO 8601. */
  time: string;
  userId: string | null;
}

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
