/**
 * The create-cluster form's rules (spec doc 1 §3 payload, §5 create form): which platforms, regions,
 * sizes, images and blueprints are offered, the size derivation by optimization level and the payload
 * the form sends. Pure functions: no React, no fetch. Cluster-name rules live in validation/cluster-name.ts.
 */
import type {
  Blueprint,
  CreateClusterPayload,
  Image,
  OptimizationLevel,
  Platform,
  Region,
  RoleName,
  Size,
  User,
} from '../contract/types';
import { DEFAULT_APP_ID, DEFAULT_IDLE_TIME_KEY, DEFAULT_INSTALLATION } from './constants';
import { canCreateCluster, isToggleEnabled, isTrial } from './permissions';
import { validateClusterName } from './validation/cluster-name';
import { NOTICES } from './notices';

export type Installation = 'typical' | 'custom';

// --- Texts ---------------------------------------------------------------------------------------

/**
 * The spec names these fields as required without quoting texts; the required texts, the disk range text
 * and the region tooltip are ours. The image tooltip is the spec's (provider word kept, it is not the brand).
 */
export const CREATE_CLUSTER_MESSAGES = {
  installationRequired: 'Installation is required',
  imageRequired: 'Cluster version is required',
  regionRequired: 'Region is required',
  platformRequired: 'Platform is required',
  sizeRequired: 'Size is required',
  diskRequired: 'Disk size is required',
  diskRange: (min: number, max: number) => `Disk size must be a whole number between ${min} and ${max} GB`,
  idleTimeRequired: 'Idle time is required',
  imageLockedTooltip: 'Only Latest Version is Supported in Azure Platform',
  regionLockedTooltip: 'To choose a region, upgrade to a Premium Account.',
  success: NOTICES.clusterCreated,
} as const;

// --- Options -------------------------------------------------------------------------------------

export const OPTIMIZATION_LEVELS: readonly OptimizationLevel[] = [
  'Analytics Optimized',
  'General Purpose',
  'Loader Optimized',
];
export const DEFAULT_OPTIMIZATION_LEVEL: OptimizationLevel = 'General Purpose';

export const INSTALLATIONS: readonly Installation[] = ['typical', 'custom'];

/** Display names of the platforms (the provider word is the product's own text here, not the brand). */
export const PLATFORM_LABELS: Record<Platform, string> = {
  gc: 'Managed cloud',
  az: 'Azure (your subscription)',
  'az-saas': 'Azure Marketplace (SaaS)',
};

/** The toggle that offers each platform besides the managed cloud, which needs none. */
const PLATFORM_TOGGLE = { az: 'azureSupport', 'az-saas': 'azureSaaSSupport' } as const;

type CreateUser = Pick<
  User,
  'uuid' | 'role' | 'trialExpired' | 'configurations' | 'instancesCount' | 'platformActions' | 'features' | 'toggleFeatures'
>;

/**
 * Platforms the user may create on: gc always, az and az-saas behind their toggles, each only where
 * canCreateCluster passes for it (not expired, count below the allowance, cluster_create supported).
 * An empty list means the user may not create at all (the page then redirects to /clusters).
 */
export function creatablePlatforms(user: CreateUser): Platform[] {
  const offered: Platform[] = ['gc'];
  if (isToggleEnabled(user, PLATFORM_TOGGLE.az)) offered.push('az');
  if (isToggleEnabled(user, PLATFORM_TOGGLE['az-saas'])) offered.push('az-saas');
  return offered.filter((platform) => canCreateCluster(user, platform));
}

/** The default platform: gc when offered, otherwise the first one offered. */
export function defaultPlatform(platforms: readonly Platform[]): Platform | null {
  if (platforms.includes('gc')) return 'gc';
  return platforms[0] ?? null;
}

// --- Regions -------------------------------------------------------------------------------------

export interface RegionOption {
  value: string;
  label: string;
  disabled: boolean;
  region: Region;
}

