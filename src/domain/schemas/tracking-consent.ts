/**
 * The consent-only personal-information edit (doc 3 §7): `{ userConsent: 'accept' | 'reject' }` and
 * nothing else. The emulator takes this shape apart from the full personal-information form (which needs
 * the names): a trial user who just signed up has not filled those in, and must still be able to answer.
 */
import * as v from 'valibot';
import type { ConsentEdit } from '../../contract/types/tracking';
import { PERSONAL_INFORMATION_SCHEMA_MESSAGES } from './personal-info';

export const consentEditSchema = v.strictObject(
  { userConsent: v.picklist(['accept', 'reject'], PERSONAL_INFORMATION_SCHEMA_MESSAGES.userConsent) },
  PERSONAL_INFORMATION_SCHEMA_MESSAGES.userConsent,
) satisfies v.GenericSchema<unknown, ConsentEdit>;

/** True when an edit carries the consent and nothing else: the consent-only update. */
export function isConsentOnlyEdit(edit: Record<string, unknown>): boolean {
  const fields = Object.keys(edit);
  return fields.length === 1 && fields[0] === 'userConsent';
}
