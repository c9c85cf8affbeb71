/** Reading and writing one user's profile document. */
import type { Database } from '../db';
import type { User } from '../../src/contract/types';
import { HttpError } from '../api-helpers';
import { findUserRowByUuid } from './accounts';
import { parseProfile, rowToUser, type StoredProfile } from './profile';
import type { UserRow } from './schema';

export const USER_NOT_FOUND = 'User not found';

/** The caller's row; 404 when the account no longer exists (a token outliving its account). */
export function requireUserRow(db: Database, uuid: string): UserRow {
  const row = findUserRowByUuid(db, uuid);
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  return row;
}

export function getUser(db: Database, uuid: string): User {
  return rowToUser(requireUserRow(db, uuid));
}

export function getProfile(row: UserRow): StoredProfile {
  return parseProfile(row.profile);
}

export function saveProfile(db: Database, uuid: string, profile: StoredProfile): void {
  db.prepare('UPDATE users SET profile = ? WHERE uuid = ?').run(JSON.stringify(profile), uuid);
}

export function savePasswordHash(db: Database, uuid: string, hash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE uuid = ?').run(hash, uuid);
}
