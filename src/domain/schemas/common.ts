/**
 * Pieces every payload schema uses, so a rule reads the same in each.
 */
import * as v from 'valibot';
import { CONTROL_CHARACTERS, controlCharacterProblem } from '../validation/text';

/**
 * A text field, with a missing value or one of the wrong type read as empty, so the field's own
 * 'required' text is what the user (or a caller of the API) sees, not a type error.
 */
export function textOrEmpty(required: string) {
  return v.optional(v.string(required), '');
}

/** A required text: missing, wrong type or empty all give `required`. */
export function requiredText(required: string) {
  return v.pipe(textOrEmpty(required), v.minLength(1, required));
}

/** No control characters (domain/validation/text.ts); a multi-line text keeps tab and line feed. */
export function noControlCharacters(options: { multiline?: boolean } = {}) {
  return v.check((value: string) => controlCharacterProblem(value, options) === null, CONTROL_CHARACTERS);
}
