/**
 * In-app notifications (spec doc 1 §4, §7): the list, read on cluster pages only, and marking items read
 * (optimistic, rolled back when the call fails). Persisted for an offline start, like the list.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MessageResponse, NotificationsResponse } from '../contract/types';
import { ALERT_PAGE_NETWORK_MODE } from './clusters';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { CLUSTER_LIST_POLL_MS } from '../domain/constants';
import { clustersWithNewNotifications, markedRead } from '../domain/notifications';
import { notificationsPath } from '../contract/api-paths';

export const notificationQueries = {
  /**
   * Every notification of the user, newest first (each names its cluster); polled like the list. A new
   * notification about a cluster is shown only once the list and that cluster's screens on view have been
   * read again (issue 26 §3: the bell said 'disconnected' while the badge still said DISCONNECTING), so no
   * screen shows a state older than a notification it shows. A push alert refetches this list, so it
   * reconciles the same way.
   */
  list: (uuid: string) =>
    queryOptions({
      queryKey: keys.notifications(uuid),
      queryFn: async ({ signal, client }) => {
        const before = client.getQueryData<NotificationsResponse>(keys.notifications(uuid));
        const answer = await http.get<NotificationsResponse>(notificationsPath(uuid), { signal });
        const touched = clustersWithNewNotifications(before?.notifications, answer.notifications);
        if (touched.length > 0) {
          // Fresh reads started now (an older one in flight may predate the change), of what is on screen only.
          await Promise.all([
            client.refetchQueries({ queryKey: keys.clusterList(uuid), type: 'active' }),
            ...touched.map((name) => client.refetchQueries({ queryKey: keys.cluster(uuid, name), type: 'active' })),
          ]);
        }
        return answer;
      },
      refetchInterval: CLUSTER_LIST_POLL_MS,
      networkMode: ALERT_PAGE_NETWORK_MODE,
      meta: { persist: true },
    }),
};

interface Snapshot {
  previous: NotificationsResponse | undefined;
}

export const notificationMutations = {
  /** POST notification/{uuid}/readNotifications { notificationsIDs }: the items read at once, undone on failure. */
  markRead: (uuid: string) =>
    mutationOptions<MessageResponse, Error, string[], Snapshot>({
      mutationKey: mutationKeys.markRead(uuid),
      mutationFn: (ids) =>
        http.post<MessageResponse>(`notification/${encodeURIComponent(uuid)}/readNotifications`, { notificationsIDs: ids }),
      // Reading is its own success; a failure says why.
      meta: noticeMeta({}),
      onMutate: async (ids, { client }) => {
        const key = keys.notifications(uuid);
        await client.cancelQueries({ queryKey: key });
        const previous = client.getQueryData<NotificationsResponse>(key);
        if (previous) {
          const notifications = markedRead(previous.notifications, ids);
          client.setQueryData<NotificationsResponse>(key, { notifications, hasUnRead: notifications.some((n) => !n.read) });
        }
        return { previous };
      },
      onError: (_error, _ids, snapshot, { client }) => {
        if (snapshot?.previous) client.setQueryData(keys.notifications(uuid), snapshot.previous);
      },
      onSettled: (_data, _error, _ids, _snapshot, { client }) => client.invalidateQueries({ queryKey: keys.notifications(uuid) }),
    }),
};
