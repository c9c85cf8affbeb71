import { validatePassword } from '../../../src/domain/schemas/password';
import {
  PASSWORD_MESSAGES,
  passwordRuleChecks,
  validatePasswordConfirmation,
} from '../../../src/domain/validation/password';

const valid = 'Demo-Cloud-2026!';

describe('validatePassword (doc 1 §5)', () => {
  it('accepts 12 to 32 characters with lower, upper, digit and special', () => {
    expect(validatePassword(valid)).toBeNull();
    expect(validatePassword('Aa1!aaaaaaaa')).toBeNull();
    expect(validatePassword(`Aa1!${'a'.repeat(28)}`)).toBeNull();
  });

  it.each([
    ['', PASSWORD_MESSAGES.required],
    ['Aa1!aaaaaaa', 'Password must be at least 12 characters'],
    [`Aa1!${'a'.repeat(29)}`, 'Password must be at most 32 characters'],
    ['Aa1! aaaaaaaa', 'Password must not contain spaces'],
    ['AA1!AAAAAAAA', 'Password must contain a lowercase letter'],
    ['aa1!aaaaaaaa', 'Password must contain an uppercase letter'],
    ['Aaa!aaaaaaaa', 'Password must contain a digit'],
    ['Aa1aaaaaaaaa', 'Password must contain a special character'],
  ])('rejects %j', (value, message) => {
    expect(validatePassword(value)).toBe(message);
  });

  it('reports every rule for the checklist', () => {
    const checks = passwordRuleChecks('abc');
    expect(checks.map((c) => [c.rule, c.met])).toEqual([
      ['length', false],
      ['lowercase', true],
      ['uppercase', false],
      ['digit', false],
      ['special', false],
      ['whitespace', true],
    ]);
    expect(passwordRuleChecks(valid).every((c) => c.met)).toBe(true);
  });
});

describe('validatePasswordConfirmation', () => {
  it("says 'Passwords don't match' for a different confirmation", () => {
    expect(validatePasswordConfirmation(valid, 'Demo-Cloud-2025!')).toBe("Passwords don't match");
  });

  it('asks for a confirmation and accepts an equal one', () => {
    expect(validatePasswordConfirmation(valid, '')).toBe('Please confirm your password');
    expect(validatePasswordConfirmation(valid, valid)).toBeNull();
  });

  it('has the connection message', () => {
    expect(PASSWORD_MESSAGES.wrongConnection).toBe('You cannot change password with this connection.');
  });
});
