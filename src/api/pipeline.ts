/**
 * The deployment pipeline of a cloud-provider user (spec doc 1 §7, doc 3 §7; paths in docs/emulator-api.md):
 * the status query the cluster list shows. The consent flow's own calls are in
 * api/consent-flow.ts, so the list does not load the consent form's rules.
 */
import { queryOptions } from '@tanstack/react-query';
import { PIPELINE_POLL_MS } from '../domain/constants';
import { http } from './http';
import { keys } from './keys';
import type { PipelineResponse } from '../contract/types';

export function fetchPipelineStatus(uuid: string, email: string, signal?: AbortSignal): Promise<PipelineResponse> {
  return http.post<PipelineResponse>('azurePipeline/azurepipelinestatus', { email, userID: uuid }, { signal });
}

export const pipelineQueries = {
  /**
   * Polled every 2 minutes (doc 1 §9); the caller enables it only when the user has a pipelineStatus.
   * Persisted: the card stays readable offline, like the list it sits on.
   */
  status: (uuid: string, email: string) =>
    queryOptions({
      queryKey: keys.pipelineStatus(uuid),
      queryFn: ({ signal }) => fetchPipelineStatus(uuid, email, signal),
      refetchInterval: PIPELINE_POLL_MS,
      meta: { persist: true },
    }),
};
