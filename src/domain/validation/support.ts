/**
 * Contact Support form (spec doc 1 §5): e-mail required and valid (asked only when signed out), message
 * required and within the API's limit; Send is disabled while the message is empty or any error exists.
 * The texts are ours; the rules are the schema in domain/schemas/support.ts (the form's and the emulator's).
 */
import { SUPPORT_MESSAGE_MAX } from '../constants';

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

/** The length the limit applies to: the API trims the message before it checks it. */
export function supportMessageLength(value: string): number {
  return value.trim().length;
}

/** The input that shows a server field message, or null (doc 1 §8 inline field errors). */
export function supportInputFor(fieldName: string): keyof SupportValues | null {
  return fieldName === 'email' || fieldName === 'message' ? fieldName : null;
}
