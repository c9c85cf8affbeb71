/**
 * Personal information (spec doc 1 §5; PUT users/{userId}/update, its personalInformationEdit): one schema
 * for the form and the emulator. First name, last name, job title and company required, at most 100
 * characters, no control characters; phone optional and a phone number when given; userConsent accept
 * or reject; the e-mail may come back unchanged but never changed (a factory: it needs the current one).
 * Values are trimmed.
 */
import * as v from 'valibot';
import type { PersonalInformationEdit } from '../../contract/types';
import {
  PERSONAL_INFO_MESSAGES,
  REQUIRED_PERSONAL_INFO_FIELDS,
  validatePhone,
  type PersonalInfoErrors,
  type PersonalInfoField,
} from '../validation/personal-info';
import { noControlCharacters, textOrEmpty } from './common';

export const PERSONAL_INFORMATION_MAX = 100;

export const PERSONAL_INFORMATION_SCHEMA_MESSAGES = {
  tooLong: `Must be at most ${PERSONAL_INFORMATION_MAX} characters`,
  userConsent: 'User consent must be accept or reject',
  email: 'Email cannot be changed',
} as const;

function requiredName(required: string) {
  return v.pipe(
    textOrEmpty(required),
    v.trim(),
    v.minLength(1, required),
    noControlCharacters(),
    v.maxLength(PERSONAL_INFORMATION_MAX, PERSONAL_INFORMATION_SCHEMA_MESSAGES.tooLong),
  );
}

export function personalInformationSchema({ currentEmail }: { currentEmail: string }) {
  return v.config(
    v.pipe(
      v.object({
        firstName: requiredName(PERSONAL_INFO_MESSAGES.firstName),
        lastName: requiredName(PERSONAL_INFO_MESSAGES.lastName),
        jobTitle: requiredName(PERSONAL_INFO_MESSAGES.jobTitle),
        company: requiredName(PERSONAL_INFO_MESSAGES.company),
        phone: v.pipe(
          v.optional(v.nullable(v.string(PERSONAL_INFO_MESSAGES.phoneInvalid)), ''),
          v.transform((value) => (value ?? '').trim()),
          v.check((value) => validatePhone(value) === null, PERSONAL_INFO_MESSAGES.phoneInvalid),
        ),
        userConsent: v.optional(v.nullable(v.picklist(['accept', 'reject'], PERSONAL_INFORMATION_SCHEMA_MESSAGES.userConsent))),
        email: v.optional(
          v.pipe(
            v.unknown(),
            v.check(
              (value) => typeof value === 'string' && value.trim().toLowerCase() === currentEmail.toLowerCase(),
              PERSONAL_INFORMATION_SCHEMA_MESSAGES.email,
            ),
          ),
        ),
      }),
      v.transform(({ email: _email, userConsent, ...values }): PersonalInformationEdit =>
        userConsent ? { ...values, userConsent } : values,
      ),
    ),
    { abortPipeEarly: true },
  );
}

/** Field → message for every broken rule of the form's fields; an empty object means valid. */
export function validatePersonalInfo(values: PersonalInformationEdit, currentEmail = ''): PersonalInfoErrors {
  const fields: readonly string[] = [...REQUIRED_PERSONAL_INFO_FIELDS, 'phone'];
  const errors: PersonalInfoErrors = {};
  for (const issue of v.safeParse(personalInformationSchema({ currentEmail }), values).issues ?? []) {
    const field = v.getDotPath(issue);
    if (field !== null && fields.includes(field)) errors[field as PersonalInfoField] ??= issue.message;
  }
  return errors;
}
