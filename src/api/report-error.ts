/**
 * The error-reporting hook of spec doc 1 §2 ("other errors go to an error-reporting service").
 * No reporting service is configured yet: the hook keeps the error visible to developers in a
 * development build and is the single place a deployment wires its service into.
 */
export type ErrorReporter = (error: unknown, context?: Record<string, string>) => void;

const consoleReporter: ErrorReporter = (error, context) => {
  if (import.meta.env.DEV) console.error('[reportError]', error, context ?? {});
};

let reporter: ErrorReporter = consoleReporter;

/** Replaces the reporter (e.g. with an error-tracking service's client) for the rest of the page's life. */
export function setErrorReporter(next: ErrorReporter): void {
  reporter = next;
}

export function reportError(error: unknown, context?: Record<string, string>): void {
  try {
    reporter(error, context);
  } catch {
    // A broken reporter must never break the screen that reported.
  }
}
