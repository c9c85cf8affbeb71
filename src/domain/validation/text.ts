/**
 * Free text the product stores and shows again (names, messages): no control characters. A NUL or an
 * escape sequence in a name breaks logs, exports and terminals downstream, and nobody types one on purpose.
 * Refused: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F); a multi-line text keeps tab and
 * line feed. The text is ours (the spec has none).
 */

export const CONTROL_CHARACTERS = 'Must not contain control characters';

function isControl(code: number, multiline: boolean): boolean {
  if (multiline && (code === 0x09 || code === 0x0a)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** CONTROL_CHARACTERS when `value` holds one, else null. */
export function controlCharacterProblem(value: string, { multiline = false }: { multiline?: boolean } = {}): string | null {
  for (let i = 0; i < value.length; i += 1) {
    if (isControl(value.charCodeAt(i), multiline)) return CONTROL_CHARACTERS;
  }
  return null;
}
