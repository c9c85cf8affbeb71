/**
 * The schema of an error report (domain/error-report.ts builds one): what the emulator, as the
 * error-reporting service, accepts. Unknown keys are refused, so nothing else can ride along.
 */
import * as v from 'valibot';
import { ERROR_REPORT_LIMITS, type ErrorReport } from '../error-report';

export { ERROR_REPORT_LIMITS, ERROR_REPORTS_KEPT, ERROR_REPORTS_PER_MINUTE, buildErrorReport, type ErrorReport } from '../error-report';

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

// The schema and the built shape are one: a change to either fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<v.InferOutput<typeof errorReportSchema>, ErrorReport> = true;
void sameShape;

