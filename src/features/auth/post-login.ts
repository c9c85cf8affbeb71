/**
 * The post-login decision of spec doc 1 §2 / doc 3 §2, in order:
 *  1. on /signin with redirect_to: send the browser there, URL hash appended — when it is this site or a
 *     configured cluster domain (src/domain/redirects.ts). Any other target is not followed: the rest runs
 *     as usual and the outcome says so (`linkRefused`), so the screen can tell the user;
 *  2. fetch the user; an unconfirmed user gets the verify page (doc 1 §2 sign-in error pages);
 *  3. a new, confirmed or e-mail-verified user without an assigned cluster is activated; the answer's
 *     `crypted` goes into the cloudSSO cookie and its `redirectTo`, when present, is where the user goes;
 *  4. on a first login (no firstLogin marker here) with the user's redirectTo: set the marker, go there;
 *  5. otherwise /clusters — or the protected page the user was sent to sign in from.
 * A 5xx answer gives the 'Something Went Wrong' page; any other error is reported and the user goes on
 * to /clusters.
 */
import type { ActivationResponse, User } from '../../contract/types';
import { checkRedirect } from '../../domain/redirects';

export type PostLoginOutcome =
  | { kind: 'leave'; url: string }
  | { kind: 'navigate'; to: string; linkRefused?: true }
  | { kind: 'verify' }
  | { kind: 'serverError' };

export interface PostLoginDeps {
  /** Where the post-login screen runs for: path + query + hash, e.g. '/signin?redirect_to=…#x'. */
  from: string;
  /** This app's origin, to tell its own paths from other sites. */
  origin: string;
  /** Runtime config clusterDomains: other sites the browser may be sent to. */
  clusterDomains: readonly string[];
  fetchMe: () => Promise<User>;
  activate: () => Promise<ActivationResponse>;
  storeSsoCookie: (crypted: string) => void;
  isFirstLogin: () => boolean;
  markFirstLogin: () => void;
  isServerFailure: (error: unknown) => boolean;
  reportError: (error: unknown) => void;
}

/** Routes that only start a sign-in: coming back to them means "the default place". */
const ENTRY_PATHS = new Set(['/', '/sso', '/signin', '/admin', '/signup', '/signin-cloud', '/verify']);
export const DEFAULT_DESTINATION = '/clusters';

function parse(from: string, origin: string): URL {
  return new URL(from, origin);
}

/**
 * A target given by the SSO link or the API. Same-origin targets become in-app navigation; https URLs on a
 * cluster domain are opened as they are; anything else (another site, javascript:, data:) is refused.
 */
export function toOutcome(target: string, origin: string, clusterDomains: readonly string[]): PostLoginOutcome | null {
  const checked = checkRedirect(target, origin, clusterDomains);
  if (!checked.ok) return null;
  return checked.sameOrigin ? { kind: 'navigate', to: checked.path } : { kind: 'leave', url: checked.url };
}

function defaultDestination(from: URL): string {
  return ENTRY_PATHS.has(from.pathname) ? DEFAULT_DESTINATION : from.pathname + from.search + from.hash;
}

export async function decidePostLogin(deps: PostLoginDeps): Promise<PostLoginOutcome> {
  const from = parse(deps.from, deps.origin);
  const redirectTo = from.searchParams.get('redirect_to');
  if (from.pathname === '/signin' && redirectTo) {
    const outcome = toOutcome(redirectTo + from.hash, deps.origin, deps.clusterDomains);
    if (outcome) return outcome;
    const next = await decideForUser(deps, from);
    return next.kind === 'navigate' ? { ...next, linkRefused: true } : next;
  }
  return decideForUser(deps, from);
}

async function decideForUser(deps: PostLoginDeps, from: URL): Promise<PostLoginOutcome> {
  const follow = (target: string) => toOutcome(target, deps.origin, deps.clusterDomains);
  try {
    const user = await deps.fetchMe();
    if (!user.confirmed) return { kind: 'verify' };
    if ((user.newUser || user.confirmed || user.email_verified) && !user.assignedCluster) {
      const activation = await deps.activate();
      if (activation.crypted) deps.storeSsoCookie(activation.crypted);
      const outcome = activation.redirectTo ? follow(activation.redirectTo) : null;
      if (outcome) return outcome;
    }
    if (deps.isFirstLogin() && user.redirectTo) {
      const outcome = follow(user.redirectTo);
      if (outcome) {
        deps.markFirstLogin();
        return outcome;
      }
    }
    return { kind: 'navigate', to: defaultDestination(from) };
  } catch (error) {
    if (deps.isServerFailure(error)) return { kind: 'serverError' };
    deps.reportError(error);
    return { kind: 'navigate', to: DEFAULT_DESTINATION };
  }
}
