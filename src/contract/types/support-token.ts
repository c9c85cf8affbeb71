/**
 * The temporary support access token of one cluster (spec doc 2 §3, §4, §7):
 * GET/POST/DELETE cli/{userId}/instances/{name}/token. Imports nothing.
 */

/** An active token: `expiresAt` is an ISO 8601 instant (the page shows it dd/MM/yyyy). */
export interface SupportToken {
  token: string;
  expiresAt: string;
}

/** The GET answer (and the POST's): the active token, or both fields null when there is none. */
export type SupportTokenResponse = SupportToken | { token: null; expiresAt: null };

/** The POST body: `revokeFirst: true` renews (revokes the active token, then generates a new one). */
export interface SupportTokenPayload {
  revokeFirst?: boolean;
}
