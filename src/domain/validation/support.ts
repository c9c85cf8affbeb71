/**
 * Contact Support form (spec doc 1 §5): e-mail required and valid (asked only when signed out), message
 * required; Send is disabled while the message is empty or any error exists. The texts are ours.
 */
import { isValidEmail } from './common';
import { controlCharacterProblem } from './text';

export const SUPPORT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  messageRequired: 'Message is required',
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

export function validateSupportMessage(value: string): string | null {
  return value.trim() === '' ? SUPPORT_MESSAGES.messageRequired : controlCharacterProblem(value, { multiline: true });
}

/** The e-mail is checked only when the form asks for it (signed out). */
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
