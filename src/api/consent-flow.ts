/**
 * The consent flow's calls (doc 3 §2, §7; paths in docs/emulator-api.md): the azureRegions system config
 * for the form, and the submission (the plan for the credentials' tenant, the image and Kubernetes version,
 * create-subscription, then the pipeline save). Loaded with the consent page only.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { SYSTEM_CONFIG_STALE_MS } from '../domain/constants';
import {
  AZURE_REGIONS_CONFIG,
  buildSubscriptionPayload,
  DEFAULT_AZURE_REGIONS,
  parseCredentials,
  parseRegionList,
  type ConsentFormValues,
  type ConsentSubscriptionPayload,
} from '../domain/validation/consent';
import { http } from './http';
import type { PipelineResponse, SystemConfigRequest, SystemConfigResponse } from '../contract/types';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { NOTICES } from '../domain/notices';

export const consentFlowQueries = {
  /** The consent form's region list (system config azureRegions, comma-separated; 2 s stale, doc 3 §7). */
  azureRegions: () =>
    queryOptions({
      queryKey: keys.systemConfig(AZURE_REGIONS_CONFIG.configKey),
      queryFn: async ({ signal }): Promise<string[]> => {
        const request: SystemConfigRequest = { ...AZURE_REGIONS_CONFIG, defaultValue: DEFAULT_AZURE_REGIONS.join(',') };
        const { sysConfig } = await http.post<SystemConfigResponse>('systemconfigurations', request, { signal });
        return parseRegionList(sysConfig);
      },
      staleTime: SYSTEM_CONFIG_STALE_MS,
    }),
};

export interface ConsentSubmission {
  uuid: string;
  email: string;
  values: ConsentFormValues;
}

export interface ConsentResult {
  message: string;
  pipeline: PipelineResponse;
}

/**
 * The consent submission: the plan for the credentials' tenant, the image and Kubernetes version, then
 * create-subscription and the pipeline save. Answers the started pipeline.
 */
export async function submitConsent({ uuid, email, values }: ConsentSubmission): Promise<ConsentResult> {
  const tenant = parseCredentials(values.servicePrincipalCredentials)?.tenant ?? '';
  const [{ plan }, { image }, { version }] = await Promise.all([
    http.post<{ plan: string }>('azurePipeline/getAzurePlan', { email, tenant }),
    http.get<{ image: string }>('images/defaultIncortaimage'),
    http.get<{ version: string }>('images/getKubernetesVersion'),
  ]);
  const payload: ConsentSubscriptionPayload = buildSubscriptionPayload(values, {
    userId: uuid,
    email,
    plan,
    incortaImage: image,
    k8sVersion: version,
  });
  const { subscriptionId } = await http.post<{ message: string; subscriptionId: string }>(
    'consentflow/create-subscription',
    payload,
  );
  const saved = await http.post<PipelineResponse & { message: string }>('azurePipeline', {
    userID: uuid,
    email,
    subscriptionId,
  });
  return { message: saved.message, pipeline: { states: saved.states, pipelineStatus: saved.pipelineStatus } };
}

export const consentFlowMutations = {
  /** On success the pipeline status is refreshed and the user reloaded (doc 3 §4). */
  submitConsent: (client: QueryClient) =>
    mutationOptions({
      mutationKey: mutationKeys.consent(),
      mutationFn: submitConsent,
      // doc 3 §4, §8: fixed texts; the page shows the failure's own text in its status area.
      meta: noticeMeta({ successText: NOTICES.consentSent, serverMessage: false, errorText: NOTICES.consentFailed }),
      onSuccess: async (result, { uuid }) => {
        client.setQueryData(keys.pipelineStatus(uuid), result.pipeline);
        await Promise.all([
          client.invalidateQueries({ queryKey: keys.pipeline(uuid) }),
          client.invalidateQueries({ queryKey: keys.me(uuid) }),
        ]);
      },
    }),
};
