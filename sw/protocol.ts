/**
 * The messages between pages and the service worker, in both directions. The page side lives in
 * src/pwa/sw-messages.ts, which mirrors these shapes (the app does not import sw/, nor sw/ the app).
 */

/** Page → worker. */
export type PageMessage =
  /** The waiting worker takes over (the user chose Reload in the update prompt). */
  | { type: 'SKIP_WAITING' }
  /** Who is signed in on this page: API answers without a bearer token are kept for this user. */
  | { type: 'SET_USER'; uuid: string | null }
  /** Log Out: forget every cached API answer and the user note. Answered on the message's port. */
  | { type: 'CLEAR_USER_DATA' };

/** Worker → page. */
export type WorkerMessage =
  /** A push alert arrived: the page refetches what it is about at once. */
  | { type: 'PUSH_RECEIVED'; kind: string; tag: string; url: string }
  /**
   * The API could not be reached (network down or slower than the worker's timeout). `cachedAt` is when
   * the cached answer served instead was stored (epoch ms), or null when there was none.
   */
  | { type: 'API_UNREACHABLE'; url: string; cachedAt: number | null }
  /** An API answer came from the network again after cached ones. */
  | { type: 'API_FROM_NETWORK' }
  /** A notification was clicked while this page was open and could not be navigated by the worker. */
  | { type: 'NAVIGATE'; url: string };

export function isPageMessage(value: unknown): value is PageMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  const { type } = value as { type: unknown };
  if (type === 'SKIP_WAITING' || type === 'CLEAR_USER_DATA') return true;
  if (type !== 'SET_USER') return false;
  const uuid = (value as { uuid?: unknown }).uuid;
  return uuid === null || typeof uuid === 'string';
}
