/**
 * Create a cluster (spec doc 1 §3 payload, §5 form): one schema factory for the form's values and one for
 * the payload the emulator reads, sharing the name and disk rules and their texts. Both need context
 * (the regions, sizes, images, idle times and disk bounds offered to this user), so both are factories;
 * what needs the database beyond that (the name is free, the count is not reached) is checked by the
 * emulator after the parse.
 *
 * Each field gets one message, the first rule it breaks. Rules across fields (the name by platform, the
 * region by platform, the sizes by region) run when the fields they read hold a value of the right type,
 * so a wrongly typed field is refused on its own and the others are still checked.
 */
import * as v from 'valibot';
import type { Blueprint, CreateClusterPayload, Platform, Region, RoleName, Size } from '../../contract/types';
import { DEFAULT_APP_ID } from '../constants';
import { CREATE_CLUSTER_MESSAGES, isBlueprintEligible, OPTIMIZATION_LEVELS, validateDiskSize, type RegionOption } from '../create-cluster';
import { validateClusterName } from '../validation/cluster-name';
import { across, type Values } from './common';

export const PLATFORMS: readonly Platform[] = ['gc', 'az', 'az-saas'];

/** The payload's field texts (not quoted by the spec; ours, written as the spec's messages read). */
export const CREATE_PAYLOAD_MESSAGES = {
  platform: CREATE_CLUSTER_MESSAGES.platformRequired,
  region: CREATE_CLUSTER_MESSAGES.regionRequired,
  regionUnknown: 'This region is not offered',
  regionUnavailable: 'This region is not available for new clusters',
  regionPlatform: 'This region does not belong to the chosen platform',
  regionTrial: 'Upgrade to a Premium Account to choose a region',
  zone: "Zone does not match the region's zone",
  image: CREATE_CLUSTER_MESSAGES.imageRequired,
  imageUnknown: 'This cluster version is not offered',
  imageLatestOnly: 'Only the latest version is supported on this platform',
  installation: 'Installation must be typical or custom',
  idleTime: 'Choose one of the offered idle times',
  blueprint: 'This data app cannot be installed on this cluster',
  csize: CREATE_CLUSTER_MESSAGES.sizeRequired,
  csizeUnknown: 'This size is not offered in the chosen region',
  optimizationLevel: 'Choose Analytics Optimized, General Purpose or Loader Optimized',
  sizeIds: 'Analytics and loader sizes do not match the chosen size',
  flag: (field: string) => `${field} must be true or false`,
  appId: 'appId must be a string',
  mustBeString: (field: string) => `${field} must be a string`,
} as const;

const M = CREATE_PAYLOAD_MESSAGES;

// --- Shared pieces -------------------------------------------------------------------------------

/** The platform's cluster-name rule (managed-cloud rules before a platform is known). */
function nameProblem(name: string, platform: unknown): string | null {
  return validateClusterName(name, PLATFORMS.find((p) => p === platform) ?? 'gc');
}

/** A disk size: a whole number of GB within the user's bounds. */
function diskRule<T extends number | string>(disk: { min: number; max: number }) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = validateDiskSize(dataset.value, disk.min, disk.max);
    if (problem) addIssue({ message: problem });
  });
}

// --- The form ------------------------------------------------------------------------------------

export interface CreateFormContext {
  /** The region options of the chosen platform (regionOptions()). */
  regions: readonly RegionOption[];
  /** The sizes offered for the chosen region. */
  sizes: readonly Size[];
  disk: { min: number; max: number };
}

const chosen = (message: string) => v.pipe(v.nullable(v.string()), v.check((value) => value !== null && value !== '', message));

/** The name field alone, by the chosen platform: checked when the name loses focus. */
const nameFields = v.looseObject({ name: v.string(), platform: v.nullable(v.string()) });
type NameFields = v.InferOutput<typeof nameFields>;
const nameRule = <T extends NameFields>() => across<T>('name', [], (values) => nameProblem(values.name, values.platform));

export const createNameSchema = v.pipe(nameFields, nameRule());

/**
 * The create form's values (CreateClusterValues): every required field of doc 1 §5 and the cluster-name
 * rules of the chosen platform. `csize` is the size the slider shows.
 */
