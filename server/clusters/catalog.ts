/**
 * What the emulated platform offers: regions, sizes, images, idle times and blueprints (spec doc 1 §3, §7).
 * Pure data plus small lookups; the routes serve it and the create/clone validation checks against it.
 */
import type { Blueprint, IdleTime, Image, Platform, Region, Size } from '../../src/contract/types';
import { DEFAULT_APP_ID, DEFAULT_IDLE_TIME_DISPLAY, DEFAULT_IDLE_TIME_KEY } from '../../src/domain/constants';
import { LATEST_RELEASE } from '../users/profile';
import type { RegionRow } from './schema';
import { DATA_APPS } from './data-app-imports/catalogue';

// --- Regions -------------------------------------------------------------------------------------

interface ManagedRegion {
  region: string;
  alias: string;
  available?: false;
}

/**
 * The 28 managed-cloud (gc) regions (doc 1 §9). Two are listed but closed to new clusters, so the
 * form's "only available regions" rule has something to hide.
 */
const MANAGED_REGIONS: readonly ManagedRegion[] = [
  { region: 'us-east4', alias: 'US East (N. Virginia)' },
  { region: 'us-east1', alias: 'US East (South Carolina)' },
  { region: 'us-east5', alias: 'US East (Columbus)' },
  { region: 'us-central1', alias: 'US Central (Iowa)' },
  { region: 'us-south1', alias: 'US South (Dallas)' },
  { region: 'us-west1', alias: 'US West (Oregon)' },
  { region: 'us-west2', alias: 'US West (Los Angeles)' },
  { region: 'us-west3', alias: 'US West (Salt Lake City)' },
  { region: 'us-west4', alias: 'US West (Las Vegas)' },
  { region: 'northamerica-northeast1', alias: 'Canada (Montréal)' },
  { region: 'northamerica-northeast2', alias: 'Canada (Toronto)' },
  { region: 'southamerica-east1', alias: 'South America (São Paulo)' },
  { region: 'europe-west1', alias: 'Europe West (Belgium)' },
  { region: 'europe-west2', alias: 'Europe West (London)' },
  { region: 'europe-west3', alias: 'Europe West (Frankfurt)' },
  { region: 'europe-west4', alias: 'Europe West (Netherlands)' },
  { region: 'europe-west6', alias: 'Europe West (Zurich)' },
  { region: 'europe-west9', alias: 'Europe West (Paris)' },
  { region: 'europe-north1', alias: 'Europe North (Finland)' },
  { region: 'europe-central2', alias: 'Europe Central (Warsaw)' },
  { region: 'europe-southwest1', alias: 'Europe Southwest (Madrid)', available: false },
  { region: 'me-central1', alias: 'Middle East (Doha)', available: false },
  { region: 'asia-south1', alias: 'Asia Pacific (Mumbai)' },
  { region: 'asia-southeast1', alias: 'Asia Pacific (Singapore)' },
  { region: 'asia-east1', alias: 'Asia Pacific (Taiwan)' },
  { region: 'asia-northeast1', alias: 'Asia Pacific (Tokyo)' },
  { region: 'asia-northeast3', alias: 'Asia Pacific (Seoul)' },
  { region: 'australia-southeast1', alias: 'Australia (Sydney)' },
];

/** Operator host of a region: where the platform's control plane for that region answers. */
function operatorUrl(clusterCode: string): string {
  return `https://${clusterCode}.operator.analytics-cloud.example`;
}

/** A region row as the API shows it (GET operators). */
export function toRegion(row: RegionRow): Region {
  return {
    regionAlias: row.region_alias,
    platform: row.platform,
    userId: row.user_uuid,
    isAvailable: row.is_available === 1,
    cluster_code: row.cluster_code,
    url: row.url,
    zone: row.zone,
    region: row.region,
    app_id: row.app_id,
  };
}

export function managedRegionRows(): RegionRow[] {
  return MANAGED_REGIONS.map((r, index) => {
    const code = `gc-${r.region}-01`;
    return {
      cluster_code: code,
      region: r.region,
      region_alias: r.alias,
      platform: 'gc',
      zone: `${r.region}-a`,
      url: operatorUrl(code),
      app_id: DEFAULT_APP_ID,
      is_available: r.available === false ? 0 : 1,
      user_uuid: null,
      sort_order: index,
    };
  });
}

