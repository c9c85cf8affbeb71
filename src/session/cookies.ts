/** The cloudSSO cookie (spec doc 1 §2, §9): Secure, SameSite=Strict, about one year. */
import { SSO_COOKIE_MAX_AGE_MS } from '../domain/constants';

export function setLongLivedCookie(name: string, value: string): void {
  const maxAgeSeconds = Math.round(SSO_COOKIE_MAX_AGE_MS / 1000);
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; Secure; SameSite=Strict`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
}
