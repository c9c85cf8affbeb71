/**
 * The support token's pure pieces: the expiry shown dd/MM/yyyy (doc 2 §3) and the POST body's schema (doc 2 §7).
 */
import * as v from 'valibot';
import { formatExpiry } from '../../src/features/clusters/detail/support-token-format';
import { supportTokenPayloadSchema } from '../../src/domain/schemas/support-token';

describe('support token expiry', () => {
  it('writes the day as dd/MM/yyyy, in the local time zone, zero-padded', () => {
    // Built from local parts, so the day is the same whatever zone the tests run in.
    expect(formatExpiry(new Date(2026, 10, 23, 22, 18).toISOString())).toBe('23/11/2026');
    expect(formatExpiry(new Date(2027, 0, 5, 0, 0).toISOString())).toBe('05/01/2027');
    expect(formatExpiry(new Date(2026, 11, 31, 23, 59, 59).toISOString())).toBe('31/12/2026');
  });

  it('shows a text that is no date as it came rather than "Invalid Date"', () => {
    expect(formatExpiry('soon')).toBe('soon');
  });
});

describe('support token POST body', () => {
  it('reads a missing revokeFirst as false and keeps true', () => {
    expect(v.parse(supportTokenPayloadSchema, {})).toEqual({ revokeFirst: false });
    expect(v.parse(supportTokenPayloadSchema, { revokeFirst: true })).toEqual({ revokeFirst: true });
  });

  it('refuses a revokeFirst that is not a boolean, with its text', () => {
    const result = v.safeParse(supportTokenPayloadSchema, { revokeFirst: 'yes' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['revokeFirst', 'revokeFirst must be true or false'],
    ]);
  });
});
