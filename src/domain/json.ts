/** The JSON object a text holds, or null when it is not JSON or not a plain object (arrays and null refused). */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}
