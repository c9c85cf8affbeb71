/**
 * The IP allow-list's rules (doc 2 §5, §6, §8): each entry an IPv4 address with an optional /mask of up to
 * 3 digits ('Invalid Ip item formatting!', exact), real addresses only, which entry is wrong and why; the
 * schemas the dialog and the emulator share; who may do what; the address added by 'Add my current address'.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { policyFor } from '../../src/domain/policies';
import { UNSUPPORTED_ACTION_TOOLTIP } from '../../src/domain/permissions';
import { whitelistCreateSchema, whitelistFormSchema, whitelistUpdateSchema } from '../../src/domain/schemas/whitelist';
import {
  badEntryOf,
  describeBadEntry,
  entryProblem,
  normalizeRange,
  rangeProblem,
  WHITELIST_MESSAGES,
  whitelistInputForServerField,
} from '../../src/domain/validation/whitelist';
import { WHITELIST_NOTICES, WHITELIST_REFUSALS, whitelistRefusal, withAddress } from '../../src/domain/whitelist';
import { makeUser } from './fixtures';

const INVALID = 'Invalid Ip item formatting!';

function messagesOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    out[key] ??= issue.message;
  }
  return out;
}

describe('the exact texts', () => {
  it("are the spec's", () => {
    expect(WHITELIST_MESSAGES.invalidItem).toBe(INVALID);
    expect(WHITELIST_NOTICES.deleted).toBe('IP Addresses/Range Deleted');
  });
});

describe('one entry', () => {
  it.each(['203.0.113.7', '0.0.0.0', '255.255.255.255', '10.0.0.0/8', '198.51.100.0/24', '192.0.2.1/32', '1.2.3.4/0'])(
    'takes %s',
    (entry) => expect(entryProblem(entry)).toBeNull(),
  );

  it.each([
    ['', 'is empty: remove the extra comma'],
    ['abc', 'is not an IPv4 address like 203.0.113.7 or a range like 203.0.113.0/24'],
    ['1.2.3', 'is not an IPv4 address like 203.0.113.7 or a range like 203.0.113.0/24'],
    ['1.2.3.4.5', 'is not an IPv4 address like 203.0.113.7 or a range like 203.0.113.0/24'],
    ['1.2.3.4/1234', 'is not an IPv4 address like 203.0.113.7 or a range like 203.0.113.0/24'],
    ['1.2.3.4/', 'is not an IPv4 address like 203.0.113.7 or a range like 203.0.113.0/24'],
    ['1.2.3.1000', 'is not an IPv4 address like 203.0.113.7 or a range like 203.0.113.0/24'],
    ['::1', 'is not an IPv4 address like 203.0.113.7 or a range like 203.0.113.0/24'],
    ['300.1.1.1', 'has 300, above 255'],
    ['1.2.3.256', 'has 256, above 255'],
    ['01.2.3.4', 'has 01, with a leading zero'],
    ['1.2.3.4/33', 'has the mask /33: a mask is 0 to 32'],
    ['1.2.3.4/999', 'has the mask /999: a mask is 0 to 32'],
    ['1.2.3.4/024', 'has /024, with a leading zero'],
  ])('refuses %j: %s', (entry, problem) => expect(entryProblem(entry)).toBe(problem));
});

describe('a range', () => {
  it('needs at least one entry', () => {
    expect(rangeProblem('')).toBe('Enter at least one IP address or range');
    expect(rangeProblem('   ')).toBe('Enter at least one IP address or range');
  });

  it("says 'Invalid Ip item formatting!' for any wrong entry, and which one and why", () => {
    expect(rangeProblem('300.1.1.1')).toBe(INVALID);
    expect(rangeProblem('203.0.113.7, 300.1.1.1')).toBe(INVALID);
    const bad = badEntryOf('203.0.113.7, 300.1.1.1, 10.0.0.0/8');
    expect(bad).toEqual({ position: 2, entry: '300.1.1.1', problem: 'has 300, above 255' });
    expect(bad && describeBadEntry(bad)).toBe('Entry 2, 300.1.1.1, has 300, above 255.');
    const empty = badEntryOf('1.1.1.1,,2.2.2.2');
    expect(empty && describeBadEntry(empty)).toBe('Entry 2 is empty: remove the extra comma.');
  });

  it('takes several entries comma-separated, with spaces, and forgives a trailing comma', () => {
    expect(rangeProblem('203.0.113.7,198.51.100.0/24 ,  192.0.2.1')).toBeNull();
    expect(rangeProblem('203.0.113.7,')).toBeNull();
    expect(normalizeRange(' 203.0.113.7,198.51.100.0/24 , ')).toBe('203.0.113.7, 198.51.100.0/24');
    expect(rangeProblem(',')).toBe(INVALID);
  });

  it('holds at most 50 entries', () => {
    const entries = (n: number) => Array.from({ length: n }, (_, i) => `10.0.${Math.floor(i / 250)}.${i % 250}`).join(',');
    expect(rangeProblem(entries(50))).toBeNull();
    expect(rangeProblem(entries(51))).toBe('Enter at most 50 addresses or ranges in one item');
  });
});

describe('the schemas', () => {
  it('create: range and an optional description, normalised', () => {
    expect(v.parse(whitelistCreateSchema, { range: '203.0.113.7 ,10.0.0.0/8', description: '  Office  ' })).toEqual({
      range: '203.0.113.7, 10.0.0.0/8',
      description: 'Office',
    });
    expect(v.parse(whitelistCreateSchema, { range: '203.0.113.7' })).toEqual({ range: '203.0.113.7', description: '' });
  });

  it('create: every field at once, with its text', () => {
    expect(messagesOf(whitelistCreateSchema, { range: '300.1.1.1', description: 'x'.repeat(256) })).toEqual({
      range: INVALID,
      description: 'A description has at most 255 characters',
    });
    expect(messagesOf(whitelistCreateSchema, {})).toEqual({ range: 'Enter at least one IP address or range' });
    expect(messagesOf(whitelistCreateSchema, { range: 7, description: 'a\u0000b' })).toEqual({
      range: 'Enter at least one IP address or range',
      description: 'Must not contain control characters',
    });
  });

  it('update: also active, a boolean', () => {
    expect(v.parse(whitelistUpdateSchema, { range: '1.2.3.4', description: '', active: false })).toEqual({
      range: '1.2.3.4',
      description: '',
      active: false,
    });
    expect(messagesOf(whitelistUpdateSchema, { range: '1.2.3.4', description: '' })).toEqual({ active: 'active must be true or false' });
    expect(messagesOf(whitelistUpdateSchema, { range: '1.2.3.4', active: 'yes' })).toEqual({ active: 'active must be true or false' });
  });

  it('the dialog uses the call’s schema of its mode', () => {
    expect(whitelistFormSchema('create')).toBe(whitelistCreateSchema);
    expect(whitelistFormSchema('edit')).toBe(whitelistUpdateSchema);
  });

  it("puts the server's field messages under the input of the same name", () => {
    expect(['range', 'description', 'active', 'other'].map(whitelistInputForServerField)).toEqual(['range', 'description', 'active', null]);
  });
});

describe('who may do what', () => {
  const allowed = makeUser({
    toggleFeatures: [{ key: 'whitelist', published: true }],
    platformActions: [{ name: 'whitelisting', platforms: 'gc' }],
  });
  const cluster = (role: Parameters<typeof policyFor>[0], platform: 'gc' | 'az' = 'gc') => ({ platform, clusterPolicy: policyFor(role) });

  it('lets the owner and the Manager do everything', () => {
    for (const role of ['owner', 'accountAdmin'] as const) {
      for (const action of ['list', 'create', 'update', 'delete'] as const) expect(whitelistRefusal(allowed, cluster(role), action)).toBeNull();
    }
  });

  it('lets support view only, and refuses the User and the Billing User with the role’s text', () => {
    expect(whitelistRefusal(allowed, cluster('incorta-admin'), 'list')).toBeNull();
    expect(whitelistRefusal(allowed, cluster('incorta-admin'), 'create')).toBe(WHITELIST_REFUSALS.create);
    expect(whitelistRefusal(allowed, cluster('developer'), 'list')).toBe('Your role on this cluster does not allow viewing its IP allow-list.');
    expect(whitelistRefusal(allowed, cluster('accountManager'), 'update')).toBe('Your role on this cluster does not allow editing IP addresses.');
    expect(whitelistRefusal(allowed, cluster('accountManager'), 'delete')).toBe('Your role on this cluster does not allow deleting IP addresses.');
  });

  it('needs the whitelist toggle for everything, and the plan to change', () => {
    const noToggle = makeUser({ platformActions: allowed.platformActions });
    expect(whitelistRefusal(noToggle, cluster('owner'), 'list')).toBe('IP Whitelisting is not enabled for your account.');
    expect(whitelistRefusal(allowed, cluster('owner', 'az'), 'list')).toBeNull();
    expect(whitelistRefusal(allowed, cluster('owner', 'az'), 'create')).toBe(UNSUPPORTED_ACTION_TOOLTIP);
  });
});

describe("'Add my current address'", () => {
  it('appends the address after a comma, once', () => {
    expect(withAddress('', '203.0.113.9')).toBe('203.0.113.9');
    expect(withAddress('  ', '203.0.113.9')).toBe('203.0.113.9');
    expect(withAddress('10.0.0.0/8', '203.0.113.9')).toBe('10.0.0.0/8, 203.0.113.9');
    expect(withAddress('10.0.0.0/8, ', '203.0.113.9')).toBe('10.0.0.0/8, 203.0.113.9');
    expect(withAddress('203.0.113.9/32, 10.0.0.0/8', '203.0.113.9')).toBe('203.0.113.9/32, 10.0.0.0/8');
    expect(withAddress('10.0.0.0/8,203.0.113.9', '203.0.113.9')).toBe('10.0.0.0/8,203.0.113.9');
  });
});
