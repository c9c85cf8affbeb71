/**
 * Cluster administration users (spec doc 2 §5 Invite user, §6, §8): the texts of the invite and role rules,
 * and where the server's field messages go in the forms. Quoted spec texts are exact; the rest are ours. The
 * rules themselves are the schemas of domain/schemas/cluster-users.ts (kept apart: valibot loads with the dialog).
 */
import type { GrantableRole } from '../../contract/types';
import { isValidEmail } from './common';

/** The roles a cluster user can be given (doc 1 §6; the support role is never given). */
export const GRANTABLE_ROLES = ['owner', 'accountAdmin', 'developer', 'accountManager'] as const satisfies readonly GrantableRole[];

export function isGrantableRole(value: unknown): value is GrantableRole {
  return typeof value === 'string' && (GRANTABLE_ROLES as readonly string[]).includes(value);
}

/** doc 2 §9: the e-mail is checked this long after the last keystroke. */
export const EMAIL_CHECK_DEBOUNCE_MS = 1_500;

/** Ours: the longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

export const CLUSTER_USERS_MESSAGES = {
  /** doc 2 §5, exact. */
  emailInvalid: "This doesn't seem to be a valid email. Try again.",
  /** doc 2 §5, exact. */
  roleRequired: 'please input your role',
  /** doc 2 §8, exact: the server flagged the e-mail's domain; the user may continue with it. */
  emailDomainFlagged: "This doesn't seem to be a valid email. Try again or continue with this email.",
  /** The call's own fields, which no form shows (ours). */
  userIdRequired: 'userId is required',
  clusterNameRequired: 'clusterName is required',
  userRequired: 'user must be an object with userEmail and roleName',
  userIDRequired: 'userID is required',
  bypassFlag: 'bypassValidationFlag must be true or false',
} as const;

/**
 * The domain rule the emulator applies to invitations (ours; the spec leaves the rule to the server): an
 * address at a free or disposable mailbox provider is flagged, since a cluster is administered with work
 * addresses. The inviter may continue with it (bypassValidationFlag).
 */
export const FLAGGED_EMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'aol.com',
  'icloud.com',
  'mail.com',
  'gmx.com',
  'proton.me',
  'protonmail.com',
  'yandex.com',
  'mailinator.com',
  'guerrillamail.com',
  '10minutemail.com',
  'tempmail.com',
] as const;

/** The e-mail's domain, lower case ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.trim().lastIndexOf('@');
  return at < 0 ? '' : email.trim().slice(at + 1).toLowerCase();
}

/** Whether the server flags the address's domain (unless the inviter continues with it). */
export function isFlaggedEmailDomain(email: string): boolean {
  return (FLAGGED_EMAIL_DOMAINS as readonly string[]).includes(emailDomain(email));
}

/** The e-mail rule of the invite (doc 2 §5): the first problem, or null. */
export function emailProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > EMAIL_MAX || !isValidEmail(trimmed)) return CLUSTER_USERS_MESSAGES.emailInvalid;
  return null;
}

/** The inputs of the invite form. */
export type InviteInput = 'email' | 'role';

/** Where a server field message of adduserrole goes: the e-mail ('email' per doc 2 §8, or the body's path) or the role. */
export function inviteInputForServerField(fieldName: string): InviteInput | null {
  if (fieldName === 'email' || fieldName === 'user.userEmail' || fieldName === 'userEmail') return 'email';
  if (fieldName === 'role' || fieldName === 'user.roleName' || fieldName === 'roleName') return 'role';
  return null;
}

/** Where a server field message of updateuserrole goes: its only input is the role. */
export function roleInputForServerField(fieldName: string): 'role' | null {
  return fieldName === 'roleName' ? 'role' : null;
}
