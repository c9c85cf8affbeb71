/**
 * The one place that talks HTTP to the cloud API: base URL, bearer token, JSON, and ApiError carrying
 * the user-facing text of spec doc 1 §8. Components never import this: they use the factories in api/.
 */
import { extractErrorText, GENERIC_ERROR, type FieldMessage } from '../domain/errors';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly fields: FieldMessage[];

  constructor(status: number, body: unknown) {
    const { text, fields } = extractErrorText(body);
    super(text);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.fields = fields;
  }
}

/** Thrown when the request never got an answer (offline, DNS, dropped connection). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(GENERIC_ERROR, { cause });
    this.name = 'NetworkError';
  }
}

interface HttpSettings {
  apiBase: string;
  /** Returns a fresh access token, renewing it when needed; null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** Sees every answer before it is read (the PWA learns from its headers whether the server was reached). */
  onAnswer?: (response: Response) => void;
}

let settings: HttpSettings | null = null;

export function configureHttp(next: HttpSettings): void {
  settings = next;
}

/**
 * A file of the app's own origin (config.json), read before the API's settings are known; always checked with
 * the server, never taken from the HTTP cache unchecked, so a new deployment's settings are seen at once (the
 * service worker keeps its own copy). index.html preloads config.json while the app's script downloads: this
 * request takes that answer ('no-store' would not, and would ask again one script download later).
 */
export function fetchOwnFile(path: string): Promise<Response> {
  return fetch(path, { cache: 'no-cache' });
}

/**
 * Sends a JSON body and forgets it: no token, no answer read, and `keepalive` so a page that is being
 * left still delivers it. Never throws (an error report must not cause another error).
 */
export function sendAndForget(url: string, body: unknown): void {
  try {
    void fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // No fetch at all (a very old browser): nothing to report with.
  }
}

export function apiUrl(path: string): string {
  if (!settings) throw new Error('configureHttp() must run before the first API call');
  return `${settings.apiBase}/${path.replace(/^\/+/, '')}`;
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Send without a bearer token (e.g. support while signed out). */
  anonymous?: boolean;
  /** The request outlives the page (Log Out's last calls, sent just before the browser leaves). */
  keepalive?: boolean;
}

/** An answer's body: JSON when it says so (or, for an error, when it parses), otherwise its text. */
export function parseBody(text: string, json: boolean): unknown {
  if (text === '' || !json) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends with the bearer token (unless anonymous); a failed connection is a NetworkError, an abort stays one.
 * For `http` below and api/transfer.ts.
 */
export async function send(method: string, path: string, init: RequestInit & { anonymous?: boolean }): Promise<Response> {
  if (!settings) throw new Error('configureHttp() must run before the first API call');
  const { anonymous, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (!anonymous) {
    const token = await settings.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { ...rest, method, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  settings.onAnswer?.(response);
  return response;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await send(method, path, {
    headers,
    body,
    signal: options.signal,
    keepalive: options.keepalive,
    anonymous: options.anonymous,
  });
  const parsed = parseBody(await response.text(), (response.headers.get('Content-Type') ?? '').includes('json'));
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as T;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, body }),
};
