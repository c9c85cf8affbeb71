/**
 * Advanced configurations (doc 2 §2, §4, §5, §6, §8): the value rules and their exact texts, the schema factory
 * the form and the emulator share, dependencies by AND and OR, description widths, who may view and edit,
 * the states that hide the tab's data, the success notice with its restart sentence, the help link, the
 * navigation states, and our search and 'modified only' rules.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { AdvancedConfigItem, AdvancedConfigTab } from '../../src/contract/types';
import { advancedConfigFieldHasInput } from '../../src/api/cluster-advanced-configs';
import {
  ADVANCED_CONFIGS_TEXTS,
  advancedConfigsAccess,
  advancedConfigsHelpLink,
  advancedConfigsNavState,
  advancedConfigsSavedMessage,
  advancedConfigsUnavailable,
  categoryLabel,
  descriptionWidth,
  isItemVisible,
  isModified,
  matchesSearch,
  PRODUCT_CATEGORY,
  readAdvancedConfigsNavState,
  servicesToRestart,
  toWireValue,
} from '../../src/domain/advanced-configs';
import {
  advancedConfigsFormSchema,
  advancedConfigsPatchSchema,
  configValueSchema,
  fieldIdOf,
  keyOfFieldId,
} from '../../src/domain/schemas/advanced-configs';
import { configValueProblem, DEFAULT_TEXT_MAX_LENGTH, maxLengthOf } from '../../src/domain/validation/advanced-configs';

const messages = (schema: Parameters<typeof v.safeParse>[0], input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', issue.message]);

const item = (over: Partial<AdvancedConfigItem> & Pick<AdvancedConfigItem, 'key' | 'type'>): AdvancedConfigItem => ({
  label: over.key,
  description: '',
  value: '',
  ...over,
});

const rows = item({ key: 'engine.max.rows', type: 'number', value: '100', validators: [{ min: 1, max: 1000 }] });
const level = item({ key: 'log.level', type: 'enum', value: 'INFO', possibleValues: ['INFO', 'DEBUG', 'TRACE'] });
const verbose = item({
  key: 'log.verbose',
  type: 'boolean',
  value: 'false',
  dependencies: [
    { key: 'log.level', value: 'DEBUG' },
    { key: 'log.level', value: 'TRACE' },
  ],
});
const smtp = item({ key: 'smtp.on', type: 'boolean', value: 'true' });
const auth = item({ key: 'smtp.auth', type: 'boolean', value: 'false' });
const user = item({
  key: 'smtp.user',
  type: 'string',
  value: '',
  validators: [{ max: 5 }],
  dependencies: [
    { key: 'smtp.on', value: 'true' },
    { key: 'smtp.auth', value: 'true' },
  ],
  dependenciesAndingEvaluation: true,
});

describe('a config value (doc 2 §5 Numeric config)', () => {
  it('a number must be an integer: "Input must be an integer."', () => {
    for (const value of ['1.5', 'abc', '', ' ', '1e3']) expect(configValueProblem(rows, value)).toBe('Input must be an integer.');
    expect(configValueProblem(rows, '42')).toBeNull();
    expect(configValueProblem(rows, ' 42 ')).toBeNull();
  });

  it('within its bounds: "Value cannot be less than {min} or greater than {max}"', () => {
    expect(configValueProblem(rows, '0')).toBe('Value cannot be less than 1 or greater than 1000');
    expect(configValueProblem(rows, '1001')).toBe('Value cannot be less than 1 or greater than 1000');
    expect(configValueProblem(rows, '1')).toBeNull();
    expect(configValueProblem(rows, '1000')).toBeNull();
    expect(configValueProblem(item({ key: 'k', type: 'number', validators: [{ min: 5 }] }), '4')).toBe('Value cannot be less than 5');
    expect(configValueProblem(item({ key: 'k', type: 'number', validators: [{ max: 5 }] }), '6')).toBe('Value cannot be greater than 5');
    expect(configValueProblem(item({ key: 'k', type: 'number' }), '-12')).toBeNull();
  });

  it('a string, text or password is limited to its validator max, otherwise 100000 characters', () => {
    expect(DEFAULT_TEXT_MAX_LENGTH).toBe(100000);
    expect(maxLengthOf(user)).toBe(5);
    expect(maxLengthOf(item({ key: 'k', type: 'text' }))).toBe(100000);
    expect(configValueProblem(user, 'abcdef')).toBe('Value cannot be longer than 5 characters');
    expect(configValueProblem(item({ key: 'k', type: 'text' }), 'x'.repeat(100000))).toBeNull();
    expect(configValueProblem(item({ key: 'k', type: 'password' }), 'x'.repeat(100001))).toBe(
      'Value cannot be longer than 100000 characters',
    );
  });

  it('an enum is one of its possibleValues; a boolean true or false', () => {
    expect(configValueProblem(level, 'DEBUG')).toBeNull();
    expect(configValueProblem(level, 'debug')).toBe('Choose one of the offered values');
    expect(configValueProblem(smtp, 'true')).toBeNull();
    expect(configValueProblem(smtp, 'yes')).toBe("Value must be 'true' or 'false'");
  });

  it('the shared item schema takes what a form input holds and gives the text it travels as', () => {
    expect(v.parse(configValueSchema(rows), 12)).toBe('12');
    expect(v.parse(configValueSchema(smtp), true)).toBe('true');
    expect(messages(configValueSchema(rows), 1.5)).toEqual([['', 'Input must be an integer.']]);
    expect(messages(configValueSchema(rows), null)).toEqual([['', 'configValue must be a text, a number or a boolean']]);
  });
});

describe('the tab form (one schema from the items)', () => {
  const items = [rows, level, verbose, smtp, auth, user];
  const schema = advancedConfigsFormSchema(items);
  const values = (over: Record<string, string | number | boolean>) => ({
    [fieldIdOf('engine.max.rows')]: 100,
    [fieldIdOf('log.level')]: 'INFO',
    [fieldIdOf('log.verbose')]: false,
    [fieldIdOf('smtp.on')]: true,
    [fieldIdOf('smtp.auth')]: false,
    [fieldIdOf('smtp.user')]: 'toolongvalue',
    ...over,
  });

  it('keys fields so that dotted keys are not read as paths, reversibly', () => {
    expect(fieldIdOf('engine.max.rows')).toBe('engine%2Emax%2Erows');
    expect(fieldIdOf('a%2Eb')).toBe('a%252Eb');
    for (const key of ['engine.max.rows', 'a%2Eb', 'plain']) expect(keyOfFieldId(fieldIdOf(key))).toBe(key);
  });

  it('checks each shown item by its rules, under its field', () => {
    expect(messages(schema, values({ [fieldIdOf('engine.max.rows')]: 2.5 }))).toEqual([
      [fieldIdOf('engine.max.rows'), 'Input must be an integer.'],
    ]);
    expect(messages(schema, values({ [fieldIdOf('engine.max.rows')]: 5000 }))).toEqual([
      [fieldIdOf('engine.max.rows'), 'Value cannot be less than 1 or greater than 1000'],
    ]);
  });

  it('does not check an item its dependencies hide (AND: all must match)', () => {
    expect(messages(schema, values({}))).toEqual([]);
    expect(messages(schema, values({ [fieldIdOf('smtp.auth')]: true }))).toEqual([
      [fieldIdOf('smtp.user'), 'Value cannot be longer than 5 characters'],
    ]);
  });
});

describe('the PATCH body (doc 2 §7)', () => {
  const tabs: Pick<AdvancedConfigTab, 'name' | 'categories'>[] = [
    { name: 'system', categories: [{ category: 'Analytics', config: [rows, level] }] },
    { name: 't1', categories: [{ category: 'Data', config: [smtp] }] },
  ];
  const schema = advancedConfigsPatchSchema(tabs);

  it('gives the values as text', () => {
    expect(v.parse(schema, [{ name: 't1', data: [{ configKey: 'smtp.on', configValue: false }] }])).toEqual([
      { name: 't1', data: [{ configKey: 'smtp.on', configValue: 'false' }] },
    ]);
  });

  it('reports a value on its config key and a wrong shape on its place', () => {
    expect(
      messages(schema, [
        { name: 'system', data: [{ configKey: 'engine.max.rows', configValue: '0' }, { configKey: 'smtp.on', configValue: 'true' }] },
        { name: 'system', data: [] },
      ]),
    ).toEqual([
      ['engine.max.rows', 'Value cannot be less than 1 or greater than 1000'],
      ['0.data.1.configKey', 'smtp.on is not a setting of this tab'],
      ['1.name', 'system is listed twice'],
    ]);
    expect(messages(schema, [{ data: [] }])).toEqual([['0.name', 'name is required']]);
  });

  it('the app puts a config key message under its input, a place in the list in the notice', () => {
    expect(advancedConfigFieldHasInput('engine.max.rows')).toBe('engine.max.rows');
    expect(advancedConfigFieldHasInput('0.data.1.configKey')).toBeNull();
    expect(advancedConfigFieldHasInput('')).toBeNull();
  });
});

describe('dependencies (doc 2 §5)', () => {
  const read = (values: Record<string, string>) => (key: string) => values[key];

  it('without the AND flag, any one match shows the item', () => {
    expect(isItemVisible(verbose, read({ 'log.level': 'INFO' }))).toBe(false);
    expect(isItemVisible(verbose, read({ 'log.level': 'DEBUG' }))).toBe(true);
    expect(isItemVisible(verbose, read({ 'log.level': 'TRACE' }))).toBe(true);
  });

  it('with dependenciesAndingEvaluation, all must match', () => {
    expect(isItemVisible(user, read({ 'smtp.on': 'true', 'smtp.auth': 'false' }))).toBe(false);
    expect(isItemVisible(user, read({ 'smtp.on': 'true', 'smtp.auth': 'true' }))).toBe(true);
  });

  it('an item without dependencies always shows', () => {
    expect(isItemVisible(rows, read({}))).toBe(true);
  });
});

describe('layout, texts and rules of the tab', () => {
  it('the description column is 40 % for Diagnostics, Integration, the product and Export, otherwise 75 %', () => {
    for (const category of ['Diagnostics', 'Integration', PRODUCT_CATEGORY, 'Export']) expect(descriptionWidth(category)).toBe(40);
    for (const category of ['Server', 'Analytics', 'Security']) expect(descriptionWidth(category)).toBe(75);
    expect(categoryLabel(PRODUCT_CATEGORY, 'Analytics Cloud')).toBe('Analytics Cloud');
    expect(categoryLabel('Export', 'Analytics Cloud')).toBe('Export');
  });

  it('the spec’s tab names and states', () => {
    expect(ADVANCED_CONFIGS_TEXTS.serverTab).toBe('Server Configurations');
    expect(ADVANCED_CONFIGS_TEXTS.tenantTab('default')).toBe('Tenant Configurations (default)');
    expect(advancedConfigsUnavailable('running')).toBeNull();
    expect(advancedConfigsUnavailable('sleeping')).toBe('Cluster is disconnected');
    for (const status of ['starting-up', 'creating', 'stopping', 'corrupted', 'undefined'] as const) {
      expect(advancedConfigsUnavailable(status)).toBe('Cluster is loading... Your cluster must be connected to view advanced configurations');
    }
  });

  it('the success notice, with ". Service(s) must be restarted" when needed', () => {
    expect(advancedConfigsSavedMessage(false)).toBe('Advanced Configurations has been updated successfully');
    expect(advancedConfigsSavedMessage(true)).toBe('Advanced Configurations has been updated successfully. Service(s) must be restarted');
  });

  it('the services to restart: those of the changed items that require it, all alone when any needs all', () => {
    expect(servicesToRestart([{ requiresRestart: false, serviceToRestart: 'loader' }])).toEqual([]);
    expect(
      servicesToRestart([
        { requiresRestart: true, serviceToRestart: 'SQLi' },
        { requiresRestart: true, serviceToRestart: 'analytics' },
      ]),
    ).toEqual(['analytics', 'SQLi']);
    expect(servicesToRestart([{ requiresRestart: true, serviceToRestart: 'loader' }, { requiresRestart: true }])).toEqual(['all']);
  });

  it('viewing for owner, Manager and Billing User; editing for owner and Manager only', () => {
    expect(advancedConfigsAccess('owner')).toBe('edit');
    expect(advancedConfigsAccess('accountAdmin')).toBe('edit');
    expect(advancedConfigsAccess('accountManager')).toBe('view');
    expect(advancedConfigsAccess('developer')).toBe('none');
    expect(advancedConfigsAccess('incorta-admin')).toBe('none');
    expect(advancedConfigsAccess(undefined)).toBe('none');
  });

  it('the help link by tab and category, on the documentation base', () => {
    const base = 'https://docs.example/';
    expect(advancedConfigsHelpLink(base, 'server', 'SQL Interface')).toBe('https://docs.example/configurations/system#sql-interface');
    expect(advancedConfigsHelpLink(base, 'tenant', 'Security')).toBe('https://docs.example/configurations/tenants#security');
  });

  it('the navigation states: the labs category and Null Handling', () => {
    expect(readAdvancedConfigsNavState(advancedConfigsNavState('labs'))).toBe('labs');
    expect(readAdvancedConfigsNavState(advancedConfigsNavState('null-handling'))).toBe('null-handling');
    expect(readAdvancedConfigsNavState(null)).toBeNull();
    expect(readAdvancedConfigsNavState({ advancedConfigs: 'other' })).toBeNull();
  });

  it('ours: modified means differs from the default (never for a password); search reads label, key and description', () => {
    expect(isModified({ type: 'number', defaultValue: '100' }, '100')).toBe(false);
    expect(isModified({ type: 'number', defaultValue: '100' }, '101')).toBe(true);
    expect(isModified({ type: 'password', defaultValue: '' }, 'secret')).toBe(false);
    expect(isModified({ type: 'string' }, 'x')).toBe(false);
    const one = { label: 'Log level', key: 'diagnostics.log.level', description: 'How much the services write' };
    expect(matchesSearch(one, 'LOG')).toBe(true);
    expect(matchesSearch(one, 'diagnostics.')).toBe(true);
    expect(matchesSearch(one, 'services write')).toBe(true);
    expect(matchesSearch(one, 'memory')).toBe(false);
    expect(matchesSearch(one, '  ')).toBe(true);
    expect(toWireValue(12)).toBe('12');
    expect(toWireValue(false)).toBe('false');
  });
});
