/**
 * What identity (the OIDC provider, the auth middleware) may know about a user. The OIDC side reads
 * users only through these functions, never through the table.
 */
import type { Database } from '../db';
import { randomUUID } from 'node:crypto';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { defaultProfile, parseProfile } from './profile';
import type { UserRow } from './schema';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed-users';

export interface AuthAccount {
  uuid: string;
  sub: string;
  email: string;
  fullName: string;
  emailVerified: boolean;
  blocked: boolean;
}

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  /** The sign-up's utm_* parameters, stored as given. */
  utm: Record<string, string>;
  /** Creation time in epoch ms (the emulator clock, wall-clock time); defaults to Date.now(). */
  now?: number;
}

export const ACCOUNT_EXISTS = 'An account with this email already exists.';

/** Thrown by createAccount when the email is taken; `message` is meant for the sign-up page. */
export class AccountExistsError extends Error {
  constructor() {
    super(ACCOUNT_EXISTS);
    this.name = 'AccountExistsError';
  }
}

/** Password (database) connection prefix of `sub`; other prefixes (social|) cannot change password. */
export const DB_SUB_PREFIX = 'db|';

function toAccount(row: UserRow): AuthAccount {
  const profile = parseProfile(row.profile);
  return {
    uuid: row.uuid,
    sub: row.sub,
    email: row.email,
    fullName: profile.fullName,
    emailVerified: profile.email_verified,
    blocked: row.blocked === 1,
  };
}

export function findUserRowByEmail(db: Database, email: string): UserRow | null {
  const row = db.prepare('SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(email.trim()) as
    | UserRow
    | undefined;
  return row ?? null;
}

export function findUserRowByUuid(db: Database, uuid: string): UserRow | null {
  const row = db.prepare('SELECT * FROM users WHERE uuid = ?').get(uuid) as UserRow | undefined;
  return row ?? null;
}

export function findAccountByEmail(db: Database, email: string): AuthAccount | null {
  const row = findUserRowByEmail(db, email);
  return row ? toAccount(row) : null;
}

export function findAccountByUuid(db: Database, uuid: string): AuthAccount | null {
  const row = findUserRowByUuid(db, uuid);
  return row ? toAccount(row) : null;
}

/**
 * The account when email and password match (blocked accounts included: the caller decides). An unknown
 * e-mail is checked against a dummy hash of the same cost, so both answers take the same time.
 */
export async function checkPassword(db: Database, email: string, password: string): Promise<AuthAccount | null> {
  const row = findUserRowByEmail(db, email);
  const matches = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
  return row && matches ? toAccount(row) : null;
}

/**
 * Sign-up: a new trial account with a database connection (`sub` = `db|<uuid>`). The emulator sends
 * no mail, so the address counts as confirmed; the account is new and has no cluster, so the app takes
 * it through activation. Throws AccountExistsError when the email is taken.
 */
export async function createAccount(db: Database, input: NewAccount): Promise<AuthAccount> {
  const email = input.email.trim();
  if (findUserRowByEmail(db, email)) throw new AccountExistsError();
  const passwordHash = await hashPassword(input.password);
  // Checked again after the hash: another sign-up may have taken the e-mail meanwhile.
  if (findUserRowByEmail(db, email)) throw new AccountExistsError();
  const uuid = randomUUID();
  const row: UserRow = {
    uuid,
    email,
    sub: `${DB_SUB_PREFIX}${uuid}`,
    password_hash: passwordHash,
    blocked: 0,
    profile: JSON.stringify(defaultProfile(input.fullName)),
    utm: JSON.stringify(input.utm),
    created_at: new Date(input.now ?? Date.now()).toISOString(),
  };
  insertUserRow(db, row);
  return toAccount(row);
}

export function insertUserRow(db: Database, row: UserRow): void {
  db.prepare(
    `INSERT INTO users (uuid, email, sub, password_hash, blocked, profile, utm, created_at)
     VALUES (@uuid, @email, @sub, @password_hash, @blocked, @profile, @utm, @created_at)`,
  ).run(row);
}
