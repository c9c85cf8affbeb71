/**
 * Password texts and the checklist for the change and provision forms (spec doc 1 §5); the rule itself is
 * the schema in domain/schemas/password.ts, shared with the emulator.
 * The spec quotes only 'Passwords don't match' and the connection message; the per-rule texts are ours.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  whitespace: 'Password must not contain spaces',
  lowercase: 'Password must contain a lowercase letter',
  uppercase: 'Password must contain an uppercase letter',
  digit: 'Password must contain a digit',
  special: 'Password must contain a special character',
  confirmRequired: 'Please confirm your password',
  mismatch: "Passwords don't match",
  wrongConnection: 'You cannot change password with this connection.',
} as const;

/** One-line statement of the rules, for the field's description. */
export const PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters, with a lowercase letter, an uppercase letter, a digit and a special character; no spaces.`;

export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special' | 'whitespace';

export interface PasswordRuleCheck {
  rule: PasswordRule;
  /** Short text for a checklist under the field. */
  label: string;
  met: boolean;
}

/** What each rule looks for; the checklist and the schema (domain/schemas/password.ts) both read them. */
export const PASSWORD_PATTERNS = {
  lower: /\p{Ll}/u,
  upper: /\p{Lu}/u,
  digit: /\p{Nd}/u,
  special: /[^\p{L}\p{N}\s]/u,
  whitespace: /\s/u,
} as const;
const { lower: LOWER, upper: UPPER, digit: DIGIT, special: SPECIAL, whitespace: WHITESPACE } = PASSWORD_PATTERNS;

/** Every rule with whether the value meets it, in the order the form lists them. */
export function passwordRuleChecks(value: string): PasswordRuleCheck[] {
  const length = [...value].length;
  return [
    { rule: 'length', label: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`, met: length >= PASSWORD_MIN && length <= PASSWORD_MAX },
    { rule: 'lowercase', label: 'A lowercase letter', met: LOWER.test(value) },
    { rule: 'uppercase', label: 'An uppercase letter', met: UPPER.test(value) },
    { rule: 'digit', label: 'A digit', met: DIGIT.test(value) },
    { rule: 'special', label: 'A special character', met: SPECIAL.test(value) },
    { rule: 'whitespace', label: 'No spaces', met: value === '' ? false : !WHITESPACE.test(value) },
  ];
}

/** The confirmation must equal the new password. */
export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  if (confirmation === '') return PASSWORD_MESSAGES.confirmRequired;
  return confirmation === password ? null : PASSWORD_MESSAGES.mismatch;
}
