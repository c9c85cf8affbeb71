/**
 * Contact Support form (spec doc 1 §5): e-mail required and valid (asked only when signed out), message
 * required and within the API's limit; Send is disabled while the message is empty or any error exists.
 * The texts are ours. The emulator checks the same rules.
 */
import { SUPPORT_MESSAGE_MAX } from '../constants';
import { isValidEmail } from './common';
import { controlCharacterProblem } from './text';

export const SUPPORT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${SUPPORT_MESSAGE_MAX} characters`,
  /** Under the message while it is typed, so the limit is known before it is reached. */
  messageCounter: (length: number) => `${length} / ${SUPPORT_MESSAGE_MAX} characters`,
} as const;

export interface SupportValues {
  email: string;
  message: string;
}

export interface SupportErrors {
  email: string | null;
  message: string | null;
}

export function validateSupportEmail(value: string): string | null {
  if (value.trim() === '') return SUPPORT_MESSAGES.emailRequired;
  return controlCharacterProblem(value) ?? (isValidEmail(value) ? null : SUPPORT_MESSAGES.emailInvalid);
}

/** The length the limit applies to: the API trims the message before it checks it. */
export function supportMessageLength(value: string): number {
  return value.trim().length;
}

export function validateSupportMessage(value: string): string | null {
  if (value.trim() === '') return SUPPORT_MESSAGES.messageRequired;
  if (supportMessageLength(value) > SUPPORT_MESSAGE_MAX) return SUPPORT_MESSAGES.messageTooLong;
  return controlCharacterProblem(value, { multiline: true });
}

/** The e-mail is checked only when the form asks for it (signed out). */
/** The input that shows a server field message, or null (doc 1 §8 inline field errors). */
export function supportInputFor(fieldName: string): keyof SupportValues | null {
  return fieldName === 'email' || fieldName === 'message' ? fieldName : null;
}

export function validateSupport(values: SupportValues, signedIn: boolean): SupportErrors {
  return {
    email: signedIn ? null : validateSupportEmail(values.email),
    message: validateSupportMessage(values.message),
  };
}

export function canSendSupport(values: SupportValues, signedIn: boolean): boolean {
  const errors = validateSupport(values, signedIn);
  return errors.email === null && errors.message === null;
}
