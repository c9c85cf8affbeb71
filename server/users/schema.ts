/**
 * The users module's tables. `users` keeps what identity needs in columns (email, sub, password hash,
 * blocked) and the rest of the wire `User` (src/contract/types.ts) as one JSON document, `profile`, so the
 * wire shape has a single source. Other modules read users only through accounts.ts and store.ts.
 */
export const USERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  uuid TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  sub TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  blocked INTEGER NOT NULL DEFAULT 0 CHECK (blocked IN (0, 1)),
  profile TEXT NOT NULL,
  utm TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS user_activations (
  uuid TEXT PRIMARY KEY REFERENCES users(uuid) ON DELETE CASCADE,
  crypted TEXT NOT NULL,
  redirect_to TEXT,
  activated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS support_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT REFERENCES users(uuid) ON DELETE SET NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS system_configurations (
  config_key TEXT NOT NULL,
  config_type TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (config_key, config_type)
);
`;

/** A row of `users` as SQLite returns it. */
export interface UserRow {
  uuid: string;
  email: string;
  sub: string;
  password_hash: string;
  blocked: 0 | 1;
  profile: string;
  utm: string;
  created_at: string;
}
