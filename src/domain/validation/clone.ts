/**
 * Clone (spec doc 1 §5): the texts, the default name and where server field errors go. The rules
 * themselves are the schema in domain/schemas/clone.ts (kept apart: valibot loads with the dialog only).
 */
import { CLONE_NAME_MAX } from '../constants';

export const CLONE_MESSAGES = {
  required: 'Cluster name is required',
  tooLong: `Name cannot be longer than ${CLONE_NAME_MAX} characters`,
  /** The emulator's, when the payload names no source. */
  sourceRequired: 'The cluster to clone is required',
} as const;

/** '{name}-2', or empty when that exceeds 21 characters. */
export function defaultCloneName(sourceName: string): string {
  const candidate = `${sourceName}-2`;
  return candidate.length > CLONE_NAME_MAX ? '' : candidate;
}

/** The clone form has one input: the server's errors on the new name or on the clone field go under it. */
export function cloneInputForServerField(fieldName: string): 'name' | null {
  return fieldName === 'name' || fieldName === 'clone' ? 'name' : null;
}
