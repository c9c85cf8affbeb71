/**
 * The last answer of every API GET, for a flaky or missing connection: network first, and the cached
 * answer when the network fails or takes longer than API_NETWORK_TIMEOUT_MS. Answers are kept per user
 * (one cache per uuid) so one person's data is never served to another on the same device. The user is
 * read from the request's own bearer token claims (never from storage); a request sent without a token
 * (access token expired while offline) uses the user the page announced with SET_USER.
 *
 * Never stored: the answers api-cache-rules.ts names (the cluster secrets), which go to the network only.
 *
 * The API is where the runtime config's `apiBase` says, on this origin or another (a console served by a
 * static server or a CDN, the API elsewhere): answers are kept by their full URL. The base is read from
 * the stored config.json; until one is stored, it is this origin's /api.
 *
 * Also keeps /config.json (network first, its stored copy stamped like the API answers, so the page can
 * tell it started from the device), so the app can start without a connection. It is stored when
 * the worker installs, not only when a controlled page asks for it: the first visit reads config.json
 * before any worker controls the page, and an install followed by a start offline must still find it.
 */
import { NetworkFirst } from 'workbox-strategies';
import { registerRoute } from 'workbox-routing';
import { ALERT_REFRESH_PATH, alertPageReads, type AlertRefreshAnswer } from '../src/domain/push';
import { isApiRequest, mayBeApiRequest } from './api-cache-rules';
import type { WorkerMessage } from './protocol';
import { sw } from './scope';

export const API_CACHE_PREFIX = 'api-answers-';
export const CONFIG_CACHE = 'runtime-config';
/** After this long without an answer the cached one is served (the network may still fill the cache). */
export const API_NETWORK_TIMEOUT_MS = 3000;
/** Header added to stored answers: when they were fetched (epoch ms). */
export const CACHED_AT_HEADER = 'x-sw-cached-at';
/**
 * Header added to a stored answer served while it is older than a push alert about it (epoch ms of the alert):
 * the alert's refresh failed, and the page says its data is older than the alert.
 */
export const OLDER_THAN_ALERT_HEADER = 'x-sw-older-than-alert';
/** How long the refresh of an alert's page may take: a push event must end soon. */
const ALERT_REFRESH_TIMEOUT_MS = 10_000;

const META_CACHE = 'sw-meta';
const USER_NOTE_URL = '/__sw/current-user';
/** When the latest alert about an API answer arrived, per answer URL (in META_CACHE: gone with the user). */
const alertNoteUrl = (url: string) => `/__sw/alert-at/${encodeURIComponent(url)}`;

let announcedUser: string | null | undefined;
/** The API base of the stored config.json; undefined: not read since it was last stored. */
let apiBase: string | undefined;

function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The `uuid` claim of a bearer JWT, unverified: it only picks which cache to use. The server checks the
 * token for every network answer; a cached answer only ever goes back to the device it came from.
 */
export function uuidFromAuthorization(header: string | null): string | null {
  const match = header ? /^Bearer\s+([^.\s]+)\.([^.\s]+)\.[^.\s]*$/i.exec(header) : null;
  if (!match?.[2]) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(match[2]));
    if (typeof claims !== 'object' || claims === null) return null;
    const uuid = (claims as Record<string, unknown>).uuid;
    return typeof uuid === 'string' && /^[\w-]{1,100}$/.test(uuid) ? uuid : null;
  } catch {
    return null;
  }
}

async function readAnnouncedUser(): Promise<string | null> {
  if (announcedUser !== undefined) return announcedUser;
  // caches.match with a cacheName does not create the cache (Log Out removed it).
  const note = await caches.match(USER_NOTE_URL, { cacheName: META_CACHE });
  const text = note ? await note.text() : '';
  announcedUser = text === '' ? null : text;
  return announcedUser;
}

/** SET_USER: kept in a cache entry too, because the worker may be stopped and started between requests. */
export async function setAnnouncedUser(uuid: string | null): Promise<void> {
  announcedUser = uuid;
  if (uuid) await (await caches.open(META_CACHE)).put(USER_NOTE_URL, new Response(uuid));
  else await caches.delete(META_CACHE);
}

/** CLEAR_USER_DATA (Log Out): every user's cached answers and the user note go. */
export async function clearApiCaches(): Promise<void> {
  announcedUser = null;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)));
  await caches.delete(META_CACHE);
}

async function userFor(request: Request): Promise<string | null> {
  return uuidFromAuthorization(request.headers.get('Authorization')) ?? (await readAnnouncedUser());
}