/** A stable key for a region: the same cluster code may serve several zones. */
export function regionKey(region: Pick<Region, 'platform' | 'cluster_code' | 'zone'>): string {
  return `${region.platform}:${region.cluster_code}:${region.zone}`;
}

/**
 * doc 1 §5: az lists only the user's own regions; trial users see the platform's regions but cannot
 * select them; everybody else sees only the available ones.
 */
export function regionOptions(
  regions: readonly Region[],
  platform: Platform,
  user: { uuid: string; trial: boolean },
): RegionOption[] {
  const toOption = (region: Region, disabled: boolean): RegionOption => ({
    value: regionKey(region),
    label: region.regionAlias,
    disabled,
    region,
  });
  const ofPlatform = regions.filter((r) => r.platform === platform);
  if (platform === 'az') return ofPlatform.filter((r) => r.userId === user.uuid).map((r) => toOption(r, false));
  if (user.trial) return ofPlatform.map((r) => toOption(r, true));
  return ofPlatform.filter((r) => r.isAvailable).map((r) => toOption(r, false));
}

/**
 * Trial users cannot choose: their cluster goes to the first available region of the platform, shown
 * preselected in the locked list. Everybody else starts with no region and picks one.
 */
export function defaultRegionKey(options: readonly RegionOption[], trial: boolean): string | null {
  if (!trial) return null;
  const first = options.find((o) => o.region.isAvailable) ?? options[0];
  return first ? first.value : null;
}

export function findRegion(options: readonly RegionOption[], key: string | null): Region | null {
  if (key === null) return null;
  return options.find((o) => o.value === key)?.region ?? null;
}

// --- Images and versions -------------------------------------------------------------------------

/** Compares dotted release versions numerically ('2024.10.0' > '2024.7.3'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => v.split(/[^0-9]+/).filter((part) => part !== '').map(Number);
  const left = parse(a);
  const right = parse(b);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

/** Images newest release first, as the version list shows them. */
export function sortImages(images: readonly Image[]): Image[] {
  return [...images].sort((a, b) => compareVersions(b.tags.release, a.tags.release));
}

/** The image with the newest release, or null when there is none. */
export function latestImage(images: readonly Image[]): Image | null {
  return sortImages(images)[0] ?? null;
}

/** The image selector is locked on the cloud-provider platforms (doc 1 §5). */
export function isImageLocked(platform: Platform): boolean {
  return platform === 'az' || platform === 'az-saas';
}

/**
 * The image a platform starts with: the latest one where the selector is locked (only the latest version
 * is supported there), otherwise the API's default image when it is listed, else the latest.
 */
export function defaultImageFor(platform: Platform, images: readonly Image[], defaultImage: string | null): string | null {
  const latest = latestImage(images);
  if (isImageLocked(platform)) return latest?.image ?? null;
  if (defaultImage !== null && images.some((i) => i.image === defaultImage)) return defaultImage;
  return latest?.image ?? null;
}

export function releaseOf(images: readonly Image[], image: string | null): string | null {
  if (image === null) return null;
  return images.find((i) => i.image === image)?.tags.release ?? null;
}

// --- Blueprints ----------------------------------------------------------------------------------

/**
 * doc 1 §5: a blueprint can be installed when it is installable, its minimal_version is at most the
 * chosen image's release, and its trial flag is true or the user's role is enterprise. The form offers
 * only these; the emulator refuses any other.
 */
export function isBlueprintEligible(
  blueprint: Pick<Blueprint, 'installable' | 'minimal_version' | 'trial'>,
  imageRelease: string,
  roleName: RoleName,
): boolean {
  return (
    blueprint.installable &&
    compareVersions(blueprint.minimal_version, imageRelease) <= 0 &&
    (blueprint.trial || roleName === 'enterprise')
  );
}

/** The blueprints the form offers for the chosen image (none before one is chosen). */
export function filterBlueprints(
  blueprints: readonly Blueprint[],
  imageRelease: string | null,
  roleName: RoleName,
): Blueprint[] {
  if (imageRelease === null) return [];
  return blueprints.filter((b) => isBlueprintEligible(b, imageRelease, roleName));
}

