/**
 * Which requests the API cache (api-cache.ts) answers and stores: every GET under the API base of the
 * runtime config (`apiBase`, on this origin or another: the console may be served apart from the API), but
 * the emulator's test hooks and the answers that must never be written to the device. Pure (no worker
 * globals), so the rules are unit-tested on their own.
 *
 * Never stored, network only: the cluster secrets (doc 2 §7 GET users/{userId}/instances/{clusterName}/secrets;
 * doc 2 §9: DB_CONNECTION, DB_USER and DB_PW live in the page's memory for 240 s, never on the device). The
 * worker leaves such a request to the browser: no cached copy is read or written, offline it simply fails.
 * Nor the temporary support access token (doc 2 §7 GET cli/{userId}/instances/{name}/token): a credential
 * to the cluster.
 */
import { isCredentialPath } from '../src/domain/credentials';

/** The API base with one trailing slash, e.g. 'https://api.example.com/api/'. */
function baseOf(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}/`;
}

/** The path below the API base ('users/…'), or null when `url` is not under it. */
function pathBelow(url: URL, apiBase: string): string | null {
  const base = baseOf(apiBase);
  const bare = `${url.origin}${url.pathname}`;
  return bare.startsWith(base) ? bare.slice(base.length) : null;
}

/**
 * Never stored: the answers that are credentials (src/domain/credentials.ts), named by their path below
 * the API base, whatever that base is; also, on any origin, a path that is one below /api.
 */
export function isNeverStored(url: URL, apiBase?: string): boolean {
  const below = apiBase === undefined ? null : pathBelow(url, apiBase);
  return isCredentialPath(url.pathname) || (below !== null && isCredentialPath(`/api/${below}`));
}

/** The requests the API cache handles (network first, the last answer kept per user, by full URL). */
export function isApiRequest(url: URL, request: Pick<Request, 'method'>, apiBase: string): boolean {
  const below = pathBelow(url, apiBase);
  return request.method === 'GET' && below !== null && !below.startsWith('_emulator/') && !isNeverStored(url, apiBase);
}

/**
 * Whether a GET may be an API request before the API base is known (the worker reads it from the stored
 * config, asynchronously, while routes are matched synchronously): one to another origin, or under /api/ on
 * this one. The handler then decides with isApiRequest and leaves the rest to the network untouched.
 */
export function mayBeApiRequest(url: URL, request: Pick<Request, 'method' | 'mode'>, ownOrigin: string): boolean {
  if (request.method !== 'GET' || request.mode === 'navigate') return false;
  return url.origin !== ownOrigin || url.pathname.startsWith('/api/');
}
