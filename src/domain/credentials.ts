/**
 * API answers that are credentials (spec doc 2 §7, §9): a cluster's secrets (DB_CONNECTION, DB_USER, DB_PW;
 * kept in the page's memory for 240 s only) and its temporary support access token. No copy of them is ever
 * written to the device: the service worker's API cache leaves them to the network, and the emulator sends
 * them with Cache-Control: no-store so the browser's own cache does not keep them either.
 */
const CREDENTIAL_PATHS: readonly RegExp[] = [
  // GET users/{userId}/instances/{clusterName}/secrets
  /^\/api\/users\/[^/]+\/instances\/[^/]+\/secrets\/?$/i,
  // GET cli/{userId}/instances/{name}/token
  /^\/api\/cli\/[^/]+\/instances\/[^/]+\/token\/?$/i,
];

/** `pathname` is the URL's path from the origin (with /api); matched case-insensitively, trailing slash or not. */
export function isCredentialPath(pathname: string): boolean {
  return CREDENTIAL_PATHS.some((pattern) => pattern.test(pathname));
}