export function createFormSchema(ctx: CreateFormContext) {
  const fields = v.looseObject({
      platform: chosen(CREATE_CLUSTER_MESSAGES.platformRequired),
      name: v.string(),
      installation: chosen(CREATE_CLUSTER_MESSAGES.installationRequired),
      image: chosen(CREATE_CLUSTER_MESSAGES.imageRequired),
      region: v.pipe(
        v.nullable(v.string()),
        v.check((key) => ctx.regions.some((o) => o.value === key), CREATE_CLUSTER_MESSAGES.regionRequired),
      ),
      csize: v.pipe(
        v.nullable(v.string()),
        v.check((name) => ctx.sizes.some((s) => s.name === name), CREATE_CLUSTER_MESSAGES.sizeRequired),
      ),
      dsize: v.pipe(v.union([v.number(), v.string()], CREATE_CLUSTER_MESSAGES.diskRequired), diskRule(ctx.disk)),
      idleTime: v.nullable(v.number()),
      alive: v.boolean(),
    });
  type Fields = v.InferOutput<typeof fields>;
  return v.pipe(
    fields,
    nameRule<Fields>(),
    across<Fields>('idleTime', [], (values) => (!values.alive && values.idleTime === null ? CREATE_CLUSTER_MESSAGES.idleTimeRequired : null)),
  );
}

// --- The payload ---------------------------------------------------------------------------------

export interface CreatePayloadContext {
  /** The regions this user may see (the managed cloud's and their own subscription's). */
  regions: readonly Region[];
  /** A trial user may not choose: they get `trialRegion` (a cluster code; null when none is offered). */
  trial: boolean;
  trialRegion: string | null;
  /** The offered image names, and the one a platform other than gc is held to. */
  images: readonly string[];
  latestImage: string;
  sizesFor: (platform: Platform) => readonly Size[];
  /** Every size, for the analytics and loader size ids. */
  allSizes: readonly Size[];
  idleTimes: readonly number[];
  blueprints: readonly Blueprint[];
  roleName: RoleName;
  disk: { min: number; max: number };
}

/** What the emulator inserts: the payload checked, with the region and sizes it names. */
export interface CreateInput
  extends Pick<
    CreateClusterPayload,
    'name' | 'platform' | 'appId' | 'image' | 'installation' | 'dsize' | 'idleTime' | 'blueprintId' | 'optimizationLevel'
  > {
  region: Region;
  csize: Size;
  analyticsSize: Size;
  loaderSize: Size;
  sleeppable: boolean;
}

/** An optional text: missing or null reads as ''; another type is refused on the field. */
const optionalText = (field: string) => v.nullish(v.string(M.mustBeString(field)), '');
const optionalFlag = (field: string, fallback: boolean) => v.nullish(v.boolean(M.flag(field)), fallback);

/** Region: found by cluster code (the form's k8sClusterCode), or by region name and platform without one. */
function regionOf(ctx: CreatePayloadContext, values: Values): Region | undefined {
  const code = typeof values.k8sClusterCode === 'string' ? values.k8sClusterCode : '';
  return code !== ''
    ? ctx.regions.find((r) => r.cluster_code === code)
    : ctx.regions.find((r) => r.region === values.region && r.platform === values.platform);
}

function regionProblem(ctx: CreatePayloadContext, values: Values): string | null {
  if (values.k8sClusterCode === '' && values.region === '') return M.region;
  const region = regionOf(ctx, values);
  if (!region || (values.region !== '' && region.region !== values.region)) return M.regionUnknown;
  if (PLATFORMS.includes(values.platform as Platform) && region.platform !== values.platform) return M.regionPlatform;
  if (!region.isAvailable) return M.regionUnavailable;
  if (ctx.trial && region.cluster_code !== ctx.trialRegion) return M.regionTrial;
  return null;
}

function sizesOffered(ctx: CreatePayloadContext, values: Values): readonly Size[] {
  const platform = regionOf(ctx, values)?.platform ?? PLATFORMS.find((p) => p === values.platform) ?? 'gc';
  return ctx.sizesFor(platform);
}

/** Analytics and loader size: the chosen size when not sent. */
function sizeIdOf(ctx: CreatePayloadContext, id: unknown, csize: Size): Size | undefined {
  return id === null ? csize : ctx.allSizes.find((s) => s.id === id);
}

/**
 * POST users/{uuid}/instances (doc 1 §3). Analytics and loader sizes are each offered, neither above the
 * chosen size, and one of them equal to it (the other the chosen size or one step below, by optimization
 * level; doc 1 §5). `alive` turns auto-suspend off.
 */
