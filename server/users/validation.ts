/**
 * Server-side checks of the user calls (spec doc 1 §5). The rules and texts the forms show come from
 * src/domain/validation (shared with the app); what only the server checks (types, lengths, the read-only
 * email, userConsent values) is added here.
 */
import type { FieldError, PersonalInformationEdit, UserConsent } from '../../src/api/types';
import { PASSWORD_MESSAGES, validatePassword } from '../../src/domain/validation/password';
import {
  PERSONAL_INFO_MESSAGES,
  REQUIRED_PERSONAL_INFO_FIELDS,
  validatePersonalInfoField,
} from '../../src/domain/validation/personal-info';

export const WRONG_CONNECTION = PASSWORD_MESSAGES.wrongConnection;

/** The password's first broken rule as a field error list (empty when valid), as the form shows it. */
export function passwordFieldErrors(password: unknown): FieldError[] {
  const message = validatePassword(typeof password === 'string' ? password : '');
  return message ? [{ fieldName: 'password', message }] : [];
}

export const PERSONAL_INFORMATION_MAX = 100;

export const SERVER_PERSONAL_INFORMATION_MESSAGES = {
  object: 'personalInformationEdit is required',
  tooLong: `Must be at most ${PERSONAL_INFORMATION_MAX} characters`,
  userConsent: 'User consent must be accept or reject',
  email: 'Email cannot be changed',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * The personalInformationEdit object of PUT users/{userId}/update. Values are trimmed; `phone` may be
 * empty or missing; `email` may be sent back unchanged but not changed.
 */
export function checkPersonalInformation(raw: unknown, currentEmail: string): Checked<PersonalInformationEdit> {
  if (!isRecord(raw)) {
    return { ok: false, errors: [{ fieldName: 'personalInformationEdit', message: SERVER_PERSONAL_INFORMATION_MESSAGES.object }] };
  }
  const errors: FieldError[] = [];
  const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

  const values = { firstName: '', lastName: '', jobTitle: '', company: '' };
  for (const field of REQUIRED_PERSONAL_INFO_FIELDS) {
    const value = text(raw[field]);
    const message =
      validatePersonalInfoField(field, value) ??
      (value.length > PERSONAL_INFORMATION_MAX ? SERVER_PERSONAL_INFORMATION_MESSAGES.tooLong : null);
    if (message) errors.push({ fieldName: field, message });
    values[field] = value;
  }

  const phoneGiven = raw.phone !== undefined && raw.phone !== null;
  const phone = text(raw.phone);
  if (phoneGiven) {
    const message = typeof raw.phone === 'string' ? validatePersonalInfoField('phone', phone) : PERSONAL_INFO_MESSAGES.phoneInvalid;
    if (message) errors.push({ fieldName: 'phone', message });
  }

  let userConsent: UserConsent | undefined;
  if (raw.userConsent !== undefined && raw.userConsent !== null) {
    if (raw.userConsent === 'accept' || raw.userConsent === 'reject') userConsent = raw.userConsent;
    else errors.push({ fieldName: 'userConsent', message: SERVER_PERSONAL_INFORMATION_MESSAGES.userConsent });
  }

  if (raw.email !== undefined && text(raw.email).toLowerCase() !== currentEmail.toLowerCase()) {
    errors.push({ fieldName: 'email', message: SERVER_PERSONAL_INFORMATION_MESSAGES.email });
  }

  if (errors.length > 0) return { ok: false, errors };
  const value: PersonalInformationEdit = { ...values, phone };
  if (userConsent) value.userConsent = userConsent;
  return { ok: true, value };
}

