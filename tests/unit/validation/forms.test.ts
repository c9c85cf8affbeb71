import { validatePersonalInfo, validatePhone } from '../../../src/domain/validation/personal-info';
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
  });
});