export function createPayloadSchema(ctx: CreatePayloadContext) {
  return v.pipe(
    v.looseObject({
      platform: v.picklist(PLATFORMS, M.platform),
      name: optionalText('name'),
      k8sClusterCode: optionalText('k8sClusterCode'),
      region: optionalText('region'),
      zone: optionalText('zone'),
      appId: v.nullish(v.pipe(v.string(M.appId), v.minLength(1, M.appId)), DEFAULT_APP_ID),
      image: v.pipe(
        optionalText('image'),
        v.minLength(1, M.image),
        v.check((image) => ctx.images.includes(image), M.imageUnknown),
      ),
      installation: v.picklist(['typical', 'custom'], M.installation),
      // Never coerced from a string.
      dsize: v.pipe(v.number(CREATE_CLUSTER_MESSAGES.diskRange(ctx.disk.min, ctx.disk.max)), diskRule(ctx.disk)),
      idleTime: v.pipe(v.number(M.idleTime), v.check((key) => ctx.idleTimes.includes(key), M.idleTime)),
      blueprintId: v.pipe(v.nullish(v.string(M.blueprint), ''), v.transform((id) => (id === '' ? null : id))),
      csize: v.pipe(optionalText('csize'), v.minLength(1, M.csize)),
      optimizationLevel: v.picklist(OPTIMIZATION_LEVELS, M.optimizationLevel),
      analyticsSizeID: v.nullish(v.string(M.mustBeString('analyticsSizeID')), null),
      loaderSizeID: v.nullish(v.string(M.mustBeString('loaderSizeID')), null),
      sleeppable: optionalFlag('sleeppable', true),
      alive: optionalFlag('alive', false),
    }),
    across('name', [], (values) => nameProblem(String(values.name), values.platform)),
    across('region', ['k8sClusterCode'], (values) => regionProblem(ctx, values)),
    across('zone', ['region', 'k8sClusterCode'], (values) => {
      const region = regionOf(ctx, values);
      return values.zone !== '' && region && region.zone !== values.zone ? M.zone : null;
    }),
    across('image', ['platform'], (values) =>
      values.platform !== 'gc' && values.image !== ctx.latestImage ? M.imageLatestOnly : null,
    ),
    across('blueprintId', ['image'], (values) => {
      if (values.blueprintId === null) return null;
      const blueprint = ctx.blueprints.find((b) => b.id === values.blueprintId);
      return blueprint && isBlueprintEligible(blueprint, String(values.image), ctx.roleName) ? null : M.blueprint;
    }),
    // By the platform of the region named, found or not available (its own message says which).
    across('csize', [], (values) =>
      sizesOffered(ctx, values).some((s) => s.name === values.csize) ? null : M.csizeUnknown,
    ),
    across('csize', ['analyticsSizeID', 'loaderSizeID'], (values) => {
      const offered = sizesOffered(ctx, values);
      const csize = offered.find((s) => s.name === values.csize);
      if (!csize) return null;
      const analytics = sizeIdOf(ctx, values.analyticsSizeID, csize);
      const loader = sizeIdOf(ctx, values.loaderSizeID, csize);
      const fits = (s: Size | undefined): s is Size =>
        s !== undefined && offered.includes(s) && s.order <= csize.order && s.order >= csize.order - 1;
      return fits(analytics) && fits(loader) && (analytics.id === csize.id || loader.id === csize.id) ? null : M.sizeIds;
    }),
    v.transform((values): CreateInput => {
      // Every rule above held: the region and sizes it names exist.
      const region = regionOf(ctx, values) as Region;
      const csize = sizesOffered(ctx, values).find((s) => s.name === values.csize) as Size;
      return {
        name: values.name,
        platform: values.platform,
        region,
        appId: values.appId,
        image: values.image,
        installation: values.installation,
        dsize: values.dsize,
        idleTime: values.idleTime,
        blueprintId: values.blueprintId,
        csize,
        optimizationLevel: values.optimizationLevel,
        analyticsSize: sizeIdOf(ctx, values.analyticsSizeID, csize) as Size,
        loaderSize: sizeIdOf(ctx, values.loaderSizeID, csize) as Size,
        sleeppable: values.sleeppable && !values.alive,
      };
    }),
  );
}
