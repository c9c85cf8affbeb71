/**
 * The sign-in throttle: failed password checks are counted per account (the e-mail as typed, whether or
 * not it exists, so the lock does not tell which e-mails are real) and per client address, over a sliding
 * window. Past the limit, the form refuses every attempt, the right password included, until enough
 * failures leave the window. Successes are never counted, and one resets its account's failures.
 *
 * The counts live in SQLite (table `sign_in_failures`), so a restart does not forget them. Times are the
 * wall clock's: the simulated clock moves clusters, not security windows.
 */
import type { Database } from '../db';

export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60_000,
  /** Failures of one account within the window before it is locked. */
  perAccount: 5,
  /** Failures from one address within the window (any accounts) before it is locked. */
  perAddress: 20,
} as const;

export const THROTTLE_SCHEMA = `
CREATE TABLE IF NOT EXISTS sign_in_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subject TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sign_in_failures_subject ON sign_in_failures (subject, at);
`;

export function throttledText(minutes: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** A started attempt: settle it with `succeeded` or leave it counted as a failure. */
export interface SignInAttempt {
  succeeded(): void;
}

export type ThrottleCheck = { allowed: true; attempt: SignInAttempt } | { allowed: false; retryAfterMs: number };

/**
 * Checks both limits and, when allowed, counts the attempt as a failure at once: concurrent attempts see
 * each other (a burst of parallel posts cannot all slip past the limit while their hashes run).
 */
export function beginSignIn(db: Database, email: string, address: string, now: number = Date.now()): ThrottleCheck {
  const since = now - SIGN_IN_THROTTLE.windowMs;
  const subjects = [
    { key: accountKey(email), limit: SIGN_IN_THROTTLE.perAccount },
    { key: addressKey(address), limit: SIGN_IN_THROTTLE.perAddress },
  ];
  return db.transaction((): ThrottleCheck => {
    db.prepare('DELETE FROM sign_in_failures WHERE at <= ?').run(since);
    let retryAfterMs = 0;
    for (const { key, limit } of subjects) {
      const times = db
        .prepare('SELECT at FROM sign_in_failures WHERE subject = ? AND at > ? ORDER BY at ASC')
        .all(key, since) as { at: number }[];
      if (times.length >= limit) {
        // Allowed again once the count drops below the limit: when this failure leaves the window.
        const freeing = times[times.length - limit]?.at ?? now;
        retryAfterMs = Math.max(retryAfterMs, freeing + SIGN_IN_THROTTLE.windowMs - now);
      }
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    const insert = db.prepare('INSERT INTO sign_in_failures (subject, at) VALUES (?, ?)');
    const ids = subjects.map(({ key }) => Number(insert.run(key, now).lastInsertRowid));
    return {
      allowed: true,
      attempt: {
        succeeded() {
          db.transaction(() => {
            for (const id of ids) db.prepare('DELETE FROM sign_in_failures WHERE id = ?').run(id);
            db.prepare('DELETE FROM sign_in_failures WHERE subject = ?').run(accountKey(email));
          })();
        },
      },
    };
  })();
}

/** Whole minutes to show, never 0 while locked. */
export function retryMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