/** Last source told to each page, so pages hear of a change of source, not of every request. */
const lastSource = new Map<string, 'cache' | 'network'>();
/**
 * When each page last got a network answer. A request that fails after another one, started no earlier,
 * got through (concurrent requests around a reconnect) is not news that the server is unreachable: telling
 * the page so would keep its offline banner up until the next poll.
 */
const lastNetworkAnswer = new Map<string, number>();

/** Each page's messages, in the order they were decided: two concurrent tells must not swap. */
const telling = new Map<string, Promise<void>>();

function tell(clientId: string, message: WorkerMessage): Promise<void> {
  if (!clientId) return Promise.resolve();
  const next = (telling.get(clientId) ?? Promise.resolve())
    .then(async () => (await sw.clients.get(clientId))?.postMessage(message))
    .catch(() => undefined);
  telling.set(clientId, next);
  void next.then(() => {
    if (telling.get(clientId) === next) telling.delete(clientId);
  });
  return next;
}

async function answeredFromNetwork(clientId: string): Promise<void> {
  lastNetworkAnswer.set(clientId, Date.now());
  // Also when the worker restarted and forgot: the page may still think its answers are cached ones.
  if (lastSource.get(clientId) !== 'network') {
    lastSource.set(clientId, 'network');
    await tell(clientId, { type: 'API_FROM_NETWORK' });
  }
}

async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, String(Date.now()));
  return new Response(await response.clone().blob(), { status: response.status, statusText: response.statusText, headers });
}

function timeout(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
}

// What is handled here, and what never is (the cluster secrets), is decided in api-cache-rules.ts.
export { isApiRequest, isNeverStored } from './api-cache-rules';

const CONFIG_URL = '/config.json';

/** The API base of the stored config.json, or this origin's /api when none is stored (or it names none). */
async function configuredApiBase(): Promise<string> {
  if (apiBase !== undefined) return apiBase;
  let base = `${sw.location.origin}/api`;
  try {
    const stored = await caches.match(CONFIG_URL, { cacheName: CONFIG_CACHE });
    const config: unknown = stored ? await stored.json() : null;
    const named = typeof config === 'object' && config !== null ? (config as Record<string, unknown>).apiBase : undefined;
    if (typeof named === 'string' && named !== '') base = new URL(named, sw.location.origin).href.replace(/\/+$/, '');
  } catch {
    // An unreadable stored config: this origin's /api, as with none.
  }
  apiBase = base;
  return base;
}

async function answerApi(request: Request, clientId: string, waitUntil: (p: Promise<unknown>) => void): Promise<Response> {
  const user = await userFor(request);
  if (!user) return fetch(request);
  const cacheName = API_CACHE_PREFIX + user;
  const started = Date.now();
  const network = fetch(request).then(async (response) => {
    // Only complete answers are kept; an error answer (401, 404, 5xx) goes to the page as it is.
    if (response.status === 200) await (await caches.open(cacheName)).put(request.url, await stamped(response));
    return response;
  });
  const fromCache = async (): Promise<Response | null> => {
    // caches.match does not create the cache: reading must leave nothing behind.
    const cached = await caches.match(request.url, { cacheName, ignoreVary: true });
    const cachedAt = cached ? Number(cached.headers.get(CACHED_AT_HEADER)) || null : null;
    if ((lastNetworkAnswer.get(clientId) ?? 0) < started) {
      lastSource.set(clientId, 'cache');
      await tell(clientId, { type: 'API_UNREACHABLE', url: request.url, cachedAt });
    }
    return cached ? markedIfOlderThanAlert(cached, request.url, cachedAt ?? 0) : null;
  };

  try {
    const first = await Promise.race([network, timeout(API_NETWORK_TIMEOUT_MS)]);
    if (first !== 'timeout') {
      await answeredFromNetwork(clientId);
      return first;
    }
    // Slow network: the cached answer now. The late network answer still refreshes the cache, and proves
    // the server reachable again: the page hears it, or its offline banner would stay up until its next poll.
    waitUntil(
      network.then(
        () => answeredFromNetwork(clientId),
        () => undefined,
      ),
    );
    const cached = await fromCache();
    return cached ?? (await network);
  } catch (error) {
    const cached = await fromCache();
    if (cached) return cached;
    throw error;
  }
}

