/**
 * The emulator's SQLite database. A file under the data folder for `npm start` (state survives restarts),
 * ':memory:' in tests.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export function openDatabase(dbPath: string): Database.Database {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('foreign_keys = ON');
  if (dbPath !== ':memory:') db.pragma('journal_mode = WAL');
  return db;
}

/** True when no module has written anything yet: the database was just created. */
export function isFresh(db: Database.Database): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM emulator_meta').get() as { n: number };
  return row.n === 0;
}

/** Bookkeeping table of the app itself: records that seeding ran, so a restart does not seed again. */
export const META_SCHEMA = `CREATE TABLE IF NOT EXISTS emulator_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`;

export function markSeeded(db: Database.Database, at: number): void {
  db.prepare("INSERT OR REPLACE INTO emulator_meta (key, value) VALUES ('seededAt', ?)").run(String(at));
}
