/**
 * Personal information (spec doc 1 §5): firstName, lastName, jobTitle and company are required, phone is
 * optional, email is read-only. The texts are ours; the rules are the schema in
 * domain/schemas/personal-info.ts (the form's and the emulator's).
 */

export type PersonalInfoField = 'firstName' | 'lastName' | 'jobTitle' | 'company' | 'phone';

/** The input that shows a server field message, or null (doc 1 §8 inline field errors). */
export function personalInfoInputFor(fieldName: string): PersonalInfoField | null {
  return fieldName in PERSONAL_INFO_LABELS ? (fieldName as PersonalInfoField) : null;
}

export const PERSONAL_INFO_LABELS: Record<PersonalInfoField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  jobTitle: 'Job title',
  company: 'Company',
  phone: 'Phone',
};

export const REQUIRED_PERSONAL_INFO_FIELDS = ['firstName', 'lastName', 'jobTitle', 'company'] as const;

export const PERSONAL_INFO_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  jobTitle: 'Job title is required',
  company: 'Company is required',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

/** Optional; when given: digits with an optional leading +, spaces, dashes, dots and parentheses. */
export function validatePhone(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const digits = trimmed.replace(/\D/g, '').length;
  return /^\+?[0-9\s().-]+$/.test(trimmed) && digits >= 6 && digits <= 15 ? null : PERSONAL_INFO_MESSAGES.phoneInvalid;
}

export type PersonalInfoErrors = Partial<Record<PersonalInfoField, string>>;
