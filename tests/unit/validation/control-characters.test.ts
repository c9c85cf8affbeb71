/**
 * NUL and other control characters in free text (names, messages): refused with one text, by the forms and
 * the emulator alike (src/domain/validation/text.ts).
 */
import { isValidEmail } from '../../../src/domain/validation/common';
import { validateClusterName, validateSubClusterName } from '../../../src/domain/validation/cluster-name';
import { emptyConsentForm } from '../../../src/domain/validation/consent';
import { validateConsentField } from '../../../src/domain/schemas/consent';
import { validatePersonalInfo } from '../../../src/domain/schemas/personal-info';
import { validateSupport } from '../../../src/domain/schemas/support';
import { CONTROL_CHARACTERS, controlCharacterProblem } from '../../../src/domain/validation/text';

const NUL = '\u0000';

describe('controlCharacterProblem', () => {
  it('has one text for every field', () => {
    expect(CONTROL_CHARACTERS).toBe('Must not contain control characters');
  });

  it.each([
    ['NUL', NUL],
    ['BEL', '\u0007'],
    ['backspace', '\b'],
    ['vertical tab', '\v'],
    ['escape', '\u001b'],
    ['carriage return', '\r'],
    ['DEL', '\u007f'],
    ['C1 NEL', '\u0085'],
    ['C1 CSI', '\u009b'],
  ])('refuses %s in single-line and multi-line text', (_name, char) => {
    expect(controlCharacterProblem(`Ada${char}Lovelace`)).toBe(CONTROL_CHARACTERS);
    expect(controlCharacterProblem(`Line${char}two`, { multiline: true })).toBe(CONTROL_CHARACTERS);
  });

  it('lets a multi-line text keep its tabs and line feeds, and a single-line one keep neither', () => {
    expect(controlCharacterProblem('one\n\ttwo', { multiline: true })).toBeNull();
    expect(controlCharacterProblem('one\ntwo')).toBe(CONTROL_CHARACTERS);
    expect(controlCharacterProblem('one\ttwo')).toBe(CONTROL_CHARACTERS);
  });

  it('accepts ordinary text in any script, emoji included', () => {
    expect(controlCharacterProblem('Zoë Ångström 陈 — ok 👍')).toBeNull();
    expect(controlCharacterProblem('\u00a0non-breaking')).toBeNull();
  });
});

describe('the forms refuse control characters with that text', () => {
  it('in personal information', () => {
    const fine = { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Analyst', company: 'Engines' };
    for (const field of ['firstName', 'lastName', 'jobTitle', 'company'] as const) {
      expect(validatePersonalInfo({ ...fine, [field]: `Ada${NUL}` })[field]).toBe(CONTROL_CHARACTERS);
    }
  });

  it('in the support form', () => {
    expect(validateSupport({ email: 'ada@example.com', message: `Help${NUL}me` }, false).message).toBe(CONTROL_CHARACTERS);
    expect(validateSupport({ email: 'ada@example.com', message: 'Help\nme\tplease' }, false).message).toBeNull();
    expect(validateSupport({ email: `ada${NUL}@example.com`, message: 'Help' }, false).email).toBe(CONTROL_CHARACTERS);
    expect(isValidEmail(`ada${NUL}@example.com`)).toBe(false);
  });

  it('in cluster and sub-cluster names', () => {
    expect(validateClusterName(`sales${NUL}eu`, 'gc')).toBe(CONTROL_CHARACTERS);
    expect(validateClusterName('sales\u0085eu', 'az')).toBe(CONTROL_CHARACTERS);
    expect(validateSubClusterName(`etl${NUL}`, 'sales')).toBe(CONTROL_CHARACTERS);
  });

  it('in the consent form', () => {
    const values = { ...emptyConsentForm(), resourceGroup: `rg-main${NUL}`, vnName: 'vnet\u009b1' };
    expect(validateConsentField('resourceGroup', values)).toBe(CONTROL_CHARACTERS);
    expect(validateConsentField('vnName', values)).toBe(CONTROL_CHARACTERS);
    const credentials = JSON.stringify({ appId: 'a', password: `p${NUL}w`, tenant: 't' });
    expect(validateConsentField('servicePrincipalCredentials', { ...values, servicePrincipalCredentials: credentials })).toBe(
      CONTROL_CHARACTERS,
    );
  });
});
