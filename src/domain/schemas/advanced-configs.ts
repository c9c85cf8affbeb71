/**
 * Advanced configurations (spec doc 2 §5, §7): one schema factory built from the config items, shared by the
 * tab's form and the emulator's PATCH.
 *
 * - `configValueSchema(item)`: one item's value (text, or a number or boolean as a form holds it), turned into
 *   the text it travels as and checked with the item's rules (domain/validation/advanced-configs.ts).
 * - `advancedConfigsFormSchema(items)`: the form of one tab, its values keyed by `fieldIdOf(key)`; only the
 *   items shown under the current values are checked (a hidden item cannot be corrected).
 * - `advancedConfigsPatchSchema(tabs)`: PATCH instances/{id}/advanced-configs, `[{ name, data: [{ configKey,
 *   configValue }] }]` against the cluster's tabs: a known name, known keys, each once, each value by the same
 *   item schema. A value's message is reported on the field named by its configKey (what the form maps back to
 *   its input); the shape's on its place in the list ('0.data.1.configKey').
 */
import * as v from 'valibot';
import type { AdvancedConfigItem, AdvancedConfigsPatchPayload, AdvancedConfigTab } from '../../contract/types';
import { isItemVisible, itemsOfTab, toWireValue } from '../advanced-configs';
import { ADVANCED_CONFIG_MESSAGES, configValueProblem } from '../validation/advanced-configs';
import { requiredField } from './common';

/** What a form input holds: text, a number (NumberInput) or a boolean (Switch). */
export type ConfigFormValue = string | number | boolean;
export type AdvancedConfigsFormValues = Record<string, ConfigFormValue>;

/**
 * A form field's name for a config key. Keys have dots ('engine.max.rows'), which the form would read as a
 * path: they are escaped, reversibly.
 */
export function fieldIdOf(key: string): string {
  return key.replace(/%/g, '%25').replace(/\./g, '%2E');
}

export function keyOfFieldId(fieldId: string): string {
  return fieldId.replace(/%2E/g, '.').replace(/%25/g, '%');
}

/** One item's value: turned into its text, then checked by the item's rules. */
export function configValueSchema(item: Pick<AdvancedConfigItem, 'type' | 'validators' | 'possibleValues'>) {
  return v.pipe(
    v.union([v.string(), v.number(), v.boolean()], ADVANCED_CONFIG_MESSAGES.valueType),
    v.transform((value: ConfigFormValue) => toWireValue(value)),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = configValueProblem(item, dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  );
}

type PathItem = v.IssuePathItem;
type Path = [PathItem, ...PathItem[]];

const at = (input: unknown, key: string | number, value: unknown): PathItem =>
  typeof key === 'number'
    ? { type: 'array', origin: 'value', input: input as unknown[], key, value }
    : { type: 'object', origin: 'value', input: input as Record<string, unknown>, key, value };

/** The form of one tab: each item shown under the current values is checked by its own schema. */
export function advancedConfigsFormSchema(items: readonly AdvancedConfigItem[]) {
  return v.pipe(
    v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
    v.rawCheck<AdvancedConfigsFormValues>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      const valueOf = (key: string) => {
        const value = values[fieldIdOf(key)];
        return value === undefined ? undefined : toWireValue(value);
      };
      for (const item of items) {
        const field = fieldIdOf(item.key);
        const value = values[field];
        if (value === undefined || !isItemVisible(item, valueOf)) continue;
        const result = v.safeParse(configValueSchema(item), value);
        if (!result.success) addIssue({ message: result.issues[0].message, path: [at(values, field, value)] });
      }
    }),
  );
}

const change = v.object(
  {
    configKey: requiredField('configKey'),
    configValue: v.union([v.string(), v.number(), v.boolean()], ADVANCED_CONFIG_MESSAGES.valueType),
  },
  ADVANCED_CONFIG_MESSAGES.change,
);

const entry = v.object(
  {
    name: requiredField('name'),
    data: v.array(change, ADVANCED_CONFIG_MESSAGES.dataList),
  },
  ADVANCED_CONFIG_MESSAGES.entry,
);

/** The PATCH body against the cluster's tabs (their items and rules); values come out as text. */
export function advancedConfigsPatchSchema(tabs: readonly Pick<AdvancedConfigTab, 'name' | 'categories'>[]) {
  return v.pipe(
    v.array(entry, ADVANCED_CONFIG_MESSAGES.bodyList),
    v.minLength(1, ADVANCED_CONFIG_MESSAGES.bodyEmpty),
    v.rawCheck<{ name: string; data: { configKey: string; configValue: ConfigFormValue }[] }[]>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const body = dataset.value;
      const names = new Set<string>();
      body.forEach((e, i) => {
        const namePath: Path = [at(body, i, e), at(e, 'name', e.name)];
        const tab = tabs.find((t) => t.name === e.name);
        if (!tab) {
          addIssue({ message: ADVANCED_CONFIG_MESSAGES.unknownName(e.name), path: namePath });
          return;
        }
        if (names.has(e.name)) addIssue({ message: ADVANCED_CONFIG_MESSAGES.duplicateName(e.name), path: namePath });
        names.add(e.name);
        const items = new Map(itemsOfTab(tab).map((item) => [item.key, item]));
        const keys = new Set<string>();
        e.data.forEach((c, j) => {
          const keyPath: Path = [at(body, i, e), at(e, 'data', e.data), at(e.data, j, c), at(c, 'configKey', c.configKey)];
          const item = items.get(c.configKey);
          if (!item) {
            addIssue({ message: ADVANCED_CONFIG_MESSAGES.unknownKey(c.configKey), path: keyPath });
            return;
          }
          if (keys.has(c.configKey)) addIssue({ message: ADVANCED_CONFIG_MESSAGES.duplicateKey(c.configKey), path: keyPath });
          keys.add(c.configKey);
          const result = v.safeParse(configValueSchema(item), c.configValue);
          if (!result.success) addIssue({ message: result.issues[0].message, path: [at(c, c.configKey, c.configValue)] });
        });
      });
    }),
    v.transform(
      (body): AdvancedConfigsPatchPayload =>
        body.map((e) => ({ name: e.name, data: e.data.map((c) => ({ configKey: c.configKey, configValue: toWireValue(c.configValue) })) })),
    ),
  );
}
