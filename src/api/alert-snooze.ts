/**
 * Snoozing one's push alerts of a cluster (issue 28; our paths, docs/emulator-api.md "Snoozed alerts"): the
 * snooze as the emulator keeps it, and snoozing or resuming. The answer of each write is the new snooze, put
 * straight into the query.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { SNOOZE_TEXTS, type AlertSnooze, type SnoozeLength } from '../domain/alert-snooze';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { instancePath } from '../contract/api-paths';

export interface AlertSnoozeResponse {
  snooze: AlertSnooze | null;
}

export interface AlertSnoozeChange extends AlertSnoozeResponse {
  message: string;
}

const path = (uuid: string, name: string) => `${instancePath(uuid, name)}/alert-snooze`;

export const alertSnoozeQueries = {
  /** Read with the cluster's page; persisted, so the page says it offline too. */
  snooze: (uuid: string, name: string) =>
    queryOptions({
      queryKey: keys.clusterPart(uuid, name, 'alert-snooze'),
      queryFn: ({ signal }) => http.get<AlertSnoozeResponse>(path(uuid, name), { signal }),
      meta: { persist: true },
    }),
};

export const alertSnoozeMutations = {
  /** PUT { length, timeZone }: the device's time zone says when tomorrow morning is. */
  snooze: (uuid: string, name: string) =>
    mutationOptions<AlertSnoozeChange, Error, { length: SnoozeLength; timeZone: string }>({
      mutationKey: mutationKeys.alertSnooze(uuid),
      mutationFn: (body) => http.put<AlertSnoozeChange>(path(uuid, name), body),
      // The server's message says until when.
      meta: noticeMeta({ successText: SNOOZE_TEXTS.doneTitle }),
      onSuccess: ({ snooze }, _vars, _result, { client }) =>
        client.setQueryData<AlertSnoozeResponse>(keys.clusterPart(uuid, name, 'alert-snooze'), { snooze }),
    }),

  resume: (uuid: string, name: string) =>
    mutationOptions<AlertSnoozeChange, Error, void>({
      mutationKey: mutationKeys.alertSnooze(uuid),
      mutationFn: () => http.delete<AlertSnoozeChange>(path(uuid, name)),
      meta: noticeMeta({ successText: SNOOZE_TEXTS.resumed(name) }),
      onSuccess: (_data, _vars, _result, { client }) =>
        client.setQueryData<AlertSnoozeResponse>(keys.clusterPart(uuid, name, 'alert-snooze'), { snooze: null }),
    }),
};
