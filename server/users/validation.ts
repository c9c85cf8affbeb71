/**
 * Server-side checks of the user calls (spec doc 1 §5) that are not a body schema of src/domain/schemas
 * (the forms' and the emulator's): the password rule as a field error list, and the update's envelope.
 */
import type { FieldError } from '../../src/api/types';
import { validatePassword } from '../../src/domain/schemas/password';
import { PASSWORD_MESSAGES } from '../../src/domain/validation/password';

export const WRONG_CONNECTION = PASSWORD_MESSAGES.wrongConnection;

/** The password's first broken rule as a field error list (empty when valid), as the form shows it. */
export function passwordFieldErrors(password: unknown): FieldError[] {
  const message = validatePassword(typeof password === 'string' ? password : '');
  return message ? [{ fieldName: 'password', message }] : [];
}

/** PUT users/{userId}/update without its personalInformationEdit object (the object's rules: the schema). */
export const PERSONAL_INFORMATION_OBJECT_REQUIRED = 'personalInformationEdit is required';

