/**
 * Who is asked for tracking consent, who is tracked, and where the chat widget and the marketing script
 * may appear (doc 3 §2 "Tracking consent drawer and chat widget", §6; doc 1 §2 "Cookie and tracking
 * consent", "Chat widget"). Pure rules: the app's tracking host and the consent drawer read them.
 *
 * The consent that counts is the choice made in this session when there is one (it may not be saved yet:
 * the drawer closes even if saving fails, and the user's choice is honoured anyway), else the recorded
 * `userConsent`.
 */
import type { User, UserConsent } from '../contract/types/user';
import { isTrial } from './permissions';

/** The only path with the marketing script and its cookie banner; the chat widget never shows there. */
export const SIGNUP_PATH = '/signup';

export type ConsentSubject = Pick<User, 'role' | 'userConsent'>;

/** The choice made in this session wins over the recorded one. */
export function consentOf(user: ConsentSubject, sessionChoice?: UserConsent | null): UserConsent | null {
  return sessionChoice ?? user.userConsent ?? null;
}

/** A trial user with no recorded consent (and no choice made in this session) sees the drawer. */
export function showsConsentDrawer(user: ConsentSubject, sessionChoice?: UserConsent | null): boolean {
  return isTrial(user) && consentOf(user, sessionChoice) === null;
}

/**
 * Analytics identification (identify, then the logged-in event): a user who accepted, whatever the role,
 * and enterprise users straight away, unless they refused. A trial user needs consent first (doc 3 §6);
 * other roles with nothing recorded are not tracked (the spec names no one else).
 */
export function identifiesForAnalytics(user: ConsentSubject, sessionChoice?: UserConsent | null): boolean {
  const consent = consentOf(user, sessionChoice);
  if (consent === 'accept') return true;
  return user.role.name === 'enterprise' && consent !== 'reject';
}

/** The user has consented ('accept'): the spec's "only when the user has consented", for every role. */
export function hasConsented(user: ConsentSubject, sessionChoice?: UserConsent | null): boolean {
  return consentOf(user, sessionChoice) === 'accept';
}

/** The chat widget: a signed-in user who consented, on any path but /signup. */
export function showsChat(user: ConsentSubject | null, path: string, sessionChoice?: UserConsent | null): boolean {
  return user !== null && !isSignupPath(path) && hasConsented(user, sessionChoice);
}

/** The marketing script and its cookie banner: /signup only, signed in or not. */
export function showsMarketing(path: string): boolean {
  return isSignupPath(path);
}

function isSignupPath(path: string): boolean {
  return path.replace(/\/+$/, '') === SIGNUP_PATH;
}

/** What the providers are told about the user: enough to recognise them, nothing more. */
export interface TrackedUser {
  id: string;
  email: string;
  name: string;
  role: User['role']['name'];
  company: string;
  createdAt: string;
}

export function trackedUser(user: Pick<User, 'uuid' | 'email' | 'fullName' | 'role' | 'company' | 'createdAt'>): TrackedUser {
  return {
    id: user.uuid,
    email: user.email,
    name: user.fullName,
    role: user.role.name,
    company: user.company,
    createdAt: user.createdAt,
  };
}

/** The analytics event sent when tracking starts for a signed-in user (doc 3 §2). */
export const LOGGED_IN_EVENT = 'logged-in';

/** Notices of the consent call (the drawer itself closes whatever the answer). */
export const TRACKING_NOTICES = {
  consentNotSaved:
    'Your tracking choice could not be saved. It applies until you sign out; we will ask again next time.',
} as const;