// --- Sizes and the slider ------------------------------------------------------------------------

export function sortSizes(sizes: readonly Size[]): Size[] {
  return [...sizes].sort((a, b) => a.order - b.order);
}

/** Slider positions spread evenly over 0–100, one per size (a single size sits at 0). */
export function sliderPositions(count: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  return Array.from({ length: count }, (_, i) => (i * 100) / (count - 1));
}

/** The index of the size nearest to a slider value. */
export function sliderIndex(value: number, count: number): number {
  if (count <= 1) return 0;
  const index = Math.round((value * (count - 1)) / 100);
  return Math.min(count - 1, Math.max(0, index));
}

/** The size at a slider value, sizes in slider (order) order. */
export function sizeAtPosition(sizes: readonly Size[], value: number): Size | null {
  const sorted = sortSizes(sizes);
  return sorted[sliderIndex(value, sorted.length)] ?? null;
}

/** The slider value of a size key, or null when that size is not offered. */
export function positionOfSize(sizes: readonly Size[], name: string | null): number | null {
  const sorted = sortSizes(sizes);
  const index = sorted.findIndex((s) => s.name === name);
  if (index < 0) return null;
  return sliderPositions(sorted.length)[index] ?? null;
}

/** The starting size: the configured showInstanceSize value when offered, else the smallest. */
export function defaultSizeName(sizes: readonly Size[], configured: string | undefined): string | null {
  const sorted = sortSizes(sizes);
  if (configured !== undefined && sorted.some((s) => s.name === configured)) return configured;
  return sorted[0]?.name ?? null;
}

/** 'name - N IPU' (doc 1 §3). */
export function sizeLabel(size: Pick<Size, 'displayName' | 'ipu'>): string {
  return `${size.displayName} - ${size.ipu} IPU`;
}

/** The size one order step below, from all sizes; the size itself when it is the smallest. */
export function sizeOneStepBelow(size: Size, allSizes: readonly Size[]): Size {
  const below = sortSizes(allSizes).filter((s) => s.order < size.order);
  return below[below.length - 1] ?? size;
}

export interface DerivedSizes {
  analytics: Size;
  loader: Size;
}

/**
 * doc 1 §5: General Purpose runs both services at the chosen size; Analytics Optimized sets the loader
 * one order step below, Loader Optimized sets analytics one order step below.
 */
export function deriveSizes(chosen: Size, level: OptimizationLevel, allSizes: readonly Size[]): DerivedSizes {
  const pool = allSizes.length > 0 ? allSizes : [chosen];
  switch (level) {
    case 'Analytics Optimized':
      return { analytics: chosen, loader: sizeOneStepBelow(chosen, pool) };
    case 'Loader Optimized':
      return { analytics: sizeOneStepBelow(chosen, pool), loader: chosen };
    case 'General Purpose':
      return { analytics: chosen, loader: chosen };
  }
}

// --- Disk size -----------------------------------------------------------------------------------

export function validateDiskSize(value: number | string, min: number, max: number): string | null {
  if (value === '' || value === null) return CREATE_CLUSTER_MESSAGES.diskRequired;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return CREATE_CLUSTER_MESSAGES.diskRequired;
  if (!Number.isInteger(n) || n < min || n > max) return CREATE_CLUSTER_MESSAGES.diskRange(min, max);
  return null;
}

// --- Form values and the payload -----------------------------------------------------------------

/** The create form's values; field names follow the payload so server field errors land on them. */
export interface CreateClusterValues {
  name: string;
  platform: Platform | null;
  /** A regionKey(). */
  region: string | null;
  image: string | null;
  installation: Installation | null;
  dsize: number | string;
  idleTime: number | null;
  blueprintId: string | null;
  /** A size key (small, medium, larges1 …). */
  csize: string | null;
  optimizationLevel: OptimizationLevel;
  alive: boolean;
}

export interface CreateDefaultsInput {
  user: CreateUser;
  platforms: readonly Platform[];
  regions: readonly Region[];
  images: readonly Image[];
  defaultImage: string | null;
}

