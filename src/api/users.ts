/**
 * The user calls of spec doc 1 §7 (paths in docs/emulator-api.md): query keys, query factories and
 * request functions. Later areas append their user calls at the end of this file.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ActivationResponse, User } from '../contract/types';
import { ApiError, http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { NOTICES } from '../domain/notices';

/** The user's data is refetched after 30 s at most. */
export const ME_STALE_MS = 30_000;


export const userQueries = {
  me: (uuid: string) =>
    queryOptions({
      queryKey: keys.me(uuid),
      queryFn: ({ signal }) => http.get<User>(`users/${encodeURIComponent(uuid)}/me`, { signal }),
      staleTime: ME_STALE_MS,
      // The header, menus and toggles need the user: keep the last answer for an offline start.
      meta: { persist: true },
      // A failed answer stays until Try again (or focus, reconnect): the page that says it failed shows
      // the header, which reads the user too, and must not start the load over just by appearing.
      retryOnMount: false,
    }),
};

/**
 * After a change of the user: the stored user the answer carries replaces the cached one; an answer without
 * one has the user read again (that read's promise, for a mutation's onSuccess to wait on).
 */
export function applyAnsweredUser(client: QueryClient, uuid: string, answer: { user?: User }): Promise<void> | undefined {
  if (answer.user) client.setQueryData(keys.me(uuid), answer.user);
  else return client.invalidateQueries({ queryKey: keys.me(uuid) });
}

/** Activates a new account (our path, see docs/emulator-api.md). */
export function activateAccount(uuid: string): Promise<ActivationResponse> {
  return http.post<ActivationResponse>(`users/${encodeURIComponent(uuid)}/activate`, { enable: true });
}

/** True for an answer of the API with a 5xx status ("an error whose message starts with 5", doc 1 §2). */
export function isServerFailure(error: unknown): boolean {
  return error instanceof ApiError && String(error.status).startsWith('5');
}

// --- Appended by the layout area (h4) ------------------------------------------------------------

import type { MessageResponse, ProvisionPasswordPayload } from '../contract/types';

/**
 * Sets the first real password of a provisioned account (doc 1 §7). Success is a 200 whose `message` is
 * shown; the caller invalidates `keys.me(uuid)` so the provision modal closes for good.
 */
export function provisionPassword(uuid: string, password: string): Promise<MessageResponse> {
  const body: ProvisionPasswordPayload = { userID: uuid, isSkipped: false, password };
  return http.put<MessageResponse>(`users/${encodeURIComponent(uuid)}/provision/updatepassword`, body);
}

export const userMutations = {
  /** The user is refetched before the call settles, so the provision modal closes for good. */
  provisionPassword: (uuid: string) =>
    mutationOptions({
      mutationKey: mutationKeys.provision(uuid),
      mutationFn: (password: string) => provisionPassword(uuid, password),
      meta: noticeMeta({ successText: NOTICES.passwordProvisioned }),
      onSuccess: (_answer, _password, _result, { client }) => client.invalidateQueries({ queryKey: keys.me(uuid) }),
    }),
};
