/**
 * One mutation convention (issue 11 §2): a `mutationOptions` factory declares its notices in `meta`,
 * and the query client's MutationCache shows them, once, for the whole app. A screen adds only its own
 * UI effects per call (`mutate(vars, { onSuccess: close })`) and never shows a success or error notice
 * of a mutation itself.
 *
 *   success: the answer's `message` when it has one (doc 1 §7), else `successText`; none without it.
 *   error:   the error's text (doc 1 §8 rules, in api/http.ts), or `errorText` when the screen shows the
 *            error's own text in place; field messages the form shows under its inputs (`formFields`)
 *            are not repeated in the notice.
 */
import { MutationCache } from '@tanstack/react-query';
import { GENERIC_ERROR, fieldMessagesOf, placeErrors } from '../domain/errors';

export const NOTICE_TITLE = { success: 'Success', error: 'Error' } as const;

/** A type, not an interface: query-core accepts only a meta assignable to Record<string, unknown>. */
export type NoticeMeta = {
  /** The success notice's text when the answer carries no `message`. No success notice without it. */
  successText?: string | ((variables: unknown) => string);
  /** False: the success notice always says `successText`, whatever the answer's `message`. */
  serverMessage?: boolean;
  successTitle?: string;
  /** The error notice's text instead of the error's own; false: no error notice at all. */
  errorText?: string | false;
  errorTitle?: string;
  /** The form input that shows a server field's message (null: none); those messages skip the notice. */
  formFields?: (fieldName: string) => string | null;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: NoticeMeta;
  }
}

/**
 * Meta with the variables typed: `noticeMeta<string>({ successText: (name) => deletedMessage(name) })`.
 * The cache calls `successText` with the variables of the very mutation the factory built.
 */
export function noticeMeta<TVariables>(
  meta: Omit<NoticeMeta, 'successText'> & { successText?: string | ((variables: TVariables) => string) },
): NoticeMeta {
  return meta as NoticeMeta;
}

export interface Notice {
  kind: 'success' | 'error';
  title: string;
  message: string;
}

function messageOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  return typeof data.message === 'string' && data.message !== '' ? data.message : null;
}

/** The success notice a finished mutation owes, or null. */
export function successNotice(meta: NoticeMeta | undefined, data: unknown, variables: unknown): Notice | null {
  if (!meta?.successText) return null;
  const own = typeof meta.successText === 'function' ? meta.successText(variables) : meta.successText;
  const message = meta.serverMessage === false ? own : (messageOf(data) ?? own);
  return { kind: 'success', title: meta.successTitle ?? NOTICE_TITLE.success, message };
}

/** The error notice a failed mutation owes, or null (no meta, `errorText: false`, or all shown in place). */
export function errorNotice(meta: NoticeMeta | undefined, error: unknown): Notice | null {
  if (!meta || meta.errorText === false) return null;
  const title = meta.errorTitle ?? NOTICE_TITLE.error;
  if (meta.errorText !== undefined) return { kind: 'error', title, message: meta.errorText };
  const text = error instanceof Error && error.message !== '' ? error.message : GENERIC_ERROR;
  const { notice } = placeErrors(text, fieldMessagesOf(error), meta.formFields ?? (() => null));
  return notice === null ? null : { kind: 'error', title, message: notice };
}

/** The MutationCache that shows every mutation's notices through `notify`. */
export function createNoticeCache(notify: (notice: Notice) => void): MutationCache {
  return new MutationCache({
    onSuccess: (data, variables, _result, mutation) => {
      const notice = successNotice(mutation.meta, data, variables);
      if (notice) notify(notice);
    },
    onError: (error, _variables, _result, mutation) => {
      const notice = errorNotice(mutation.meta, error);
      if (notice) notify(notice);
    },
  });
}