/** The stored answer, with OLDER_THAN_ALERT_HEADER when an alert about it came after it was stored. */
async function markedIfOlderThanAlert(cached: Response, url: string, cachedAt: number): Promise<Response> {
  const note = await caches.match(alertNoteUrl(url), { cacheName: META_CACHE });
  const alertAt = note ? Number(await note.text()) || 0 : 0;
  if (alertAt <= cachedAt) return cached;
  const headers = new Headers(cached.headers);
  headers.set(OLDER_THAN_ALERT_HEADER, String(alertAt));
  return new Response(await cached.blob(), { status: cached.status, statusText: cached.statusText, headers });
}

/** An API path (e.g. ALERT_REFRESH_PATH, '/api/…') at the configured API base. */
export async function apiEndpoint(path: string): Promise<string> {
  return `${await configuredApiBase()}/${path.replace(/^\/api\//, '')}`;
}

function isRefreshAnswer(value: unknown): value is AlertRefreshAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, answers } = value as Record<string, unknown>;
  return typeof userId === 'string' && typeof answers === 'object' && answers !== null && !Array.isArray(answers);
}

/**
 * A push alert about `cluster` arrived at `receivedAt`: the answers its page reads (alertPageReads) are noted as
 * older than the alert, then replaced by what the alert's refresh capability brings, for the user signed in on
 * this device only. The worker holds no sign-in token: the capability is all it sends. Never throws; a failure
 * (offline, expired, another user signed in since) leaves the note, so the page says its data is older.
 */
export async function refreshForAlert(cluster: string, token: string | undefined, receivedAt: number): Promise<void> {
  try {
    const user = await readAnnouncedUser();
    if (!user) return;
    const base = await configuredApiBase();
    const urls = new Map(alertPageReads(user, cluster).map((path) => [path, `${base}/${path}`]));
    const meta = await caches.open(META_CACHE);
    await Promise.all([...urls.values()].map((url) => meta.put(alertNoteUrl(url), new Response(String(receivedAt)))));
    if (!token) return;
    const response = await fetch(await apiEndpoint(ALERT_REFRESH_PATH), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(ALERT_REFRESH_TIMEOUT_MS),
    });
    if (!response.ok) return;
    const answer: unknown = await response.json();
    // Signed out, or someone else signed in, since: their cache is not this user's to fill.
    if (!isRefreshAnswer(answer) || answer.userId !== user || (await readAnnouncedUser()) !== user) return;
    const cache = await caches.open(API_CACHE_PREFIX + user);
    await Promise.all(
      [...urls].map(async ([path, url]) => {
        if (!(path in answer.answers)) return;
        const body = new Response(JSON.stringify(answer.answers[path]), { status: 200, headers: { 'Content-Type': 'application/json' } });
        await cache.put(url, await stamped(body));
      }),
    );
  } catch {
    // Offline or slow: the notes stay, and the page says its data is older than the alert.
  }
}

/**
 * Stores the current config.json. A failure is not the install's: the worker still installs, and the
 * runtime route fills the cache at the next online start.
 */
export async function storeRuntimeConfig(): Promise<void> {
  try {
    const response = await fetch(CONFIG_URL, { cache: 'no-store' });
    if (response.status === 200) {
      await (await caches.open(CONFIG_CACHE)).put(CONFIG_URL, await stamped(response));
      apiBase = undefined;
    }
  } catch {
    // Offline while installing: nothing to store yet.
  }
}

export function setUpApiCache(): void {
  sw.addEventListener('install', (event) => event.waitUntil(storeRuntimeConfig()));
  registerRoute(
    ({ url, request }) => mayBeApiRequest(url, request, sw.location.origin),
    async ({ url, request, event }) => {
      // Not the API after all (another origin's script, the provider's discovery): the network, untouched.
      if (!isApiRequest(url, request, await configuredApiBase())) return fetch(request);
      const fetchEvent = event as FetchEvent;
      return answerApi(request, fetchEvent.clientId || fetchEvent.resultingClientId, (p) => fetchEvent.waitUntil(p));
    },
  );
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === sw.location.origin && url.pathname === CONFIG_URL,
    // The stored copy carries CACHED_AT_HEADER, so the page knows it started without reaching the server.
    new NetworkFirst({
      cacheName: CONFIG_CACHE,
      networkTimeoutSeconds: API_NETWORK_TIMEOUT_MS / 1000,
      plugins: [
        { cacheWillUpdate: async ({ response }) => (response.status === 200 ? stamped(response) : null) },
        // A new config may name another API: read it again at the next API request.
        { cacheDidUpdate: async () => void (apiBase = undefined) },
      ],
    }),
  );
}
