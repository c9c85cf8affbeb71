/**
 * Runtime configuration, read once at start from /config.json so one build serves any environment.
 * The emulator serves its own; public/config.json is the template for a static deployment.
 */
import { fetchOwnFile } from '../api/http';

export interface RuntimeConfig {
  /** Absolute base URL of the cloud API, without trailing slash, e.g. https://host/api */
  apiBase: string;
  oidc: {
    authority: string;
    clientId: string;
    /** API audience (sent as `audience` and as the RFC 8707 `resource` indicator). */
    audience: string;
    scope: string;
    /** Path of the redirect URI on this origin. */
    redirectPath: string;
    /** A `sub` starting with this prefix is a database (password) account: only those may change password. */
    passwordConnectionPrefix: string;
  };
  /** VAPID public key (base64url) for push subscriptions; null when push is not offered. */
  vapidPublicKey: string | null;
  /** 'prod' or 'dev' (spec doc 1 §4 environment types). */
  environment: 'prod' | 'dev';
  /**
   * Domains (each with its sub-domains) whose https URLs a sign-in link's redirect_to may send the user to;
   * optional, default none: only this origin's paths are followed (src/domain/redirects.ts).
   */
  clusterDomains: string[];
  /** Where the app sends reports of unexpected errors (src/api/report-error.ts); url null: nowhere. */
  errorReporting: { url: string | null };
  /**
   * Third-party analytics, chat and marketing scripts (src/tracking/); each off (null) unless configured,
   * so nothing leaves the origin by default. Optional in config.json: missing means all off (the parse
   * always fills it; optional in the type so hand-written configs, e.g. in tests, need not name it).
   */
  tracking?: TrackingConfig;
}

/** One provider's script: an adapter that exposes the interface of src/tracking/providers.ts. */
export interface ProviderScript {
  /** An http(s) URL, or a path on this origin. */
  scriptUrl: string;
}

export const TRACKING_PROVIDERS = ['analytics', 'chat', 'marketing'] as const;
export type TrackingProviderName = (typeof TRACKING_PROVIDERS)[number];
export type TrackingConfig = Record<TrackingProviderName, ProviderScript | null>;

export const NO_TRACKING: TrackingConfig = { analytics: null, chat: null, marketing: null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether `url` is an http(s) URL; with `base`, a path counts too. */
function isHttpUrl(url: string, base?: string): boolean {
  try {
    return /^https?:$/.test(new URL(url, base).protocol);
  } catch {
    return false;
  }
}

function parseClusterDomains(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((d) => typeof d === 'string')) {
    throw new Error('config.json: clusterDomains must be a list of domain names');
  }
  return value.map((d: string) => d.trim()).filter((d) => d !== '');
}

function parseErrorReporting(value: unknown): { url: string | null } {
  if (value === undefined || value === null) return { url: null };
  if (!isRecord(value) || (value.url !== null && value.url !== undefined && typeof value.url !== 'string')) {
    throw new Error('config.json: errorReporting must be { "url": "https://…" } or { "url": null }');
  }
  if (typeof value.url !== 'string' || value.url === '') return { url: null };
  if (!isHttpUrl(value.url, 'http://relative.invalid')) throw new Error('config.json: errorReporting.url must be an http(s) URL or a path');
  return { url: value.url };
}

function parseProviderScript(name: TrackingProviderName, value: unknown): ProviderScript | null {
  if (value === undefined || value === null) return null;
  const problem = `config.json: tracking.${name} must be null or { "scriptUrl": "https://…" or "/path" }`;
  if (!isRecord(value) || typeof value.scriptUrl !== 'string') throw new Error(problem);
  const url = value.scriptUrl.trim();
  const isPath = url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
  if (!isPath && !isHttpUrl(url)) throw new Error(problem);
  return { scriptUrl: url };
}

function parseTracking(value: unknown): TrackingConfig {
  if (value === undefined || value === null) return NO_TRACKING;
  if (!isRecord(value)) throw new Error('config.json: tracking must be { "analytics": …, "chat": …, "marketing": … }');
  return {
    analytics: parseProviderScript('analytics', value.analytics),
    chat: parseProviderScript('chat', value.chat),
    marketing: parseProviderScript('marketing', value.marketing),
  };
}

/** Throws with a readable message when the file is missing or malformed. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw) || typeof raw.apiBase !== 'string' || !isRecord(raw.oidc)) {
    throw new Error('config.json must hold apiBase and oidc settings');
  }
  const oidc = raw.oidc;
  for (const key of ['authority', 'clientId', 'audience', 'scope'] as const) {
    if (typeof oidc[key] !== 'string' || oidc[key] === '') throw new Error(`config.json: oidc.${key} is required`);
  }
  return {
    apiBase: raw.apiBase.replace(/\/+$/, ''),
    oidc: {
      authority: String(oidc.authority),
      clientId: String(oidc.clientId),
      audience: String(oidc.audience),
      scope: String(oidc.scope),
      redirectPath: typeof oidc.redirectPath === 'string' ? oidc.redirectPath : '/auth/callback',
      passwordConnectionPrefix:
        typeof oidc.passwordConnectionPrefix === 'string' ? oidc.passwordConnectionPrefix : 'db|',
    },
    vapidPublicKey: typeof raw.vapidPublicKey === 'string' ? raw.vapidPublicKey : null,
    environment: raw.environment === 'dev' ? 'dev' : 'prod',
    clusterDomains: parseClusterDomains(raw.clusterDomains),
    errorReporting: parseErrorReporting(raw.errorReporting),
    tracking: parseTracking(raw.tracking),
  };
}

/** `onResponse` sees the answer first (the start-up uses it to learn whether the server was reached). */
export async function loadRuntimeConfig(onResponse?: (response: Response) => void): Promise<RuntimeConfig> {
  const response = await fetchOwnFile('/config.json');
  onResponse?.(response);
  if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
