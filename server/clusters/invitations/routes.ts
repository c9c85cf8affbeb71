/**
 * Accepting a cluster invitation or an ownership transfer (doc 1 §2, §6, §8). The body's userID must be the
 * caller's uuid, else 403 with the spec's text; the invitation must be pending for that user and cluster.
 */
import type { Context, Hono } from 'hono';
import type { MessageResponse } from '../../../src/contract/types';
import type * as v from 'valibot';
import { invitationAnswerSchema } from '../../../src/domain/schemas/invitation';
import { HttpError } from '../../api-helpers';
import { guardedBody, rawText } from '../../validate';
import type { ApiEnv, EmulatorContext } from '../../context';
import { write } from '../kit';
import { CLUSTER_MESSAGES } from '../messages';
import { findInstanceRowById, syncUserCounts } from '../store';

interface InvitationRow {
  id: number;
  instance_id: string;
  user_uuid: string;
  kind: 'cluster' | 'ownership';
  role: string;
}

export function invitationRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  const pending = (kind: InvitationRow['kind'], userID: string, instanceID: string): InvitationRow => {
    const row = db
      .prepare(
        `SELECT id, instance_id, user_uuid, kind, role FROM cluster_invitations
         WHERE kind = ? AND user_uuid = ? AND instance_id = ? AND status = 'pending' ORDER BY id DESC LIMIT 1`,
      )
      .get(kind, userID, instanceID) as InvitationRow | undefined;
    if (!row) throw new HttpError(404, CLUSTER_MESSAGES.invitationNotFound);
    return row;
  };

  const accept = (kind: InvitationRow['kind']) =>
    async (c: Context<ApiEnv & { Variables: { body: v.InferOutput<typeof invitationAnswerSchema> } }>) => {
      const { userID, instanceID } = c.var.body;
      const caller = c.get('caller');
      const invitation = pending(kind, userID, instanceID);
      const instance = findInstanceRowById(db, instanceID);
      if (!instance) throw new HttpError(404, CLUSTER_MESSAGES.invitationNotFound);
      const now = ctx.clock.now();
      write(ctx, (w) => {
        if (kind === 'cluster') {
          db.prepare(
            `INSERT INTO cluster_roles (instance_id, user_uuid, role) VALUES (?, ?, ?)
             ON CONFLICT (instance_id, user_uuid) DO UPDATE SET role = excluded.role`,
          ).run(instanceID, userID, invitation.role);
        } else {
          // The new owner leaves the role table; the previous owner stays on as Manager.
          db.prepare('UPDATE instances SET owner_uuid = ? WHERE id = ?').run(userID, instanceID);
          db.prepare('DELETE FROM cluster_roles WHERE instance_id = ? AND user_uuid = ?').run(instanceID, userID);
          db.prepare(
            `INSERT INTO cluster_roles (instance_id, user_uuid, role) VALUES (?, ?, 'accountAdmin')
             ON CONFLICT (instance_id, user_uuid) DO UPDATE SET role = 'accountAdmin'`,
          ).run(instanceID, instance.owner_uuid);
          syncUserCounts(db, instance.owner_uuid);
        }
        db.prepare(`UPDATE cluster_invitations SET status = 'accepted', accepted_at = ? WHERE id = ?`).run(
          new Date(now).toISOString(),
          invitation.id,
        );
        syncUserCounts(db, userID);
        // The notice goes to the owner the cluster had when the invitation was sent.
        w.notify(instance, {
          event: kind === 'cluster' ? 'INVITATION_ACCEPTED' : 'OWNERSHIP_TRANSFERRED',
          message:
            kind === 'cluster'
              ? `${caller.email ?? 'A user'} accepted the invitation to ${instance.name}.`
              : `${caller.email ?? 'A user'} is now the owner of ${instance.name}.`,
          kind: kind === 'cluster' ? 'cluster.invitation' : 'cluster.ownership',
          title: kind === 'cluster' ? 'Invitation accepted' : 'Ownership transferred',
        }, now);
      });
      const answer: MessageResponse = {
        message: kind === 'cluster' ? CLUSTER_MESSAGES.invitationAccepted : CLUSTER_MESSAGES.ownershipAccepted,
      };
      return c.json(answer);
    };

  // Only the invitee answers: the body's userID is checked before the rest of it.
  const invitee = guardedBody((c, raw) => {
    if (rawText(raw, 'userID') !== c.get('caller').uuid) throw new HttpError(403, CLUSTER_MESSAGES.wrongInvitee);
  }, invitationAnswerSchema);
  api.post('/users/acceptclusterinv', invitee, accept('cluster'));
  api.post('/users/acceptownershiptransfer', invitee, accept('ownership'));
}
