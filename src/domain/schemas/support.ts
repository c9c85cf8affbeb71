/**
 * Contact Support (spec doc 1 §2, §5): one schema for the form and the emulator. A factory: signed out,
 * the form asks for the e-mail to reply to; signed in, the server knows who is writing and the body
 * carries the message only. Values are trimmed (the API checks the trimmed message against its limit).
 */
import * as v from 'valibot';
import { SUPPORT_MESSAGE_MAX } from '../constants';
import { isValidEmail } from '../validation/common';
import { SUPPORT_MESSAGES, type SupportErrors, type SupportValues } from '../validation/support';
import { noControlCharacters, textOrEmpty } from './common';

/** The longest address mail systems take (RFC 5321). */
const EMAIL_MAX = 254;

const email = v.pipe(
  textOrEmpty(SUPPORT_MESSAGES.emailRequired),
  v.trim(),
  v.minLength(1, SUPPORT_MESSAGES.emailRequired),
  noControlCharacters(),
  v.maxLength(EMAIL_MAX, SUPPORT_MESSAGES.emailInvalid),
  v.check(isValidEmail, SUPPORT_MESSAGES.emailInvalid),
);

const message = v.pipe(
  textOrEmpty(SUPPORT_MESSAGES.messageRequired),
  v.trim(),
  v.minLength(1, SUPPORT_MESSAGES.messageRequired),
  v.maxLength(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES.messageTooLong),
  noControlCharacters({ multiline: true }),
);

const signedOutSchema = v.config(v.object({ email, message }), { abortPipeEarly: true });
const signedInSchema = v.config(v.object({ message }), { abortPipeEarly: true });

/** The payload of POST support, signed in or out. */
export function supportSchema(options: { signedIn: false }): typeof signedOutSchema;
export function supportSchema(options: { signedIn: true }): typeof signedInSchema;
export function supportSchema(options: { signedIn: boolean }): typeof signedOutSchema | typeof signedInSchema;
export function supportSchema({ signedIn }: { signedIn: boolean }) {
  return signedIn ? signedInSchema : signedOutSchema;
}

/** The form's errors by field (null: fine), from the schema. */
export function validateSupport(values: SupportValues, signedIn: boolean): SupportErrors {
  const errors: SupportErrors = { email: null, message: null };
  for (const issue of v.safeParse(supportSchema({ signedIn }), values).issues ?? []) {
    const field = v.getDotPath(issue);
    if ((field === 'email' || field === 'message') && errors[field] === null) errors[field] = issue.message;
  }
  return errors;
}

export function canSendSupport(values: SupportValues, signedIn: boolean): boolean {
  const errors = validateSupport(values, signedIn);
  return errors.email === null && errors.message === null;
}
