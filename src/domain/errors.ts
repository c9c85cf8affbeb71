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
