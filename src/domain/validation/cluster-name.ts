/**
 * Cluster names (spec doc 1 §5, doc 2 §5). Quoted texts are the spec's; the required and max-length
 * texts are not quoted there and are ours ('Cluster name is required' is the delete dialog's text).
 */
import type { Platform } from '../../contract/types';
import {
  AZ_CLUSTER_NAME_MAX,
  AZ_CLUSTER_NAME_MIN,
  CLUSTER_NAME_MAX,
  CLUSTER_NAME_MIN,
  SUB_CLUSTER_FULL_NAME_MAX,
} from '../constants';
import { reservedWordMessage } from './common';
import { controlCharacterProblem } from './text';

export const CLUSTER_NAME_MESSAGES = {
  required: 'Cluster name is required',
  tooShort: `Name must be at least ${CLUSTER_NAME_MIN} characters`,
  tooLong: `Name cannot be longer than ${CLUSTER_NAME_MAX} characters`,
  edgeDash: 'Dash not allowed in beginning or end',
  multipleDashes: 'Should not contain multiple consequent dashes',
  spaces: 'Spaces not allowed',
  invalid: 'Name is invalid; check naming hint',
  azLength: `Name must be ${AZ_CLUSTER_NAME_MIN} to ${AZ_CLUSTER_NAME_MAX} characters`,
  azCharacters: 'Only accept lowercase alphanumerics.',
  subClusterTooLong: `Name should not exceed ${SUB_CLUSTER_FULL_NAME_MAX} characters`,
} as const;

/** The naming hint the 'check naming hint' message refers to. */
export const CLUSTER_NAME_HINT = `${CLUSTER_NAME_MIN} to ${CLUSTER_NAME_MAX} characters: letters, digits and single dashes, starting with a letter and not ending with a dash.`;
export const AZ_CLUSTER_NAME_HINT = `${AZ_CLUSTER_NAME_MIN} to ${AZ_CLUSTER_NAME_MAX} lowercase letters and digits.`;

/** The managed-cloud rules without the max (shared with sub-cluster names). */
function managedRules(value: string): string | null {
  if (value === '') return CLUSTER_NAME_MESSAGES.required;
  const control = controlCharacterProblem(value);
  if (control) return control;
  if (/\s/.test(value)) return CLUSTER_NAME_MESSAGES.spaces;
  if (value.length < CLUSTER_NAME_MIN) return CLUSTER_NAME_MESSAGES.tooShort;
  if (value.startsWith('-') || value.endsWith('-')) return CLUSTER_NAME_MESSAGES.edgeDash;
  if (value.includes('--')) return CLUSTER_NAME_MESSAGES.multipleDashes;
  if (!/^[A-Za-z][A-Za-z0-9]*(-[A-Za-z0-9]+)*$/.test(value)) return CLUSTER_NAME_MESSAGES.invalid;
  return reservedWordMessage(value);
}

function azRules(value: string): string | null {
  if (value === '') return CLUSTER_NAME_MESSAGES.required;
  const control = controlCharacterProblem(value);
  if (control) return control;
  if (value.length < AZ_CLUSTER_NAME_MIN || value.length > AZ_CLUSTER_NAME_MAX) return CLUSTER_NAME_MESSAGES.azLength;
  if (!/^[a-z0-9]+$/.test(value)) return CLUSTER_NAME_MESSAGES.azCharacters;
  return reservedWordMessage(value);
}

/** The create form's cluster name: 3 to 8 lowercase alphanumerics on az, the managed-cloud rules otherwise. */
export function validateClusterName(value: string, platform: Platform): string | null {
  if (platform === 'az') return azRules(value);
  const managed = managedRules(value);
  if (managed) return managed;
  return value.length > CLUSTER_NAME_MAX ? CLUSTER_NAME_MESSAGES.tooLong : null;
}

/**
 * A self-managed sub-cluster name: the managed-cloud rules with no max of its own, and
 * '{clusterName}-{name}' within 32 characters.
 */
export function validateSubClusterName(value: string, clusterName: string): string | null {
  const managed = managedRules(value);
  if (managed) return managed;
  return `${clusterName}-${value}`.length > SUB_CLUSTER_FULL_NAME_MAX ? CLUSTER_NAME_MESSAGES.subClusterTooLong : null;
}
