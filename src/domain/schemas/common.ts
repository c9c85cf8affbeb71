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

/**
 * A text checked by a rule function of domain/validation, which answers its first broken rule's message (or
 * null); missing or of the wrong type reads as empty, so the rule function says what is required.
 */
export function ruledText(required: string, problem: (value: string) => string | null) {
  return v.pipe(
    textOrEmpty(required),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = problem(dataset.value);
      if (message) addIssue({ message });
    }),
  );
}

/** A required text: missing, wrong type or empty all give `required`. */
export function requiredText(required: string) {
  return v.pipe(textOrEmpty(required), v.minLength(1, required));
}

/**
 * A field that must be present and pass `schema`: a missing key gets the schema's own message (an object
 * schema alone would answer a generic 'Invalid key').
 */
export function present<S extends v.GenericSchema>(schema: S) {
  // A default (even one giving undefined) makes the object run the pipe for a missing key.
  return v.pipe(v.optional(v.unknown(), () => undefined), schema);
}

/** '{field} is required': a text of a call's body that no form shows (trimmed; blank counts as missing). */
export function requiredField(field: string) {
  const required = `${field} is required`;
  return v.pipe(requiredText(required), v.trim(), v.minLength(1, required));
}

/** No control characters (domain/validation/text.ts); a multi-line text keeps tab and line feed. */
export function noControlCharacters(options: { multiline?: boolean } = {}) {
  return v.check((value: string) => controlCharacterProblem(value, options) === null, CONTROL_CHARACTERS);
}

export type Values = Record<string, unknown>;

/**
 * A rule across fields, reported on `field`: it runs when neither `field` nor any of `reads` has a message
 * yet (so each field keeps its first message, and a rule never reads a wrongly typed value).
 */
export function across<T extends Values>(
  field: keyof T & string,
  reads: readonly (keyof T & string)[],
  problem: (values: T) => string | null,
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const issues = dataset.issues ?? [];
    if ([field, ...reads].some((name) => issues.some((issue) => v.getDotPath(issue) === name))) return;
    // Untyped when another field broke its type: the fields this rule reads did not.
    const values = dataset.value as T;
    const message = problem(values);
    if (message) {
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input: values, key: field, value: values[field] }],
      });
    }
  });
}
