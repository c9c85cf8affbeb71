/**
 * Who is on a cluster, as the users table shows it (doc 2 §3 Authorized user entry): the owner, every role
 * holder, and everyone with a pending invitation (status 'pending'). A pending ownership transfer's invitee
 * shows as a pending owner, with the role they return to if it is withdrawn.
 */
import type { Database } from '../../db';
import type { AuthorizedUser, ClusterRoleName } from '../../../src/contract/types';
import { isClusterRole } from '../../../src/domain/policies';
import type { InstanceRow } from '../schema';

interface PersonRow {
  uuid: string;
  sub: string;
  email: string;
  full_name: string | null;
}

interface RoleRow extends PersonRow {
  id: number;
  role: string;
}

interface InvitationRow extends PersonRow {
  id: number;
  kind: 'cluster' | 'ownership';
  role: string;
  created_at: string;
}

const PERSON = `u.uuid, u.sub, u.email, json_extract(u.profile, '$.fullName') AS full_name`;

const roleName = (value: string): ClusterRoleName => (isClusterRole(value) ? value : 'developer');

/** The users of the cluster, keyed by uuid (the owner first). */
export function listUsers(db: Database, row: Pick<InstanceRow, 'id' | 'owner_uuid'>): AuthorizedUser[] {
  const owner = db.prepare(`SELECT ${PERSON} FROM users u WHERE u.uuid = ?`).get(row.owner_uuid) as PersonRow | undefined;
  const roles = db
    .prepare(`SELECT r.rowid AS id, r.role, ${PERSON} FROM cluster_roles r JOIN users u ON u.uuid = r.user_uuid WHERE r.instance_id = ?`)
    .all(row.id) as RoleRow[];
  const invitations = db
    .prepare(
      `SELECT i.id, i.kind, i.role, i.created_at, ${PERSON} FROM cluster_invitations i JOIN users u ON u.uuid = i.user_uuid
       WHERE i.instance_id = ? AND i.status = 'pending' ORDER BY i.id`,
    )
    .all(row.id) as InvitationRow[];

  const people = new Map<string, PersonRow>();
  const entries = new Map<string, AuthorizedUser>();
  const entry = (person: PersonRow, fields: Omit<AuthorizedUser, 'user'>): AuthorizedUser => {
    people.set(person.uuid, person);
    return {
      user: { id: person.uuid, fullname: person.full_name ?? '', email: person.email, lastLoginAt: null },
      ...fields,
    };
  };
  if (owner) {
    entries.set(owner.uuid, entry(owner, { status: 'active', authorizedRoles: [{ id: 0, role: 'owner' }], previousRole: null, invitedAt: null }));
  }
  for (const r of roles) {
    if (entries.has(r.uuid)) continue;
    entries.set(r.uuid, entry(r, { status: 'active', authorizedRoles: [{ id: r.id, role: roleName(r.role) }], previousRole: null, invitedAt: null }));
  }
  // The latest pending invitation of each user wins (they are ordered by id).
  for (const inv of invitations) {
    if (inv.uuid === row.owner_uuid) continue;
    const current = entries.get(inv.uuid);
    if (inv.kind === 'ownership') {
      const previous = current && current.status === 'active' ? roleOf(current) : (current?.previousRole ?? null);
      entries.set(
        inv.uuid,
        entry(inv, { status: 'pending', authorizedRoles: [{ id: inv.id, role: 'owner' }], previousRole: previous, invitedAt: inv.created_at }),
      );
    } else if (!current || current.status === 'pending') {
      entries.set(
        inv.uuid,
        entry(inv, { status: 'pending', authorizedRoles: [{ id: inv.id, role: roleName(inv.role) }], previousRole: null, invitedAt: inv.created_at }),
      );
    }
  }
  const logins = lastLogins(db, [...people.values()]);
  return [...entries.values()].map((e) => {
    const at = logins.get(e.user.id);
    return at === undefined ? e : { ...e, user: { ...e.user, lastLoginAt: new Date(at).toISOString() } };
  });
}

function roleOf(entry: AuthorizedUser): ClusterRoleName {
  return entry.authorizedRoles[0]?.role ?? 'developer';
}

const oidcTables = new WeakMap<Database, boolean>();

/**
 * The last sign-in of each person (epoch ms): the latest of the seeded demo value and the OIDC provider's
 * sessions (`loginTs`, seconds, `accountId` the account's sub). Sessions expire, the seeded value does not.
 */
export function lastLogins(db: Database, people: readonly Pick<PersonRow, 'uuid' | 'sub'>[]): Map<string, number> {
  const result = new Map<string, number>();
  if (people.length === 0) return result;
  const seeded = db.prepare('SELECT last_login_at FROM cluster_user_logins WHERE user_uuid = ?').pluck();
  let hasOidcTable = oidcTables.get(db);
  if (hasOidcTable === undefined) {
    hasOidcTable = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'oidc_models'`).get() !== undefined;
    oidcTables.set(db, hasOidcTable);
  }
  const session = hasOidcTable
    ? db
        .prepare(
          `SELECT MAX(json_extract(payload, '$.loginTs')) FROM oidc_models
           WHERE model = 'Session' AND json_extract(payload, '$.accountId') = ?`,
        )
        .pluck()
    : null;
  for (const person of people) {
    const fromSeed = seeded.get(person.uuid) as number | undefined;
    const fromSession = session?.get(person.sub) as number | null | undefined;
    const candidates = [fromSeed, typeof fromSession === 'number' ? fromSession * 1000 : undefined].filter(
      (n): n is number => typeof n === 'number',
    );
    if (candidates.length > 0) result.set(person.uuid, Math.max(...candidates));
  }
  return result;
}

/** The pending invitations of a user on a cluster, of one kind or both. */
export function deletePendingInvitations(
  db: Database,
  instanceId: string,
  userUuid: string,
  kind?: 'cluster' | 'ownership',
): number {
  const sql = `DELETE FROM cluster_invitations WHERE instance_id = ? AND user_uuid = ? AND status = 'pending'${kind ? ' AND kind = ?' : ''}`;
  return db.prepare(sql).run(...(kind ? [instanceId, userUuid, kind] : [instanceId, userUuid])).changes;
}

/** Whether any ownership transfer of the cluster waits to be accepted. */
export function hasPendingTransfer(db: Database, instanceId: string): boolean {
  return (
    db
      .prepare(`SELECT 1 FROM cluster_invitations WHERE instance_id = ? AND kind = 'ownership' AND status = 'pending'`)
      .get(instanceId) !== undefined
  );
}

export function insertInvitation(
  db: Database,
  instanceId: string,
  userUuid: string,
  kind: 'cluster' | 'ownership',
  role: string,
  now: number,
): void {
  db.prepare(
    `INSERT INTO cluster_invitations (instance_id, user_uuid, kind, role, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)`,
  ).run(instanceId, userUuid, kind, role, new Date(now).toISOString());
}

export function recordMail(
  db: Database,
  mail: { instanceId: string; to: string; subject: string; body: string; now: number },
): void {
  db.prepare('INSERT INTO cluster_user_mails (instance_id, to_email, subject, body, created_at) VALUES (?, ?, ?, ?, ?)').run(
    mail.instanceId,
    mail.to,
    mail.subject,
    mail.body,
    new Date(mail.now).toISOString(),
  );
}
