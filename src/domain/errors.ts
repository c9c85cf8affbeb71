/**
 * Error-text rules of spec doc 1 §8: how an error answer becomes the text a user reads.
 * Order: a string body; the first value of an `errors` object, or, when `errors` is an array, the
 * inline field messages (by fieldName); otherwise `message`; otherwise the generic text.
 */
export const GENERIC_ERROR = 'Something went wrong!';

export interface FieldMessage {
  fieldName: string;
  message: string;
}

export interface ErrorText {
  /** The text for the 'Error' notification. */
  text: string;
  /** Field messages to show inline under the named fields (empty unless the body had an errors array). */
  fields: FieldMessage[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldMessage(value: unknown): value is FieldMessage {
  return isRecord(value) && typeof value.fieldName === 'string' && typeof value.message === 'string';
}

export function extractErrorText(body: unknown): ErrorText {
  if (typeof body === 'string' && body.trim() !== '') return { text: body, fields: [] };
  if (!isRecord(body)) return { text: GENERIC_ERROR, fields: [] };
  const { errors, message } = body;
  if (Array.isArray(errors)) {
    const fields = errors.filter(isFieldMessage);
    if (fields.length > 0) {
      const first = fields[0];
      const text = typeof message === 'string' && message !== '' ? message : (first?.message ?? GENERIC_ERROR);
      return { text, fields };
    }
  } else if (isRecord(errors)) {
    const first = Object.values(errors).find((v): v is string => typeof v === 'string' && v !== '');
    if (first) return { text: first, fields: [] };
  }
  if (typeof message === 'string' && message !== '') return { text: message, fields: [] };
  return { text: GENERIC_ERROR, fields: [] };
}

export interface PlacedErrors<F extends string> {
  /** The first message for each input the form has (doc 1 §5: shown inline under the named field). */
  inline: Partial<Record<F, string>>;
  /**
   * The text still due as an 'Error' notice, or null when every field message went under its input:
   * a message is shown once, not under its field and again in a notice.
   */
  notice: string | null;
}

/**
 * Where a failed answer's messages go in a form: field messages under the inputs `inputFor` names; the
 * notice carries only what no input shows — the field messages without an input, or, when the answer
 * named no field, its error text (doc 1 §8).
 */
export function placeErrors<F extends string>(
  text: string,
  fields: readonly FieldMessage[],
  inputFor: (fieldName: string) => F | null,
): PlacedErrors<F> {
  if (fields.length === 0) return { inline: {}, notice: text };
  const inline: Partial<Record<F, string>> = {};
  const unplaced: string[] = [];
  for (const field of fields) {
    const input = inputFor(field.fieldName);
    if (input === null) unplaced.push(field.message);
    else inline[input] ??= field.message;
  }
  return { inline, notice: unplaced.length > 0 ? unplaced.join(' ') : null };
}

/** The field messages an error carries (an API error's `fields`), or none. */
export function fieldMessagesOf(error: unknown): FieldMessage[] {
  if (typeof error !== 'object' || error === null || !('fields' in error) || !Array.isArray(error.fields)) return [];
  return error.fields.filter(isFieldMessage);
}

/**
 * The one helper every form uses for a failed answer's field messages (doc 1 §8): the first message for
 * each input `inputFor` names, to show under it. What no input shows goes in the error notice instead
 * (the mutation's `formFields` meta, api/notices.ts), so each message is shown once.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  inputFor: (fieldName: string) => F | null,
): Partial<Record<F, string>> {
  return placeErrors('', fieldMessagesOf(error), inputFor).inline;
}
