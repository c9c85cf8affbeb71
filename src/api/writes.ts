/**
 * The common shape of a write on one cluster (issue 27): one call through http.ts, its notices in `meta`,
 * the answer put in the cache at once where it says what changed, and the family's keys read again when the
 * call settles. Read again also after a refusal: a 409 says the page no longer shows the server's state.
 * A write that does more (an optimistic change with a rollback, a refetch that must not be awaited) writes
 * its `mutationOptions` out in full.
 */
import { mutationOptions, type MutationKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { noticeMeta } from './notices';

export interface WriteSpec<TData, TVariables> {
  mutationKey: MutationKey;
  call: (variables: TVariables) => Promise<TData>;
  notices: Parameters<typeof noticeMeta<TVariables>>[0];
  /** Puts the answer in the cache before the refetch confirms it. */
  apply?: (client: QueryClient, data: TData, variables: TVariables) => unknown;
  /** What is read again once the call settles: the keys (from keys.ts), or the family's own refresh. */
  refresh: readonly QueryKey[] | ((client: QueryClient) => unknown);
}

/** What tells one write of a family from another: a family fixes its mutation key and what it reads again. */
export type WriteCall<TData, TVariables> = Omit<WriteSpec<TData, TVariables>, 'mutationKey' | 'refresh'>;

export function writeOptions<TData, TVariables>({ mutationKey, call, notices, apply, refresh }: WriteSpec<TData, TVariables>) {
  return mutationOptions<TData, Error, TVariables>({
    mutationKey,
    mutationFn: call,
    meta: noticeMeta<TVariables>(notices),
    onSuccess: apply && ((data, variables, _result, { client }) => apply(client, data, variables)),
    onSettled: (_data, _error, _variables, _result, { client }) =>
      typeof refresh === 'function'
        ? refresh(client)
        : Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** Changes the cached answer at `key` where there is one: what a write's answer says at once, before the refetch. */
export function editCached<TCached>(client: QueryClient, key: QueryKey, edit: (old: TCached) => TCached): void {
  client.setQueryData<TCached>(key, (old) => (old ? edit(old) : old));
}
