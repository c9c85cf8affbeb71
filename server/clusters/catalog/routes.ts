/** What the create form reads: regions (operators), sizes, images, idle times, blueprints (doc 1 §7). */
import type { Hono } from 'hono';
import type { IdleTimesResponse, ImagesResponse, OperatorsResponse, Platform, SizesResponse } from '../../../src/contract/types';
import { HttpError } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { BLUEPRINTS, DEFAULT_IMAGE, IDLE_TIMES, IMAGES, KUBERNETES_VERSION, pickFields, SIZES, sizesFor, toRegion } from '../catalog';
import { regionsFor } from '../validation';

export const CATALOG_MESSAGES = {
  unknownClusterCode: (code: string) => `Unknown cluster code ${code}`,
  unknownPlatform: (platform: string) => `Unknown platform ${platform}`,
} as const;

export function catalogRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  api.get('/operators', (c) => {
    const body: OperatorsResponse = { regions: regionsFor(ctx.db, c.get('caller').uuid).map(toRegion) };
    return c.json(body);
  });

  api.get('/blueprints', (c) => {
    const fields = c.req.query('fields');
    const list = fields ? fields.split(',').map((f) => f.trim()).filter(Boolean) : null;
    return c.json({ blueprints: BLUEPRINTS.map((b) => pickFields(b, list)) });
  });

  // ?clusterCode= answers for that region's platform; ?platform= for a platform; neither for the managed cloud.
  api.get('/images/sizes', (c) => {
    const code = c.req.query('clusterCode');
    const platformQuery = c.req.query('platform');
    let platform: Platform = 'gc';
    if (code) {
      const region = regionsFor(ctx.db, c.get('caller').uuid).find((r) => r.cluster_code === code);
      if (!region) throw new HttpError(404, CATALOG_MESSAGES.unknownClusterCode(code));
      platform = region.platform;
    } else if (platformQuery) {
      if (platformQuery !== 'gc' && platformQuery !== 'az' && platformQuery !== 'az-saas') {
        throw new HttpError(400, CATALOG_MESSAGES.unknownPlatform(platformQuery));
      }
      platform = platformQuery;
    }
    const body: SizesResponse = { sizes: sizesFor(platform), allSizes: [...SIZES] };
    return c.json(body);
  });

  api.get('/images/defaultIncortaimage', (c) => c.json({ image: DEFAULT_IMAGE.image }));
  api.get('/images/getKubernetesVersion', (c) => c.json({ version: KUBERNETES_VERSION }));
  api.get('/images', (c) => {
    const body: ImagesResponse = { images: [...IMAGES] };
    return c.json(body);
  });

  api.get('/users/instances/availableidletime', (c) => {
    const body: IdleTimesResponse = { availableIdleTimes: [...IDLE_TIMES] };
    return c.json(body);
  });
}
