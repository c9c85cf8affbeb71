import { extractErrorText, GENERIC_ERROR, placeErrors } from '../../src/domain/errors';

describe('error text of an answer (doc 1 §8)', () => {
  it('uses a string body as it is', () => {
    expect(extractErrorText('Cluster is busy')).toEqual({ text: 'Cluster is busy', fields: [] });
  });

  it('uses the first value of an errors object', () => {
    expect(extractErrorText({ errors: { name: 'Name is taken', region: 'Region is required' } }).text).toBe('Name is taken');
  });

  it('returns the field messages of an errors array, to show under each named field', () => {
    const result = extractErrorText({
      errors: [
        { fieldName: 'firstName', message: 'First name is required' },
        { fieldName: 'company', message: 'Company is required' },
      ],
    });
    expect(result.fields).toEqual([
      { fieldName: 'firstName', message: 'First name is required' },
      { fieldName: 'company', message: 'Company is required' },
    ]);
    expect(result.text).toBe('First name is required');
  });

  it('prefers the message next to an errors array for the notification', () => {
    const result = extractErrorText({ message: 'Invalid input', errors: [{ fieldName: 'name', message: 'Name is taken' }] });
    expect(result.text).toBe('Invalid input');
    expect(result.fields).toHaveLength(1);
  });

  it('falls back to the message field', () => {
    expect(extractErrorText({ message: 'Not allowed' }).text).toBe('Not allowed');
  });

  it("falls back to 'Something went wrong!' for anything else", () => {
    expect(GENERIC_ERROR).toBe('Something went wrong!');
    for (const body of [null, undefined, '', '   ', 42, [], {}, { errors: {} }, { errors: [] }, { message: '' }]) {
      expect(extractErrorText(body).text).toBe('Something went wrong!');
    }
  });
});

describe('where a form shows an error answer (doc 1 §5, §8)', () => {
  const inputFor = (name: string) => (name === 'name' || name === 'clone' ? 'name' : name === 'zone' ? 'region' : null);

  it('puts field messages under their inputs and shows no notice when every one found its input', () => {
    expect(
      placeErrors('Invalid input', [
        { fieldName: 'name', message: 'Name is taken' },
        { fieldName: 'zone', message: 'This zone is full' },
      ], inputFor),
    ).toEqual({ inline: { name: 'Name is taken', region: 'This zone is full' }, notice: null });
  });

  it('keeps the first message of an input and gives the notice only what no input shows', () => {
    expect(
      placeErrors('Invalid input', [
        { fieldName: 'name', message: 'Name is taken' },
        { fieldName: 'clone', message: 'Source is busy' },
        { fieldName: 'quota', message: 'Your quota is used up' },
      ], inputFor),
    ).toEqual({ inline: { name: 'Name is taken' }, notice: 'Your quota is used up' });
  });

  it('shows the error text as the notice when the answer names no field', () => {
    expect(placeErrors('Cluster is busy', [], inputFor)).toEqual({ inline: {}, notice: 'Cluster is busy' });
  });
});
