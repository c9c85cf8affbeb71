/** Environment (configuration) name of the cloud-provider consent form (spec doc 1 §5, doc 3 §5). */
import { ENVIRONMENT_NAME_MAX, ENVIRONMENT_NAME_MIN } from '../constants';
import { reservedWordMessage } from './common';

export const ENVIRONMENT_NAME_MESSAGES = {
  required: 'Please enter a valid environment name.',
  tooShort: `Name must be at least ${ENVIRONMENT_NAME_MIN} characters.`,
  tooLong: `Name cannot be longer than ${ENVIRONMENT_NAME_MAX} characters.`,
  startsWithDigit: 'Name cannot start with a numeric character. Must start with a letter.',
  lowercaseOnly: 'Only accept lowercase alphanumerics.',
} as const;

export function validateEnvironmentName(value: string): string | null {
  if (value === '') return ENVIRONMENT_NAME_MESSAGES.required;
  if (value.length < ENVIRONMENT_NAME_MIN) return ENVIRONMENT_NAME_MESSAGES.tooShort;
  if (value.length > ENVIRONMENT_NAME_MAX) return ENVIRONMENT_NAME_MESSAGES.tooLong;
  if (/^[0-9]/.test(value)) return ENVIRONMENT_NAME_MESSAGES.startsWithDigit;
  if (!/^[a-z0-9]+$/.test(value)) return ENVIRONMENT_NAME_MESSAGES.lowercaseOnly;
  return reservedWordMessage(value);
}
