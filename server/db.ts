/**
 * The emulator's SQLite database. A file under the data folder for `npm start` (state survives restarts),
 * ':memory:' in tests. The driver (WebAssembly SQLite behind better-sqlite3's API) is in sqlite.ts.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Database } from './sqlite';

export { Database, SqliteError, Statement, type RunResult } from './sqlite';

export function openDatabase(dbPath: string): Database {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  // A file database is in WAL mode (see sqlite.ts).
  const db = new Database(dbPath);
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

/** True when no module has written anything yet: the database was just created. */
export function isFresh(db: Database): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM emulator_meta').get() as { n: number };
  return row.n === 0;
}

/** Bookkeeping table of the app itself: records that seeding ran, so a restart does not seed again. */
export const META_SCHEMA = `CREATE TABLE IF NOT EXISTS emulator_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`;

export function markSeeded(db: Database, at: number): void {
  db.prepare("INSERT OR REPLACE INTO emulator_meta (key, value) VALUES ('seededAt', ?)").run(String(at));
}
