import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../src/api/http';
import { createNoticeCache, errorNotice, noticeMeta, successNotice } from '../../src/api/notices';
import { GENERIC_ERROR } from '../../src/domain/errors';

function fieldError(message: string, fields: { fieldName: string; message: string }[]): ApiError {
  return new ApiError(400, { message, errors: fields });
}

describe('mutation notices', () => {
  it("say the server's message where the answer has one, else the factory's text (doc 1 §7)", () => {
    const meta = noticeMeta<string>({ successText: (name) => `${name} is deleted successfully` });
    expect(successNotice(meta, { message: 'Deleted by the API' }, 'sales')).toEqual({
      kind: 'success',
      title: 'Success',
      message: 'Deleted by the API',
    });
    expect(successNotice(meta, { message: '' }, 'sales')?.message).toBe('sales is deleted successfully');
    expect(successNotice(meta, undefined, 'sales')?.message).toBe('sales is deleted successfully');
  });

  it('show no success notice without a text, and a fixed one when the server message is not wanted', () => {
    expect(successNotice({}, { message: 'ok' }, undefined)).toBeNull();
    expect(successNotice({ successText: 'Fixed', serverMessage: false }, { message: 'ok' }, undefined)?.message).toBe('Fixed');
  });

  it("say the error's own text, the generic text when it has none, or the factory's fixed text", () => {
    expect(errorNotice({}, new Error('Cluster is busy'))).toEqual({ kind: 'error', title: 'Error', message: 'Cluster is busy' });
    expect(errorNotice({}, new Error(''))?.message).toBe(GENERIC_ERROR);
    expect(errorNotice({ errorText: 'Something went wrong. Please try again.' }, new Error('x'))?.message).toBe(
      'Something went wrong. Please try again.',
    );
    expect(errorNotice({ errorText: false }, new Error('x'))).toBeNull();
    expect(errorNotice(undefined, new Error('x'))).toBeNull();
  });

  it('leave the field messages a form shows under its inputs out of the notice, and keep the others', () => {
    const meta = { formFields: (field: string) => (field === 'name' ? 'name' : null) };
    const placed = fieldError('Please check', [{ fieldName: 'name', message: 'Name is taken' }]);
    expect(errorNotice(meta, placed)).toBeNull();
    const mixed = fieldError('Please check', [
      { fieldName: 'name', message: 'Name is taken' },
      { fieldName: 'region', message: 'Region is closed' },
    ]);
    expect(errorNotice(meta, mixed)?.message).toBe('Region is closed');
  });

  it('are shown once per mutation by the query client, whoever runs it', async () => {
    const notify = vi.fn();
    const client = new QueryClient({ mutationCache: createNoticeCache(notify) });
    const ok = client.getMutationCache().build(client, {
      mutationFn: async () => ({ message: 'Saved' }),
      meta: { successText: 'Fallback' },
    });
    await ok.execute(undefined);
    const failed = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw new Error('Refused');
      },
      meta: {},
      retry: false,
    });
    await failed.execute(undefined).catch(() => undefined);
    expect(notify.mock.calls).toEqual([
      [{ kind: 'success', title: 'Success', message: 'Saved' }],
      [{ kind: 'error', title: 'Error', message: 'Refused' }],
    ]);
  });
});
