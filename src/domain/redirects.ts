/**
 * Where a link may send the browser after sign-in (spec doc 1 §2 redirect_to, the cloud SSO link):
 * this site's own paths, or a cluster on one of the configured cluster domains (runtime config
 * `clusterDomains`; a domain covers itself and its sub-domains, over https only). Anything else is an
 * open redirect: a phishing page dressed up with our sign-in. Shared by the app and the emulator.
 */

export type RedirectCheck =
  | { ok: true; sameOrigin: true; path: string }
  | { ok: true; sameOrigin: false; url: string }
  | { ok: false; reason: 'invalid' | 'foreign'; host: string | null };

function onClusterDomain(host: string, clusterDomains: readonly string[]): boolean {
  return clusterDomains.some((entry) => {
    const domain = entry.trim().toLowerCase().replace(/^\.+|\.+$/g, '');
    return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
  });
}

/** `target` is resolved against `origin`, so '/clusters/x' and 'https://x.example/' both work. */
export function checkRedirect(target: string, origin: string, clusterDomains: readonly string[]): RedirectCheck {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return { ok: false, reason: 'invalid', host: null };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'invalid', host: null };
  if (url.origin === origin) return { ok: true, sameOrigin: true, path: url.pathname + url.search + url.hash };
  const host = url.hostname.replace(/\.$/, '');
  if (url.protocol === 'https:' && !url.username && !url.password && onClusterDomain(host, clusterDomains)) {
    return { ok: true, sameOrigin: false, url: url.href };
  }
  return { ok: false, reason: 'foreign', host };
}
