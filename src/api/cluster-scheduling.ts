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
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MessageResponse, ScheduledEvent, ScheduledEventSavedResponse, ScheduledEventsResponse, ScheduleEventPayload } from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { editCached, writeOptions, type WriteCall } from './writes';
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
      meta: { persist: true },
    }),
};

/** Puts what a write's answer says in the cached table at once. */
const editEvents = (client: QueryClient, { uuid, name }: ClusterRef, edit: (events: ScheduledEvent[]) => ScheduledEvent[]) =>
  editCached<ScheduledEventsResponse>(client, eventsKey(uuid, name), (old) => ({ events: edit(old.events) }));

/** Every change reads the table again, also after a refusal: a 409 says the event is no longer what the table showed. */
const change = <TData, TVariables>(ref: ClusterRef, spec: WriteCall<TData, TVariables>) =>
  writeOptions<TData, TVariables>({ mutationKey: mutationKeys.scheduledEvent(ref.uuid), refresh: [eventsKey(ref.uuid, ref.name)], ...spec });

export const schedulingMutations = {
  /** POST: create, or update with recordID. Field messages go under the wizard's inputs. */
  save: (ref: ClusterRef) =>
    change<ScheduledEventSavedResponse, ScheduleEventPayload>(ref, {
      call: (payload) => http.post<ScheduledEventSavedResponse>(eventsPath(ref.id), payload),
      notices: { successText: SCHEDULING_NOTICES.saved, formFields: scheduleEventInputForServerField },
      apply: (client, { event }) => editEvents(client, ref, (events) => [event, ...events.filter((e) => e.id !== event.id)]),
    }),

  delete: (ref: ClusterRef) =>
    change<MessageResponse, string>(ref, {
      call: (eventId) =>
        http.delete<MessageResponse>(`users/instances/${encodeURIComponent(ref.id)}/${encodeURIComponent(eventId)}/deletescheduledevent`),
      notices: { successText: SCHEDULING_NOTICES.deleted },
      apply: (client, _data, eventId) => editEvents(client, ref, (events) => events.filter((e) => e.id !== eventId)),
    }),
};
