/**
 * Notification titles (issue 26 §2): one title per event code the emulator emits, and an unknown code read
 * as words. The emulator's notices are typed with the table's codes (a new code without a title fails to
 * compile); this also reads its sources, so a code slipped in past the type (a cast, a string from elsewhere)
 * or a title left for a code nothing emits any more shows up here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  NOTIFICATION_EVENT_TITLES,
  notificationTitle,
  readableEventCode,
} from '../../src/domain/notification-events';

const serverDir = path.resolve(import.meta.dirname, '../../server');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const serverCode = sources(serverDir).map((file) => readFileSync(file, 'utf8'));

/** Quoted UPPER_SNAKE words of the emulator's code. */
const quotedCodes = new Set(serverCode.flatMap((code) => [...code.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g)].map((m) => m[1] as string)));

/**
 * UPPER_SNAKE words in server/ that are not notification events: SQLite's result codes (SQLITE_*, which the
 * database driver server/sqlite.ts names), the emulator's error codes and a change kind.
 */
const isSqliteCode = (code: string) => code.startsWith('SQLITE_');
const NOT_EVENTS = new Set([
  'DATA_AGENT_BUSY',
  'ALREADY_STARTED',
  'HAS_NO_AUTH_FILE',
  'UP_TO_DATE',
  'UPGRADE_VERSION',
]);

const codes = Object.keys(NOTIFICATION_EVENT_TITLES) as (keyof typeof NOTIFICATION_EVENT_TITLES)[];

describe('notification titles', () => {
  it('has a title for every event code the emulator emits', () => {
    const emitted = [...quotedCodes].filter((code) => !NOT_EVENTS.has(code) && !isSqliteCode(code));
    expect(emitted.length).toBeGreaterThan(30);
    expect(emitted.filter((code) => !Object.hasOwn(NOTIFICATION_EVENT_TITLES, code))).toEqual([]);
  });

  it('keeps no title for a code the emulator does not emit', () => {
    expect(codes.filter((code) => !serverCode.some((source) => source.includes(`'${code}'`)))).toEqual([]);
  });

  it('titles each code in words, never the code itself', () => {
    for (const code of codes) {
      const title = NOTIFICATION_EVENT_TITLES[code];
      expect(title).not.toMatch(/_/);
      expect(title).not.toBe(code);
      expect(title).toMatch(/^[A-Z][a-z]/);
    }
  });

  it('shows the ones a newcomer saw as codes as words', () => {
    expect(notificationTitle('DISCONNECT_CLUSTER')).toBe('Cluster disconnection');
    expect(notificationTitle('AUTO_SUSPEND')).toBe('Auto suspend');
    expect(notificationTitle('IDLE_WARNING')).toBe('Cluster going to sleep');
    expect(notificationTitle('INSTALL_LIBRARY')).toBe('Library install');
  });

  it('reads an unknown code as words, and one without letters as a generic title', () => {
    expect(notificationTitle('RESTART_SPARK_NODE')).toBe('Restart spark node');
    expect(readableEventCode('deploy-failed')).toBe('Deploy failed');
    expect(readableEventCode('  NODE__READY ')).toBe('Node ready');
    expect(notificationTitle('')).toBe('Update');
    expect(notificationTitle('___')).toBe('Update');
    // Names of Object.prototype are not table entries.
    expect(notificationTitle('constructor')).toBe('Constructor');
  });
});