export function initialCreateValues({ user, platforms, regions, images, defaultImage }: CreateDefaultsInput): CreateClusterValues {
  const platform = defaultPlatform(platforms);
  const trial = isTrial(user);
  const options = platform ? regionOptions(regions, platform, { uuid: user.uuid, trial }) : [];
  const { showInstallation, showDiskSize, showAlwaysAlive, showInstanceSize } = user.configurations;
  const installation = showInstallation.value === 'custom' ? 'custom' : DEFAULT_INSTALLATION;
  return {
    name: '',
    platform,
    region: defaultRegionKey(options, trial),
    image: platform ? defaultImageFor(platform, images, defaultImage) : null,
    installation,
    dsize: showDiskSize.value ?? showDiskSize.min,
    idleTime: DEFAULT_IDLE_TIME_KEY,
    blueprintId: null,
    csize: showInstanceSize.value ?? null,
    optimizationLevel: DEFAULT_OPTIMIZATION_LEVEL,
    alive: showAlwaysAlive.enabled ? showAlwaysAlive.value === true : false,
  };
}

export interface PayloadInput {
  values: CreateClusterValues & { platform: Platform; image: string; installation: Installation; csize: string };
  region: Region;
  /** The chosen size (from the sizes answer). */
  size: Size;
  allSizes: readonly Size[];
}

/**
 * The body of POST users/{uuid}/instances (doc 1 §3): the form's fields plus analyticsSizeID and
 * loaderSizeID by optimization level, zone, k8sClusterCode and region from the chosen region, appId
 * (the region's, default '1'), and alive/sleeppable. A blueprint goes only with a custom installation.
 */
export function buildCreatePayload({ values, region, size, allSizes }: PayloadInput): CreateClusterPayload {
  const { analytics, loader } = deriveSizes(size, values.optimizationLevel, allSizes);
  return {
    name: values.name.trim(),
    platform: values.platform,
    region: region.region,
    zone: region.zone,
    k8sClusterCode: region.cluster_code,
    appId: region.app_id !== '' ? region.app_id : DEFAULT_APP_ID,
    image: values.image,
    installation: values.installation,
    dsize: Number(values.dsize),
    idleTime: values.idleTime ?? DEFAULT_IDLE_TIME_KEY,
    blueprintId: values.installation === 'custom' ? values.blueprintId : null,
    csize: size.name,
    optimizationLevel: values.optimizationLevel,
    analyticsSizeID: analytics.id,
    loaderSizeID: loader.id,
    alive: values.alive,
    sleeppable: !values.alive,
  };
}

/**
 * Server field names that are not form fields, mapped to the input that shows their error; a name not
 * listed is the form field of the same name.
 */
const SERVER_FIELD_TO_INPUT: Record<string, keyof CreateClusterValues> = {
  zone: 'region',
  k8sClusterCode: 'region',
  appId: 'region',
  analyticsSizeID: 'csize',
  loaderSizeID: 'csize',
  sleeppable: 'alive',
};

const FORM_FIELDS: readonly (keyof CreateClusterValues)[] = [
  'name',
  'platform',
  'region',
  'image',
  'installation',
  'dsize',
  'idleTime',
  'blueprintId',
  'csize',
  'optimizationLevel',
  'alive',
];

function isFormField(name: string): name is keyof CreateClusterValues {
  return (FORM_FIELDS as readonly string[]).includes(name);
}

/** The form field a server field error belongs under, or null when the form has no such input. */
export function inputForServerField(fieldName: string): keyof CreateClusterValues | null {
  const mapped = SERVER_FIELD_TO_INPUT[fieldName];
  if (mapped) return mapped;
  return isFormField(fieldName) ? fieldName : null;
}

// --- Whole-form check ----------------------------------------------------------------------------

/** The cluster-name rules of the chosen platform; the managed-cloud rules before one is chosen. */
export function validateClusterNameFor(value: string, platform: Platform | null): string | null {
  return validateClusterName(value, platform ?? 'gc');
}

