/**
 * Data agent connections of one cluster (spec doc 2 §3, §4, §7, §8, §9; paths in docs/emulator-api-parts/data-agents.md):
 *   GET    users/instances/{id}/da/list?limit&offset&filters    one page of 10, by name
 *   POST   users/instances/{id}/da/create                       create (the §8 status/message answer rule)
 *   PUT    users/instances/{id}/da/{daId}/update                 description
 *   DELETE users/instances/{id}/da/delete                        { ids }
 *   POST   users/instances/{id}/da/{daId}/generate-auth-file     answers the file's URL, then downloaded with the token
 *   POST   users/instances/{id}/da/{daId}/execute-action         start, stop, restart: body.status
 * Keyed by the cluster's name (keys.dataAgents … page, search), called by its id. An action and a new auth file
 * refresh the list 2 s later (doc 2 §9); create, edit and delete at once. While an agent's action is under way
 * (its status is not ACTIVE) the page is read again every 5 s.
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  CreateDataAgentPayload,
  CreateDataAgentResponse,
  DataAgentAction,
  DataAgentsResponse,
  ExecuteDataAgentActionResponse,
  GenerateAuthFileResponse,
  MessageResponse,
} from '../contract/types';
import { apiUrl, http } from './http';
import { downloadFile, type DownloadedFile } from './transfer';
import { keys, mutationKeys } from './keys';
import { writeOptions, type WriteSpec } from './writes';
import {
  actionResultError,
  createAnswerProblem,
  DATA_AGENT_ACTION_SUCCESS,
  DATA_AGENT_PAGE_SIZE,
  DATA_AGENT_REFRESH_DELAY_MS,
  nameFilters,
} from '../domain/data-agents';
import { dataAgentInputForServerField } from '../domain/validation/data-agents';

export interface DataAgentsRef {
  uuid: string;
  /** The key's scope. */
  name: string;
  /** The path's. */
  id: string;
}

/** Read again while an agent's action is under way (ours). */
export const DATA_AGENT_BUSY_POLL_MS = 5_000;

/** Our notices when the answer carries no message. */
export const DATA_AGENT_NOTICES = {
  created: (payload: CreateDataAgentPayload) => `Data agent ${payload.name} is created`,
  updated: 'Data agent updated',
  deleted: 'Data agent deleted',
  authFile: 'Authentication file downloaded',
  notOurLink: 'The download link does not point to this API.',
} as const;

const daPath = (id: string) => `users/instances/${encodeURIComponent(id)}/da`;

/** The answer's absolute URL as a path below the API base (downloadFile adds the base and the token). */
export function apiPathOf(url: string): string {
  const base = apiUrl('');
  if (!url.startsWith(base)) throw new Error(DATA_AGENT_NOTICES.notOurLink);
  return url.slice(base.length);
}

const refreshNow = (client: QueryClient, { uuid, name }: DataAgentsRef) => client.invalidateQueries({ queryKey: keys.dataAgentsAll(uuid, name) });
const refreshLater = (client: QueryClient, ref: DataAgentsRef) => {
  setTimeout(() => void refreshNow(client, ref), DATA_AGENT_REFRESH_DELAY_MS);
};

export const dataAgentQueries = {
  /** One page (1-based) of connections whose name contains `search`. */
  page: (ref: DataAgentsRef, page: number, search: string) =>
    queryOptions({
      queryKey: keys.dataAgents(ref.uuid, ref.name, page, search),
      queryFn: ({ signal }) => {
        const query = new URLSearchParams({ limit: String(DATA_AGENT_PAGE_SIZE), offset: String((page - 1) * DATA_AGENT_PAGE_SIZE) });
        const filters = nameFilters(search);
        if (filters) query.set('filters', filters);
        return http.get<DataAgentsResponse>(`${daPath(ref.id)}/list?${query.toString()}`, { signal });
      },
      placeholderData: keepPreviousData,
      refetchInterval: (query) => (query.state.data?.dataAgents.some((a) => a.status !== 'ACTIVE') ? DATA_AGENT_BUSY_POLL_MS : false),
      meta: { persist: true },
    }),
  /** How many connections the cluster has: the first unfiltered page's total (the data agent switch's rule). */
  count: (ref: DataAgentsRef) => queryOptions({ ...dataAgentQueries.page(ref, 1, ''), select: (data: DataAgentsResponse) => data.total }),
};

