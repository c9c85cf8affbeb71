/**
 * The temporary support access token of one cluster (spec doc 2 §4, §6 cliPolicy, §7; paths in
 * docs/emulator-api.md): GET/POST/DELETE cli/{uuid}/instances/{name}/token. Generate and renew put the
 * answer in the cache; revoke is optimistic and rolled back on error (doc 2 §4).
 *
 * The token is a secret: its query is never persisted (no `meta.persist`), and it is read only while the
 * Help & Support panel is open.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MessageResponse, SupportToken, SupportTokenPayload, SupportTokenResponse } from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';

const tokenPath = (uuid: string, name: string) =>
  `cli/${encodeURIComponent(uuid)}/instances/${encodeURIComponent(name)}/token`;

const tokenKey = (uuid: string, name: string) => keys.clusterPart(uuid, name, 'cli-token');

export const NO_SUPPORT_TOKEN: SupportTokenResponse = { token: null, expiresAt: null };

export const supportTokenQueries = {
  /** GET: the active token, or `{ token: null, expiresAt: null }`. */
  token: (uuid: string, name: string) =>
    queryOptions({
      queryKey: tokenKey(uuid, name),
      queryFn: ({ signal }) => http.get<SupportTokenResponse>(tokenPath(uuid, name), { signal }),
    }),
};

/** What the optimistic revoke needs to undo itself. */
interface TokenSnapshot {
  previous: SupportTokenResponse | undefined;
}

/** A new token replaces the cached one; a refused generate (409: someone generated one meanwhile) re-reads. */
function generateOptions(uuid: string, name: string, payload: SupportTokenPayload) {
  return mutationOptions<SupportToken, Error, void>({
    mutationKey: mutationKeys.cliToken(uuid),
    mutationFn: () => http.post<SupportToken>(tokenPath(uuid, name), payload),
    // The token on screen is the success; a failure says why.
    meta: noticeMeta({}),
    onSuccess: (token, _vars, _result, { client }) => client.setQueryData(tokenKey(uuid, name), token),
    onError: (_error, _vars, _result, { client }) => client.invalidateQueries({ queryKey: tokenKey(uuid, name) }),
  });
}

async function clearOptimistically(client: QueryClient, uuid: string, name: string): Promise<TokenSnapshot> {
  const key = tokenKey(uuid, name);
  // A read landing after this point would bring the revoked token back.
  await client.cancelQueries({ queryKey: key });
  const previous = client.getQueryData<SupportTokenResponse>(key);
  client.setQueryData<SupportTokenResponse>(key, NO_SUPPORT_TOKEN);
  return { previous };
}

export const supportTokenMutations = {
  /** POST with no revokeFirst (cliPolicy create): 409 when one is active. */
  generate: (uuid: string, name: string) => generateOptions(uuid, name, {}),

  /** POST { revokeFirst: true } (cliPolicy update): the active token is revoked and a new one generated. */
  renew: (uuid: string, name: string) => generateOptions(uuid, name, { revokeFirst: true }),

  /** DELETE (cliPolicy delete): the token leaves the cache at once and comes back if the call fails. */
  revoke: (uuid: string, name: string) =>
    mutationOptions<MessageResponse, Error, void, TokenSnapshot>({
      mutationKey: mutationKeys.cliToken(uuid),
      mutationFn: () => http.delete<MessageResponse>(tokenPath(uuid, name)),
      meta: noticeMeta({}),
      onMutate: (_vars, { client }) => clearOptimistically(client, uuid, name),
      onError: (_error, _vars, snapshot, { client }) => {
        if (snapshot?.previous) client.setQueryData(tokenKey(uuid, name), snapshot.previous);
      },
      onSettled: (_data, _error, _vars, _snapshot, { client }) => client.invalidateQueries({ queryKey: tokenKey(uuid, name) }),
    }),
};
