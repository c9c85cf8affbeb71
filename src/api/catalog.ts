/**
 * What the create-cluster form chooses from (spec doc 1 §7, paths in docs/emulator-api.md): regions
 * (operators), sizes, images and the default image, blueprints and idle times; plus the create call.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  Blueprint,
  BlueprintsResponse,
  CreateClusterPayload,
  IdleTime,
  IdleTimesResponse,
  Image,
  ImagesResponse,
  Instance,
  OperatorsResponse,
  Platform,
  Region,
  SizesResponse,
} from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { BLUEPRINT_STALE_MS, REGION_SIZE_GC_MS, REGION_SIZE_STALE_MS } from '../domain/constants';
import { inputForServerField } from '../domain/create-cluster';
import { NOTICES } from '../domain/notices';
import { instancesPath } from '../contract/api-paths';

/** GET images/defaultIncortaimage: the image key of the default version. */
export interface DefaultImageResponse {
  image: string;
}

/** POST users/{uuid}/instances answers the new instance with the success text. */
export interface CreateClusterResponse {
  message: string;
  instance: Instance;
}

/** The fields the create form needs of a blueprint (doc 1 §7). */
export const BLUEPRINT_FIELDS = ['name', 'id', 'trial', 'minimal_version', 'installable'] as const;

/** Sizes are asked for by the chosen region's cluster code, or by platform before a region is chosen. */
export interface SizesQuery {
  clusterCode: string | null;
  platform: Platform;
}

/** The region and size lifetimes of doc 1 §9 (10 min stale, 15 min cached); images and idle times change as rarely. */
const CATALOG_STALE = { staleTime: REGION_SIZE_STALE_MS, gcTime: REGION_SIZE_GC_MS } as const;

export function sizesPath({ clusterCode, platform }: SizesQuery): string {
  const params = new URLSearchParams();
  if (clusterCode !== null) params.set('clusterCode', clusterCode);
  params.set('platform', platform);
  return `images/sizes?${params.toString()}`;
}

export const catalogQueries = {
  regions: (uuid: string) =>
    queryOptions({
      queryKey: keys.regions(uuid),
      queryFn: async ({ signal }): Promise<Region[]> =>
        (await http.get<OperatorsResponse>('operators', { signal })).regions,
      ...CATALOG_STALE,
    }),
  sizes: (query: SizesQuery) =>
    queryOptions({
      queryKey: keys.sizes(query),
      queryFn: ({ signal }) => http.get<SizesResponse>(sizesPath(query), { signal }),
      ...CATALOG_STALE,
    }),
  images: () =>
    queryOptions({
      queryKey: keys.images(),
      queryFn: async ({ signal }): Promise<Image[]> => (await http.get<ImagesResponse>('images', { signal })).images,
      ...CATALOG_STALE,
    }),
  defaultImage: () =>
    queryOptions({
      queryKey: keys.defaultImage(),
      queryFn: async ({ signal }): Promise<string> =>
        (await http.get<DefaultImageResponse>('images/defaultIncortaimage', { signal })).image,
      ...CATALOG_STALE,
    }),
  blueprints: () =>
    queryOptions({
      queryKey: keys.blueprints(),
      queryFn: async ({ signal }): Promise<Blueprint[]> =>
        (await http.get<BlueprintsResponse>(`blueprints?fields=${BLUEPRINT_FIELDS.join(',')}`, { signal })).blueprints,
      staleTime: BLUEPRINT_STALE_MS,
    }),
  idleTimes: () =>
    queryOptions({
      queryKey: keys.idleTimes(),
      queryFn: async ({ signal }): Promise<IdleTime[]> =>
        (await http.get<IdleTimesResponse>('users/instances/availableidletime', { signal })).availableIdleTimes,
      ...CATALOG_STALE,
    }),
};

export function createCluster(uuid: string, payload: CreateClusterPayload): Promise<CreateClusterResponse> {
  return http.post<CreateClusterResponse>(instancesPath(uuid), payload);
}

export const catalogMutations = {
  /**
   * POST users/{uuid}/instances. On success the cluster list and the user (instancesCount, which the
   * create permission counts) are refreshed, so the new cluster is in the list at once.
   */
  create: (uuid: string) =>
    mutationOptions<CreateClusterResponse, Error, CreateClusterPayload>({
      mutationKey: mutationKeys.create(uuid),
      mutationFn: (payload) => createCluster(uuid, payload),
      meta: noticeMeta({ successText: NOTICES.clusterCreated, formFields: inputForServerField }),
      onSuccess: (_data, _payload, _result, { client }) => {
        // Not awaited: the form moves on to /clusters, whose list refetches because it is now stale.
        void client.invalidateQueries({ queryKey: keys.clusters(uuid) });
        void client.invalidateQueries({ queryKey: keys.me(uuid) });
      },
    }),
};
