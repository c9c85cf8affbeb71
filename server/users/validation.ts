/**
 * Texts of the user calls that are not a body schema's (src/domain/schemas): the password change's wrong
 * connection, and the update's envelope.
 */
import { PASSWORD_MESSAGES } from '../../src/domain/validation/password';

export const WRONG_CONNECTION = PASSWORD_MESSAGES.wrongConnection;

/** PUT users/{userId}/update without its personalInformationEdit object (the object's rules: the schema). */
export const PERSONAL_INFORMATION_OBJECT_REQUIRED = 'personalInformationEdit is required';

