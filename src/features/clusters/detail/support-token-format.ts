/**
 * The support token's expiry as the spec shows it: dd/MM/yyyy (doc 2 §3), in the browser's time zone.
 * With dayjs, which src/domain may not import (eslint.config.js: no clock library in domain/), so it lives
 * with the screen; pure all the same (no clock, the instant is passed in).
 */
import dayjs from 'dayjs';

/** dd/MM/yyyy in dayjs's tokens. */
export const EXPIRY_FORMAT = 'DD/MM/YYYY';

/** '23/11/2026' for an ISO instant on that local day; the text as it came when it is no date. */
export function formatExpiry(expiresAt: string): string {
  const at = dayjs(expiresAt);
  return at.isValid() ? at.format(EXPIRY_FORMAT) : expiresAt;
}
