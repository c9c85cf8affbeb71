/**
 * Which requests the API cache (api-cache.ts) answers and stores: every API GET but the emulator's test
 * hooks and the answers that must never be written to the device. Pure (no worker globals), so the rules
 * are unit-tested on their own.
 *
 * Never stored, network only: the cluster secrets (doc 2 §7 GET users/{userId}/instances/{clusterName}/secrets;
 * doc 2 §9: DB_CONNECTION, DB_USER and DB_PW live in the page's memory for 240 s, never on the device). The
 * worker leaves such a request to the browser: no cached copy is read or written, offline it simply fails.
 * Nor the temporary support access token (doc 2 §7 GET cli/{userId}/instances/{name}/token): a credential
 * to the cluster.
 */
import { isCredentialPath } from '../src/domain/credentials';

/** Never stored: the answers that are credentials (src/domain/credentials.ts). */
export function isNeverStored(url: URL): boolean {
  return isCredentialPath(url.pathname);
}

/** The requests the API cache handles (network first, the last answer kept per user). */
export function isApiRequest(url: URL, request: Pick<Request, 'method'>): boolean {
  return (
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/_emulator/') &&
    !isNeverStored(url)
  );
}
