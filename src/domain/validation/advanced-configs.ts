/**
 * Advanced configurations (spec doc 2 §5 Numeric config, §9): the texts of the rules an item's value follows and
 * the rules themselves over the value as it travels (text). Quoted spec texts are exact ('Input must be an
 * integer.', 'Value cannot be less than {min} or greater than {max}'); the others are ours. The valibot schemas
 * that the form and the emulator share are in domain/schemas/advanced-configs.ts (kept apart: valibot loads
 * with the tab only).
 */
import type { AdvancedConfigItem } from '../../contract/types';

/** Doc 2 §5, §9: a string or text is limited to its validator's max, otherwise 100000 characters. */
export const DEFAULT_TEXT_MAX_LENGTH = 100_000;

export const ADVANCED_CONFIG_MESSAGES = {
  /** Doc 2 §5, exact. */
  notInteger: 'Input must be an integer.',
  /** Doc 2 §5, exact. */
  outOfBounds: (min: number, max: number) => `Value cannot be less than ${min} or greater than ${max}`,
  /** Ours: an item with one bound only. */
  belowMin: (min: number) => `Value cannot be less than ${min}`,
  aboveMax: (max: number) => `Value cannot be greater than ${max}`,
  tooLong: (max: number) => `Value cannot be longer than ${max} characters`,
  notOffered: 'Choose one of the offered values',
  notBoolean: "Value must be 'true' or 'false'",
  /** The call's own shape (no form shows these). */
  valueType: 'configValue must be a text, a number or a boolean',
  bodyList: 'The body must be a list of { name, data } entries',
  bodyEmpty: 'The body must name at least one tab to change',
  dataList: 'data must be a list of { configKey, configValue } entries',
  entry: 'Each entry must be an object with name and data',
  change: 'Each change must be an object with configKey and configValue',
  unknownName: (name: string) => `${name} is neither 'system' nor a tenant of this cluster`,
  duplicateName: (name: string) => `${name} is listed twice`,
  unknownKey: (key: string) => `${key} is not a setting of this tab`,
  duplicateKey: (key: string) => `${key} is changed twice`,
} as const;

/** An item's bounds: the first validator's min and max (doc 2 §3 validators [{min, max}]). */
export function boundsOf(item: Pick<AdvancedConfigItem, 'validators'>): { min?: number; max?: number } {
  const min = item.validators?.find((v) => typeof v.min === 'number')?.min;
  const max = item.validators?.find((v) => typeof v.max === 'number')?.max;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** The longest a string, text or password may be: its validator's max, otherwise 100000 (doc 2 §5). */
export function maxLengthOf(item: Pick<AdvancedConfigItem, 'validators'>): number {
  const { max } = boundsOf(item);
  return max !== undefined && max > 0 ? Math.min(max, DEFAULT_TEXT_MAX_LENGTH) : DEFAULT_TEXT_MAX_LENGTH;
}

const INTEGER = /^[-+]?\d+$/;

/** The first rule `value` (as it travels: text) breaks for `item`, or null. */
export function configValueProblem(
  item: Pick<AdvancedConfigItem, 'type' | 'validators' | 'possibleValues'>,
  value: string,
): string | null {
  switch (item.type) {
    case 'number': {
      const trimmed = value.trim();
      if (!INTEGER.test(trimmed)) return ADVANCED_CONFIG_MESSAGES.notInteger;
      const n = Number(trimmed);
      const { min, max } = boundsOf(item);
      const low = min !== undefined && n < min;
      const high = max !== undefined && n > max;
      if (!low && !high) return null;
      if (min !== undefined && max !== undefined) return ADVANCED_CONFIG_MESSAGES.outOfBounds(min, max);
      return low && min !== undefined ? ADVANCED_CONFIG_MESSAGES.belowMin(min) : ADVANCED_CONFIG_MESSAGES.aboveMax(max ?? 0);
    }
    case 'boolean':
      return value === 'true' || value === 'false' ? null : ADVANCED_CONFIG_MESSAGES.notBoolean;
    case 'enum':
      return (item.possibleValues ?? []).includes(value) ? null : ADVANCED_CONFIG_MESSAGES.notOffered;
    case 'string':
    case 'text':
    case 'password': {
      const max = maxLengthOf(item);
      return value.length > max ? ADVANCED_CONFIG_MESSAGES.tooLong(max) : null;
    }
  }
}
