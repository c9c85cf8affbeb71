/** Clone form (spec doc 1 §5): name required, at most 21 characters. The two texts are ours. */
import { CLONE_NAME_MAX } from '../constants';

export const CLONE_MESSAGES = {
  required: 'Cluster name is required',
  tooLong: `Name cannot be longer than ${CLONE_NAME_MAX} characters`,
} as const;

/** '{name}-2', or empty when that exceeds 21 characters. */
export function defaultCloneName(sourceName: string): string {
  const candidate = `${sourceName}-2`;
  return candidate.length > CLONE_NAME_MAX ? '' : candidate;
}

export function validateCloneName(value: string): string | null {
  if (value.trim() === '') return CLONE_MESSAGES.required;
  if (value.length > CLONE_NAME_MAX) return CLONE_MESSAGES.tooLong;
  return null;
}

/** The clone form has one input: the server's errors on the new name or on the clone field go under it. */
export function cloneInputForServerField(fieldName: string): 'name' | null {
  return fieldName === 'name' || fieldName === 'clone' ? 'name' : null;
}