/** A customer's own cloud-provider (az) region, registered when their subscription was connected. */
export function ownRegionRow(
  userUuid: string,
  region: string,
  alias: string,
  platform: 'az' | 'az-saas',
  sortOrder: number,
): RegionRow {
  const code = `${platform}-${region}-${userUuid.slice(-4)}`;
  return {
    cluster_code: code,
    region,
    region_alias: alias,
    platform,
    zone: `${region}-1`,
    url: operatorUrl(code),
    app_id: DEFAULT_APP_ID,
    is_available: 1,
    user_uuid: userUuid,
    sort_order: 1000 + sortOrder,
  };
}

// --- Sizes ---------------------------------------------------------------------------------------

/** Size keys of doc 1 §4 in order, with the power units (IPU) each node of that size consumes per hour. */
export const SIZES: readonly Size[] = [
  { id: 'size-small', name: 'small', displayName: 'Small', order: 1, ipu: 4 },
  { id: 'size-medium', name: 'medium', displayName: 'Medium', order: 2, ipu: 8 },
  { id: 'size-larges1', name: 'larges1', displayName: 'Large', order: 3, ipu: 16 },
  { id: 'size-larges2', name: 'larges2', displayName: 'X-Large', order: 4, ipu: 24 },
  { id: 'size-larges3', name: 'larges3', displayName: '2X-Large', order: 5, ipu: 32 },
  { id: 'size-larges4', name: 'larges4', displayName: '3X-Large', order: 6, ipu: 48 },
  { id: 'size-larges5', name: 'larges5', displayName: '4X-Large', order: 7, ipu: 64 },
  { id: 'size-larges6', name: 'larges6', displayName: '5X-Large', order: 8, ipu: 96 },
  { id: 'size-larges7', name: 'larges7', displayName: '6X-Large', order: 9, ipu: 128 },
];

/**
 * The sizes a region offers. The managed cloud offers all of them; a customer's own subscription
 * (az, az-saas) up to larges3, because bigger node pools need a quota increase first.
 */
export function sizesFor(platform: Platform): Size[] {
  return platform === 'gc' ? [...SIZES] : SIZES.filter((s) => s.order <= 5);
}

export function sizeByName(name: string): Size | undefined {
  return SIZES.find((s) => s.name === name);
}

export function sizeById(id: string): Size | undefined {
  return SIZES.find((s) => s.id === id);
}

// --- Images --------------------------------------------------------------------------------------

/** Releases, newest first. The cluster version a user picks is the release string. */
export const RELEASES: readonly string[] = [
  LATEST_RELEASE,
  '2026.7.2',
  '2026.4.0',
  '2025.12.3',
  '2025.7.1',
  '2024.11.4',
];

export const IMAGES: readonly Image[] = RELEASES.map((release) => ({ image: release, tags: { release } }));

export const DEFAULT_IMAGE: Image = { image: LATEST_RELEASE, tags: { release: LATEST_RELEASE } };

export const KUBERNETES_VERSION = '1.31.4';

export function isKnownImage(image: string): boolean {
  return IMAGES.some((i) => i.image === image);
}

// --- Idle times ----------------------------------------------------------------------------------

/** Auto-suspend choices; the key is the idle time in hours. Key 1 ('1 Hour') is the default (doc 1 §9). */
export const IDLE_TIMES: readonly IdleTime[] = [
  { key: DEFAULT_IDLE_TIME_KEY, display: DEFAULT_IDLE_TIME_DISPLAY },
  { key: 2, display: '2 Hours' },
  { key: 4, display: '4 Hours' },
  { key: 8, display: '8 Hours' },
  { key: 12, display: '12 Hours' },
  { key: 24, display: '24 Hours' },
];

export function idleTimeDisplay(key: number): string {
  return IDLE_TIMES.find((t) => t.key === key)?.display ?? `${key} Hours`;
}

export const HOUR_MS = 60 * 60 * 1000;

// --- Blueprints ----------------------------------------------------------------------------------

/**
 * Data apps that can be installed with a new cluster (doc 1 §5 filters them by their fields) and imported
 * onto one (doc 2 §9, doc 3): the one catalogue of server/clusters/data-app-imports/catalogue.ts.
 */
export const BLUEPRINTS: readonly Blueprint[] = DATA_APPS;

export function blueprintById(id: string): Blueprint | undefined {
  return BLUEPRINTS.find((b) => b.id === id);
}

/** `?fields=name,id,…` keeps only the listed fields (unknown names are ignored); no list keeps all. */
export function pickFields(blueprint: Blueprint, fields: readonly string[] | null): Partial<Blueprint> {
  if (!fields || fields.length === 0) return { ...blueprint };
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    if (Object.prototype.hasOwnProperty.call(blueprint, field)) {
      picked[field] = (blueprint as unknown as Record<string, unknown>)[field];
    }
  }
  return picked as Partial<Blueprint>;
}