export interface UpdateDataAgentVars {
  daId: string;
  description: string;
}

export interface DeleteDataAgentsVars {
  ids: string[];
}

export interface AuthFileVars {
  daId: string;
  tenantName: string;
  /** The page's origin (the auth file records where it was made). */
  clientOrigin: string;
}

export interface DataAgentActionVars {
  daId: string;
  /** For the notice. */
  agentName: string;
  tenantName: string;
  action: DataAgentAction;
}

/** Every write reads the list again: at once, or a moment later where the agent itself has to act. */
const write = <TData, TVariables>(
  ref: DataAgentsRef,
  refresh: (client: QueryClient, ref: DataAgentsRef) => unknown,
  spec: Pick<WriteSpec<TData, TVariables>, 'call' | 'notices'>,
) => writeOptions<TData, TVariables>({ mutationKey: mutationKeys.dataAgents(ref.uuid), refresh: (client) => refresh(client, ref), ...spec });

export const dataAgentMutations = {
  /** POST …/create: field messages go under the form's inputs; an answer with a non-2xx status is an error (doc 2 §8). */
  create: (ref: DataAgentsRef) =>
    write<CreateDataAgentResponse, CreateDataAgentPayload>(ref, refreshNow, {
      call: async (payload) => {
        const answer = await http.post<CreateDataAgentResponse>(`${daPath(ref.id)}/create`, payload);
        const problem = createAnswerProblem(answer);
        if (problem) throw new Error(problem);
        return answer;
      },
      notices: { successText: DATA_AGENT_NOTICES.created, formFields: dataAgentInputForServerField },
    }),

  update: (ref: DataAgentsRef) =>
    write<MessageResponse, UpdateDataAgentVars>(ref, refreshNow, {
      call: ({ daId, description }) => http.put<MessageResponse>(`${daPath(ref.id)}/${encodeURIComponent(daId)}/update`, { description }),
      notices: { successText: DATA_AGENT_NOTICES.updated, formFields: dataAgentInputForServerField },
    }),

  remove: (ref: DataAgentsRef) =>
    write<MessageResponse, DeleteDataAgentsVars>(ref, refreshNow, {
      call: ({ ids }) => http.delete<MessageResponse>(`${daPath(ref.id)}/delete`, { ids }),
      notices: { successText: DATA_AGENT_NOTICES.deleted },
    }),

  /** Generates the .auth file, then downloads it with the bearer token; the screen saves the answer. */
  authFile: (ref: DataAgentsRef) =>
    write<DownloadedFile, AuthFileVars>(ref, refreshLater, {
      call: async ({ daId, tenantName, clientOrigin }) => {
        const answer = await http.post<GenerateAuthFileResponse>(`${daPath(ref.id)}/${encodeURIComponent(daId)}/generate-auth-file`, {
          clientOrigin,
          tenantName,
        });
        return downloadFile(apiPathOf(answer.body));
      },
      notices: { successText: DATA_AGENT_NOTICES.authFile },
    }),

  /** Start, stop or restart: a result other than SUCCESS is an error with the spec's text (doc 2 §4, §8). */
  action: (ref: DataAgentsRef) =>
    write<ExecuteDataAgentActionResponse, DataAgentActionVars>(ref, refreshLater, {
      call: async ({ daId, tenantName, action }) => {
        const answer = await http.post<ExecuteDataAgentActionResponse>(`${daPath(ref.id)}/${encodeURIComponent(daId)}/execute-action`, {
          tenantName,
          action,
        });
        const error = actionResultError(answer.body?.status ?? '');
        if (error) throw new Error(error);
        return answer;
      },
      notices: { successText: (vars) => DATA_AGENT_ACTION_SUCCESS[vars.action](vars.agentName) },
    }),
};
