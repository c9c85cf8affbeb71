import * as v from 'valibot';
import { cloneFormSchema, clonePayloadSchema } from '../../../src/domain/schemas/clone';
import { defaultCloneName } from '../../../src/domain/validation/clone';
import {
  DELETE_MESSAGES,
  deleteConfirmTitle,
  deletedMessage,
  validateDeleteConfirmation,
} from '../../../src/domain/validation/delete';
import { validateEnvironmentName } from '../../../src/domain/validation/environment-name';

describe('clone (doc 1 §5)', () => {
  it("defaults to '{name}-2', or empty when that exceeds 21 characters", () => {
    expect(defaultCloneName('sales')).toBe('sales-2');
    expect(defaultCloneName('x'.repeat(19))).toBe(`${'x'.repeat(19)}-2`);
    expect(defaultCloneName('x'.repeat(20))).toBe('');
  });

  /** The messages of a parse, by field, as the form and the emulator show them. */
  const messages = (schema: typeof cloneFormSchema | typeof clonePayloadSchema, input: unknown) =>
    (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

  it('requires a name of at most 21 characters', () => {
    expect(messages(cloneFormSchema, { name: '' })).toEqual([['name', 'Cluster name is required']]);
    expect(messages(cloneFormSchema, { name: '   ' })).toEqual([['name', 'Cluster name is required']]);
    expect(messages(cloneFormSchema, { name: 'x'.repeat(22) })).toEqual([['name', 'Name cannot be longer than 21 characters']]);
    expect(messages(cloneFormSchema, { name: 'x'.repeat(21) })).toEqual([]);
  });

  it('checks the payload with the same name rule, and requires the source', () => {
    expect(messages(clonePayloadSchema, { name: 'sales-2', clone: 'sales' })).toEqual([]);
    expect(messages(clonePayloadSchema, { name: 'x'.repeat(22), clone: '' })).toEqual([
      ['name', 'Name cannot be longer than 21 characters'],
      ['clone', 'The cluster to clone is required'],
    ]);
    expect(messages(clonePayloadSchema, { name: 42 })).toEqual([
      ['name', 'Cluster name is required'],
      ['clone', 'The cluster to clone is required'],
    ]);
  });
});

describe('delete confirmation (doc 1 §5, §8)', () => {
  it('has the exact texts', () => {
    expect(deleteConfirmTitle('sales')).toBe('Are you sure you want to delete sales cluster?');
    expect(deletedMessage('sales')).toBe('sales is deleted successfully');
    expect(DELETE_MESSAGES.invalidName).toBe('The input is not valid Name!');
  });

  it('requires the exact name', () => {
    expect(validateDeleteConfirmation('', 'sales')).toBe('Cluster name is required');
    expect(validateDeleteConfirmation('Sales', 'sales')).toBe("Your input doesn't match the selected Cluster's name");
    expect(validateDeleteConfirmation('sales', 'sales')).toBeNull();
  });
});

describe('environment name (doc 3 §5)', () => {
  it('accepts 3 to 10 lowercase alphanumerics starting with a letter', () => {
    expect(validateEnvironmentName('prod1')).toBeNull();
    expect(validateEnvironmentName('abcdefghij')).toBeNull();
  });

  it.each([
    ['', 'Please enter a valid environment name.'],
    ['ab', 'Name must be at least 3 characters.'],
    ['abcdefghijk', 'Name cannot be longer than 10 characters.'],
    ['1prod', 'Name cannot start with a numeric character. Must start with a letter.'],
    ['Prod', 'Only accept lowercase alphanumerics.'],
    ['my-env', 'Only accept lowercase alphanumerics.'],
    ['loader1', 'loader1 is not a valid name'],
    ['createx', 'createx is not a valid name'],
  ])('rejects %j with %j', (value, message) => {
    expect(validateEnvironmentName(value)).toBe(message);
  });
});
