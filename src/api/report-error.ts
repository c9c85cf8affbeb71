/**
 * The error-reporting hook of spec doc 1 §2 ("other errors go to an error-reporting service"). The runtime
 * config's `errorReporting.url` names the service; null (the default) sends nothing. A report holds what
 * domain/error-report.ts builds (and domain/schemas/error-report.ts validates): the error, where in the app, the path without query or hash, the
 * build, the browser and the user's uuid, nothing else personal. Reporting never throws and never reports
 * itself; a page sends at most ERROR_REPORTS_PER_MINUTE reports, and the same error once.
 */
import { buildErrorReport, ERROR_REPORTS_PER_MINUTE } from '../domain/error-report';
import { sendAndForget } from './http';

export interface ErrorReportingSetup {
  /** Where reports go; null: nowhere. */
  url: string | null;
  version: string;
  /** The signed-in user's uuid, or null. */
  userId: () => string | null;
  /** Defaults to the page's own. */
  path?: () => string;
  userAgent?: string;
  now?: () => number;
}

let setup: ErrorReportingSetup | null = null;
const sentAt: number[] = [];
const seen = new Set<string>();

/** Wires the reporter to the runtime config (main.tsx); before that, errors are only logged in development. */
export function configureErrorReporting(next: ErrorReportingSetup | null): void {
  setup = next;
  sentAt.length = 0;
  seen.clear();
}

function mayReport(key: string, now: number): boolean {
  if (seen.has(key)) return false;
  while (sentAt.length > 0 && (sentAt[0] ?? 0) <= now - 60_000) sentAt.shift();
  if (sentAt.length >= ERROR_REPORTS_PER_MINUTE) return false;
  seen.add(key);
  sentAt.push(now);
  return true;
}

export function reportError(error: unknown, context?: { where?: string }): void {
  try {
    if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.error('[reportError]', error, context ?? {});
    if (!setup?.url) return;
    const now = setup.now?.() ?? Date.now();
    const report = buildErrorReport(error, {
      where: context?.where ?? null,
      path: setup.path?.() ?? window.location.pathname,
      version: setup.version,
      userAgent: setup.userAgent ?? navigator.userAgent,
      now,
      userId: setup.userId(),
    });
    if (!mayReport(`${report.name}\n${report.message}\n${report.where ?? ''}`, now)) return;
    sendAndForget(setup.url, report);
  } catch {
    // A broken reporter must never break the screen that reported.
  }
}

/** Errors nothing else caught (a failed promise, a throwing handler) are reported too. */
export function reportUncaughtErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, { where: 'uncaught' });
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, { where: 'unhandled rejection' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
