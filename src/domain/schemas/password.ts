/**
 * The password rule (spec doc 1 §5) as a schema: the change and provision forms check a password with
 * it (validatePassword), and so does the emulator for updatepassword, provision/updatepassword and its
 * sign-up page. The first broken rule is the one shown, in this order.
 */
import * as v from 'valibot';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { PASSWORD_MESSAGES, PASSWORD_PATTERNS } from '../validation/password';
import { requiredText } from './common';

const { lower: LOWER, upper: UPPER, digit: DIGIT, special: SPECIAL, whitespace: WHITESPACE } = PASSWORD_PATTERNS;

/** Length in characters, not UTF-16 units (an emoji counts once). */
const length = (value: string) => [...value].length;

export const passwordSchema = v.config(
  v.pipe(
    requiredText(PASSWORD_MESSAGES.required),
    v.check((value) => length(value) >= PASSWORD_MIN, PASSWORD_MESSAGES.tooShort),
    v.check((value) => length(value) <= PASSWORD_MAX, PASSWORD_MESSAGES.tooLong),
    v.check((value) => !WHITESPACE.test(value), PASSWORD_MESSAGES.whitespace),
    v.check((value) => LOWER.test(value), PASSWORD_MESSAGES.lowercase),
    v.check((value) => UPPER.test(value), PASSWORD_MESSAGES.uppercase),
    v.check((value) => DIGIT.test(value), PASSWORD_MESSAGES.digit),
    v.check((value) => SPECIAL.test(value), PASSWORD_MESSAGES.special),
  ),
  { abortPipeEarly: true },
);

/** The first broken rule's message, or null when the password is valid. */
export function validatePassword(value: string): string | null {
  return v.safeParse(passwordSchema, value).issues?.[0]?.message ?? null;
}
