/**
 * Scheduled events of one cluster (spec doc 2 §3, §4, §7, §9; paths in docs/emulator-api-parts/scheduling.md):
 *   GET    users/instances/{id}/scheduleevent                     { events }
 *   POST   users/instances/{id}/scheduleevent                     create; with recordID, update
 *   DELETE users/instances/{id}/{eventId}/deletescheduledevent    delete
 * Keyed by the cluster's name (keys.clusterPart … 'scheduled-events'), called by its id. Refreshed every 5 min,
 * stale after 2 s (doc 2 §9); persisted, so the tab opens offline with what was last read. A change refreshes
 * the list; a read that finds an event has run since the last one refreshes the rest of the cluster's data
 * (it connected, disconnected or scaled it).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MessageResponse, ScheduledEventSavedResponse, ScheduledEventsResponse, ScheduleEventPayload } from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { eventsRanSince, SCHEDULED_EVENT_LABELS, SCHEDULED_EVENTS_REFRESH_MS, SCHEDULED_EVENTS_STALE_MS } from '../domain/scheduling';
import { scheduleEventInputForServerField } from '../domain/validation/schedule-event';

const eventsPath = (instanceId: string) => `users/instances/${encodeURIComponent(instanceId)}/scheduleevent`;
const eventsKey = (uuid: string, name: string) => keys.clusterPart(uuid, name, 'scheduled-events');

/** Our notices when the answer carries no message. */
export const SCHEDULING_NOTICES = {
  saved: (payload: ScheduleEventPayload) =>
    payload.recordID === undefined ? `${SCHEDULED_EVENT_LABELS[payload.event]} scheduled` : 'Scheduled event updated',
  deleted: 'Scheduled event deleted',
} as const;

export interface ClusterRef {
  uuid: string;
  /** The key's scope. */
  name: string;
  /** The path's. */
  id: string;
}

export const schedulingQueries = {
  events: ({ uuid, name, id }: ClusterRef) =>
    queryOptions({
      queryKey: eventsKey(uuid, name),
      queryFn: async ({ signal, client }) => {
        const before = client.getQueryData<ScheduledEventsResponse>(eventsKey(uuid, name));
        const after = await http.get<ScheduledEventsResponse>(eventsPath(id), { signal });
        // An event that ran has connected, disconnected or scaled the cluster: the rest of its page refreshes.
        if (before && eventsRanSince(before.events, after.events)) {
          void client.invalidateQueries({
            queryKey: keys.cluster(uuid, name),
            predicate: (query) => query.queryKey.at(-1) !== 'scheduled-events',
          });
        }
        return after;
      },
      staleTime: SCHEDULED_EVENTS_STALE_MS,
      refetchInterval: SCHEDULED_EVENTS_REFRESH_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
      meta: { persist: true },
    }),
};

export const schedulingMutations = {
  /** POST: create, or update with recordID. Field messages go under the wizard's inputs. */
  save: ({ uuid, name, id }: ClusterRef) =>
    mutationOptions<ScheduledEventSavedResponse, Error, ScheduleEventPayload>({
      mutationKey: mutationKeys.scheduledEvent(uuid),
      mutationFn: (payload) => http.post<ScheduledEventSavedResponse>(eventsPath(id), payload),
      meta: noticeMeta<ScheduleEventPayload>({
        successText: SCHEDULING_NOTICES.saved,
        formFields: scheduleEventInputForServerField,
      }),
      onSuccess: ({ event }, _payload, _result, { client }) =>
        client.setQueryData<ScheduledEventsResponse>(eventsKey(uuid, name), (old) =>
          old ? { events: [event, ...old.events.filter((e) => e.id !== event.id)] } : old,
        ),
      // Also after a refusal: a 409 says the event is no longer what the table showed.
      onSettled: (_data, _error, _payload, _result, { client }) => client.invalidateQueries({ queryKey: eventsKey(uuid, name) }),
    }),

  delete: ({ uuid, name, id }: ClusterRef) =>
    mutationOptions<MessageResponse, Error, string>({
      mutationKey: mutationKeys.scheduledEvent(uuid),
      mutationFn: (eventId) =>
        http.delete<MessageResponse>(`users/instances/${encodeURIComponent(id)}/${encodeURIComponent(eventId)}/deletescheduledevent`),
      meta: noticeMeta<string>({ successText: SCHEDULING_NOTICES.deleted }),
      onSuccess: (_data, eventId, _result, { client }) =>
        client.setQueryData<ScheduledEventsResponse>(eventsKey(uuid, name), (old) =>
          old ? { events: old.events.filter((e) => e.id !== eventId) } : old,
        ),
      onSettled: (_data, _error, _eventId, _result, { client }) => client.invalidateQueries({ queryKey: eventsKey(uuid, name) }),
    }),
};
