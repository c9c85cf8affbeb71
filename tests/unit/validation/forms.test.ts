import * as v from 'valibot';
import { personalInformationSchema, validatePersonalInfo } from '../../../src/domain/schemas/personal-info';
import { validatePhone } from '../../../src/domain/validation/personal-info';
import { canSendSupport, validateSupport } from '../../../src/domain/schemas/support';

describe('support form (doc 1 §5)', () => {
  it('asks for a valid e-mail only when signed out', () => {
    expect(validateSupport({ email: '', message: 'Help' }, false)).toEqual({ email: 'Email is required', message: null });
    expect(validateSupport({ email: 'not-an-email', message: 'Help' }, false).email).toBe('Please enter a valid email');
    expect(validateSupport({ email: '', message: 'Help' }, true)).toEqual({ email: null, message: null });
  });

  it('requires a message and disables Send while anything is wrong', () => {
    expect(validateSupport({ email: 'a@b.co', message: '  ' }, false).message).toBe('Message is required');
    expect(canSendSupport({ email: 'a@b.co', message: '' }, false)).toBe(false);
    expect(canSendSupport({ email: 'a@b', message: 'Help' }, false)).toBe(false);
    expect(canSendSupport({ email: 'a@b.co', message: 'Help' }, false)).toBe(true);
    expect(canSendSupport({ email: '', message: 'Help' }, true)).toBe(true);
  });
});

describe('personal information (doc 1 §5)', () => {
  it('requires first name, last name, job title and company', () => {
    expect(validatePersonalInfo({ firstName: '', lastName: ' ', jobTitle: '', company: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      jobTitle: 'Job title is required',
      company: 'Company is required',
    });
  });

  it('keeps the phone optional but checks its shape when given', () => {
    const base = { firstName: 'Ada', lastName: 'L', jobTitle: 'Eng', company: 'AE' };
    expect(validatePersonalInfo(base)).toEqual({});
    expect(validatePersonalInfo({ ...base, phone: '+1 (555) 010-2030' })).toEqual({});
    expect(validatePhone('call me')).toBe('Please enter a valid phone number');
    expect(validatePersonalInfo({ ...base, phone: 'call me' })).toEqual({ phone: 'Please enter a valid phone number' });
  });

  it('refuses more than 100 characters, in the form as in the emulator, and a changed e-mail in the payload', () => {
    const base = { firstName: 'Ada', lastName: 'L', jobTitle: 'Eng', company: 'AE' };
    expect(validatePersonalInfo({ ...base, company: 'x'.repeat(101) })).toEqual({ company: 'Must be at most 100 characters' });
    expect(validatePersonalInfo({ ...base, company: ` ${'x'.repeat(100)} ` })).toEqual({});
    const schema = personalInformationSchema({ currentEmail: 'ada@example.com' });
    expect(v.parse(schema, { ...base, email: 'ADA@example.com ', userConsent: 'accept' })).toEqual({ ...base, phone: '', userConsent: 'accept' });
    expect(v.safeParse(schema, { ...base, email: 'eve@example.com' }).issues?.map((issue) => issue.message)).toEqual(['Email cannot be changed']);
    expect(v.safeParse(schema, { ...base, userConsent: 'maybe' }).issues?.map((issue) => issue.message)).toEqual([
      'User consent must be accept or reject',
    ]);
  });
});
