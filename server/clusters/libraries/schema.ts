/**
 * Libraries of a cluster and the files uploaded to it (doc 2 §3 Library, §4, §7). Instants are real epoch ms
 * (server/clock.ts). A library in progress has `operation` and `started_at`; each runtime ends at
 * started_at + its simulated duration (sim.ts), and `next_due_at` is the soonest of those still pending, read
 * by the sim's due query through its index (NULL when nothing is pending).
 */
export const LIBRARIES_SCHEMA = `
CREATE TABLE IF NOT EXISTS libraries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('pypi', 'maven', 'cran', 'file')),
  source TEXT NOT NULL,
  repository TEXT,
  analytics_state TEXT NOT NULL,
  loader_state TEXT NOT NULL,
  chidori_state TEXT NOT NULL,
  spark_state TEXT NOT NULL,
  error TEXT,
  -- The version pip resolved for a PyPI package installed without one (Sync Versions pins it).
  resolved_version TEXT,
  operation TEXT CHECK (operation IN ('install', 'uninstall')),
  started_at INTEGER,
  next_due_at INTEGER,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS libraries_due ON libraries(next_due_at);
CREATE INDEX IF NOT EXISTS libraries_instance ON libraries(instance_id, id);

CREATE TABLE IF NOT EXISTS library_uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  -- sha256 of the upload URL's token: the token itself is never stored.
  token_hash TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  client_origin TEXT NOT NULL,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE IF NOT EXISTS library_files (
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  content BLOB NOT NULL,
  uploaded_at INTEGER NOT NULL,
  PRIMARY KEY (instance_id, file_name)
);
`;

export type LibraryOperation = 'install' | 'uninstall';

export interface LibraryRow {
  id: number;
  instance_id: string;
  name: string;
  type: 'pypi' | 'maven' | 'cran' | 'file';
  source: string;
  repository: string | null;
  analytics_state: string;
  loader_state: string;
  chidori_state: string;
  spark_state: string;
  error: string | null;
  resolved_version: string | null;
  operation: LibraryOperation | null;
  started_at: number | null;
  next_due_at: number | null;
  created_by: string;
  created_at: number;
}

export interface LibraryUploadRow {
  id: number;
  instance_id: string;
  token_hash: string;
  file_name: string;
  client_origin: string;
  created_by: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface LibraryFileRow {
  instance_id: string;
  file_name: string;
  content_type: string;
  size: number;
  content: Buffer;
  uploaded_at: number;
}
