import { describe, expect, it } from 'vitest';
import type { Blueprint, Image, Region, Size, User } from '../../src/contract/types';
import {
  CREATE_CLUSTER_MESSAGES,
  buildCreatePayload,
  compareVersions,
  creatablePlatforms,
  defaultImageFor,
  defaultRegionKey,
  defaultSizeName,
  deriveSizes,
  filterBlueprints,
  initialCreateValues,
  inputForServerField,
  isImageLocked,
  positionOfSize,
  regionKey,
  regionOptions,
  sizeAtPosition,
  sizeLabel,
  sizeOneStepBelow,
  sliderIndex,
  sliderPositions,
  validateDiskSize,
  type CreateClusterValues,
} from '../../src/domain/create-cluster';
import { schemaResolver } from '@mantine/form';
import { createFormSchema, type CreateFormContext } from '../../src/domain/schemas/create-cluster';

/** What the form shows for its values: the create form schema through @mantine/form's resolver. */
function validateCreateValues(values: CreateClusterValues, ctx: CreateFormContext) {
  return schemaResolver(createFormSchema(ctx), { sync: true })(values);
}

// --- Fixtures ---------------------------------------------------------------------------------------

function size(name: string, order: number, ipu: number): Size {
  return { id: `id-${name}`, name, displayName: name[0]?.toUpperCase() + name.slice(1), order, ipu };
}
const SMALL = size('small', 1, 4);
const MEDIUM = size('medium', 2, 8);
const LARGES1 = size('larges1', 3, 16);
const LARGES2 = size('larges2', 4, 32);
const ALL_SIZES = [LARGES2, SMALL, LARGES1, MEDIUM];

function region(partial: Partial<Region> & Pick<Region, 'regionAlias' | 'cluster_code'>): Region {
  return {
    platform: 'gc',
    userId: null,
    isAvailable: true,
    url: 'https://example.test',
    zone: `${partial.cluster_code}-a`,
    region: partial.cluster_code,
    app_id: '7',
    ...partial,
  };
}
const UUID = 'u-1';
const REGIONS: Region[] = [
  region({ regionAlias: 'US East (N. Virginia)', cluster_code: 'us-east1' }),
  region({ regionAlias: 'Europe West (Frankfurt)', cluster_code: 'eu-west3', isAvailable: false }),
  region({ regionAlias: 'Asia Pacific (Tokyo)', cluster_code: 'asia-ne1' }),
  region({ regionAlias: 'My subscription (West Europe)', cluster_code: 'az-own', platform: 'az', userId: UUID }),
  region({ regionAlias: 'Someone else (East US)', cluster_code: 'az-other', platform: 'az', userId: 'u-2' }),
];

const IMAGES: Image[] = [
  { image: 'img-2025.4', tags: { release: '2025.4.0' } },
  { image: 'img-2026.10.1', tags: { release: '2026.10.1' } },
  { image: 'img-2025.10', tags: { release: '2025.10.2' } },
];

function user(partial: Partial<User> = {}): User {
  return {
    uuid: UUID,
    role: { id: 3, name: 'premium' },
    trialExpired: false,
    instancesCount: 1,
    features: [],
    toggleFeatures: [],
    platformActions: [{ name: 'cluster_create', platforms: 'gc,az,az-saas' }],
    configurations: {
      allowedInstances: { count: 5 },
      showInstanceSize: { enabled: true, value: 'medium' },
      showClusterOptimization: { enabled: true },
      showLatestRelease: { enabled: true, value: '2026.10.1' },
      showTenants: { enabled: true, value: 'default' },
      showInstallation: { enabled: true, value: 'typical' },
      showDiskSize: { enabled: true, value: 50, min: 20, max: 500 },
      showAlwaysAlive: { enabled: false, value: false },
    },
    ...partial,
  } as User;
}

// --- Platforms --------------------------------------------------------------------------------------

describe('creatablePlatforms', () => {
  it('offers only the managed cloud without the cloud-provider toggles', () => {
    expect(creatablePlatforms(user())).toEqual(['gc']);
  });

  it('adds az and az-saas behind azureSupport and azureSaaSSupport', () => {
    const u = user({
      features: [{ key: 'azureSupport', toggle: true }],
      toggleFeatures: [{ key: 'azureSaaSSupport', published: true }],
    });
    expect(creatablePlatforms(u)).toEqual(['gc', 'az', 'az-saas']);
  });

  it('drops a platform whose cluster_create action is not supported', () => {
    const u = user({
      features: [{ key: 'azureSupport', toggle: true }],
      platformActions: [{ name: 'cluster_create', platforms: 'az' }],
    });
    expect(creatablePlatforms(u)).toEqual(['az']);
  });

  it('offers nothing to an expired trial or a user at the allowed instance count', () => {
    expect(creatablePlatforms(user({ trialExpired: true }))).toEqual([]);
    expect(creatablePlatforms(user({ instancesCount: 5 }))).toEqual([]);
  });
});

// --- Regions ----------------------------------------------------------------------------------------

describe('regionOptions', () => {
  it('lists only the available managed-cloud regions for a paying user', () => {
    const options = regionOptions(REGIONS, 'gc', { uuid: UUID, trial: false });
    expect(options.map((o) => o.label)).toEqual(['US East (N. Virginia)', 'Asia Pacific (Tokyo)']);
    expect(options.every((o) => !o.disabled)).toBe(true);
  });

  it('shows a trial user every region of the platform, none selectable', () => {
    const options = regionOptions(REGIONS, 'gc', { uuid: UUID, trial: true });
    expect(options.map((o) => o.label)).toEqual([
      'US East (N. Virginia)',
      'Europe West (Frankfurt)',
      'Asia Pacific (Tokyo)',
    ]);
    expect(options.every((o) => o.disabled)).toBe(true);
  });

  it('lists only the user’s own regions on az', () => {
    const options = regionOptions(REGIONS, 'az', { uuid: UUID, trial: false });
    expect(options.map((o) => o.label)).toEqual(['My subscription (West Europe)']);
  });

  it('preselects the first available region for a trial user only', () => {
    const trialOptions = regionOptions(REGIONS, 'gc', { uuid: UUID, trial: true });
    expect(defaultRegionKey(trialOptions, true)).toBe(regionKey(REGIONS[0] as Region));
    expect(defaultRegionKey(regionOptions(REGIONS, 'gc', { uuid: UUID, trial: false }), false)).toBeNull();
  });
});

// --- Images and blueprints --------------------------------------------------------------------------

describe('versions and images', () => {
  it('compares releases numerically, part by part', () => {
    expect(compareVersions('2024.10.0', '2024.7.3')).toBe(1);
    expect(compareVersions('2024.7', '2024.7.0')).toBe(0);
    expect(compareVersions('2023.4.0', '2024.1.1')).toBe(-1);
  });

  it('locks the image to the latest on az and az-saas, uses the default image on gc', () => {
    expect(isImageLocked('gc')).toBe(false);
    expect(isImageLocked('az')).toBe(true);
    expect(isImageLocked('az-saas')).toBe(true);
    expect(defaultImageFor('az', IMAGES, 'img-2025.10')).toBe('img-2026.10.1');
    expect(defaultImageFor('gc', IMAGES, 'img-2025.10')).toBe('img-2025.10');
    expect(defaultImageFor('gc', IMAGES, 'img-unknown')).toBe('img-2026.10.1');
  });

  it('has the spec’s image tooltip', () => {
    expect(CREATE_CLUSTER_MESSAGES.imageLockedTooltip).toBe('Only Latest Version is Supported in Azure Platform');
  });
});

describe('filterBlueprints', () => {
  const bp = (id: string, p: Partial<Blueprint>): Blueprint => ({
    id,
    name: id,
    trial: true,
    minimal_version: '2024.1.0',
    installable: true,
    ...p,
  });
  const BLUEPRINTS = [
    bp('ok', {}),
    bp('not-installable', { installable: false }),
    bp('too-new', { minimal_version: '2025.10.3' }),
    bp('same-version', { minimal_version: '2025.10.2' }),
    bp('enterprise-only', { trial: false }),
  ];

  it('keeps installable blueprints up to the chosen release with the trial flag', () => {
    expect(filterBlueprints(BLUEPRINTS, '2025.10.2', 'premium').map((b) => b.id)).toEqual(['ok', 'same-version']);
  });

  it('adds blueprints without the trial flag for enterprise users', () => {
    expect(filterBlueprints(BLUEPRINTS, '2025.10.2', 'enterprise').map((b) => b.id)).toEqual([
      'ok',
      'same-version',
      'enterprise-only',
    ]);
  });

  it('offers none before an image is chosen', () => {
    expect(filterBlueprints(BLUEPRINTS, null, 'enterprise')).toEqual([]);
  });
});

// --- Sizes ------------------------------------------------------------------------------------------

describe('slider positions', () => {
  it('spreads the positions evenly over 0–100', () => {
    expect(sliderPositions(0)).toEqual([]);
    expect(sliderPositions(1)).toEqual([0]);
    expect(sliderPositions(2)).toEqual([0, 100]);
    expect(sliderPositions(5)).toEqual([0, 25, 50, 75, 100]);
    const nine = sliderPositions(9);
    expect(nine[0]).toBe(0);
    expect(nine[8]).toBe(100);
    expect(nine[1]).toBe(12.5);
  });

  it('maps values back to sizes in order', () => {
    expect(sliderIndex(0, 4)).toBe(0);
    expect(sliderIndex(100 / 3, 4)).toBe(1);
    expect(sliderIndex(100, 4)).toBe(3);
    expect(sizeAtPosition(ALL_SIZES, 0)).toBe(SMALL);
    expect(sizeAtPosition(ALL_SIZES, 100)).toBe(LARGES2);
    expect(positionOfSize(ALL_SIZES, 'larges1')).toBeCloseTo(200 / 3);
    expect(positionOfSize(ALL_SIZES, 'larges7')).toBeNull();
  });

  it('starts at the configured size when offered, else the smallest', () => {
    expect(defaultSizeName(ALL_SIZES, 'medium')).toBe('medium');
    expect(defaultSizeName(ALL_SIZES, 'larges7')).toBe('small');
    expect(defaultSizeName([], 'medium')).toBeNull();
  });

  it('labels a size as name - N IPU', () => {
    expect(sizeLabel(MEDIUM)).toBe('Medium - 8 IPU');
  });
});

describe('deriveSizes', () => {
  it('runs both services at the chosen size for General Purpose', () => {
    expect(deriveSizes(LARGES1, 'General Purpose', ALL_SIZES)).toEqual({ analytics: LARGES1, loader: LARGES1 });
  });

  it('sets the loader one order step below for Analytics Optimized', () => {
    expect(deriveSizes(LARGES1, 'Analytics Optimized', ALL_SIZES)).toEqual({ analytics: LARGES1, loader: MEDIUM });
  });

  it('sets analytics one order step below for Loader Optimized', () => {
    expect(deriveSizes(LARGES1, 'Loader Optimized', ALL_SIZES)).toEqual({ analytics: MEDIUM, loader: LARGES1 });
  });

  it('keeps the smallest size when there is none below', () => {
    expect(sizeOneStepBelow(SMALL, ALL_SIZES)).toBe(SMALL);
    expect(deriveSizes(SMALL, 'Loader Optimized', ALL_SIZES)).toEqual({ analytics: SMALL, loader: SMALL });
  });

  it('takes the step below from all sizes, not only the offered ones', () => {
    expect(sizeOneStepBelow(LARGES2, [SMALL, LARGES2])).toBe(SMALL);
    expect(sizeOneStepBelow(LARGES2, ALL_SIZES)).toBe(LARGES1);
  });
});

// --- Form values, checks and payload ----------------------------------------------------------------

describe('validateDiskSize', () => {
  it('requires a number within the configured range', () => {
    expect(validateDiskSize('', 20, 500)).toBe('Disk size is required');
    expect(validateDiskSize(10, 20, 500)).toBe('Disk size must be a whole number between 20 and 500 GB');
    expect(validateDiskSize(501, 20, 500)).toBe('Disk size must be a whole number between 20 and 500 GB');
    expect(validateDiskSize(50.5, 20, 500)).toBe('Disk size must be a whole number between 20 and 500 GB');
    expect(validateDiskSize(20, 20, 500)).toBeNull();
    expect(validateDiskSize('500', 20, 500)).toBeNull();
  });
});

describe('initialCreateValues', () => {
  it('starts with typical installation, gc, the default image, idle time key 1 and General Purpose', () => {
    const values = initialCreateValues({
      user: user(),
      platforms: ['gc'],
      regions: REGIONS,
      images: IMAGES,
      defaultImage: 'img-2025.10',
    });
    expect(values).toEqual({
      name: '',
      platform: 'gc',
      region: null,
      image: 'img-2025.10',
      installation: 'typical',
      dsize: 50,
      idleTime: 1,
      blueprintId: null,
      csize: 'medium',
      optimizationLevel: 'General Purpose',
      alive: false,
    });
  });

  it('preselects the locked region for a trial user', () => {
    const values = initialCreateValues({
      user: user({ role: { id: 1, name: 'free' } }),
      platforms: ['gc'],
      regions: REGIONS,
      images: IMAGES,
      defaultImage: null,
    });
    expect(values.region).toBe(regionKey(REGIONS[0] as Region));
    expect(values.image).toBe('img-2026.10.1');
  });
});

const VALID: CreateClusterValues = {
  name: 'sales-2026',
  platform: 'gc',
  region: regionKey(REGIONS[0] as Region),
  image: 'img-2026.10.1',
  installation: 'custom',
  dsize: 100,
  idleTime: 3,
  blueprintId: 'bp-1',
  csize: 'larges1',
  optimizationLevel: 'Analytics Optimized',
  alive: false,
};

describe('createFormSchema', () => {
  const ctx = {
    regions: regionOptions(REGIONS, 'gc', { uuid: UUID, trial: false }),
    sizes: ALL_SIZES,
    disk: { min: 20, max: 500 },
  };

  it('accepts a complete form', () => {
    expect(validateCreateValues(VALID, ctx)).toEqual({});
  });

  it('names every missing field with its text', () => {
    const errors = validateCreateValues(
      {
        ...VALID,
        name: '',
        platform: null,
        region: null,
        image: null,
        installation: null,
        dsize: '',
        idleTime: null,
        csize: null,
      },
      ctx,
    );
    expect(errors).toEqual({
      name: 'Cluster name is required',
      platform: 'Platform is required',
      region: 'Region is required',
      image: 'Cluster version is required',
      installation: 'Installation is required',
      dsize: 'Disk size is required',
      idleTime: 'Idle time is required',
      csize: 'Size is required',
    });
  });

  it('applies the cluster-name rules of the chosen platform', () => {
    expect(validateCreateValues({ ...VALID, name: 'ab' }, ctx).name).toBe('Name must be at least 3 characters');
    expect(validateCreateValues({ ...VALID, name: 'my-loader' }, ctx).name).toBe('my-loader is not a valid name');
    const azCtx = { ...ctx, regions: regionOptions(REGIONS, 'az', { uuid: UUID, trial: false }) };
    const az = { ...VALID, platform: 'az' as const, region: regionKey(REGIONS[3] as Region) };
    expect(validateCreateValues({ ...az, name: 'sales-26' }, azCtx).name).toBe('Only accept lowercase alphanumerics.');
    expect(validateCreateValues({ ...az, name: 'sales26' }, azCtx)).toEqual({});
  });

  it('refuses a region that is not offered (an unavailable one)', () => {
    const unavailable = regionKey(REGIONS[1] as Region);
    expect(validateCreateValues({ ...VALID, region: unavailable }, ctx).region).toBe('Region is required');
  });

  it('needs no idle time for an always-alive cluster', () => {
    expect(validateCreateValues({ ...VALID, alive: true, idleTime: null }, ctx)).toEqual({});
  });
});

describe('buildCreatePayload', () => {
  it('derives sizes, zone, cluster code, region, appId and sleeppable', () => {
    const payload = buildCreatePayload({
      values: { ...VALID, name: ' sales-2026 ', platform: 'gc', image: 'img-2026.10.1', installation: 'custom', csize: 'larges1' },
      region: REGIONS[0] as Region,
      size: LARGES1,
      allSizes: ALL_SIZES,
    });
    expect(payload).toEqual({
      name: 'sales-2026',
      platform: 'gc',
      region: 'us-east1',
      zone: 'us-east1-a',
      k8sClusterCode: 'us-east1',
      appId: '7',
      image: 'img-2026.10.1',
      installation: 'custom',
      dsize: 100,
      idleTime: 3,
      blueprintId: 'bp-1',
      csize: 'larges1',
      optimizationLevel: 'Analytics Optimized',
      analyticsSizeID: 'id-larges1',
      loaderSizeID: 'id-medium',
      alive: false,
      sleeppable: true,
    });
  });

  it("defaults appId to '1', drops the blueprint for a typical installation and sends alive clusters unsleeppable", () => {
    const payload = buildCreatePayload({
      values: {
        ...VALID,
        platform: 'gc',
        image: 'img-2026.10.1',
        installation: 'typical',
        csize: 'medium',
        dsize: '80',
        alive: true,
        optimizationLevel: 'Loader Optimized',
      },
      region: { ...(REGIONS[0] as Region), app_id: '' },
      size: MEDIUM,
      allSizes: ALL_SIZES,
    });
    expect(payload.appId).toBe('1');
    expect(payload.blueprintId).toBeNull();
    expect(payload.dsize).toBe(80);
    expect(payload.alive).toBe(true);
    expect(payload.sleeppable).toBe(false);
    expect(payload.analyticsSizeID).toBe('id-small');
    expect(payload.loaderSizeID).toBe('id-medium');
  });
});

describe('inputForServerField', () => {
  it('puts server field errors under the input that causes them', () => {
    expect(inputForServerField('name')).toBe('name');
    expect(inputForServerField('dsize')).toBe('dsize');
    expect(inputForServerField('zone')).toBe('region');
    expect(inputForServerField('k8sClusterCode')).toBe('region');
    expect(inputForServerField('analyticsSizeID')).toBe('csize');
    expect(inputForServerField('somethingElse')).toBeNull();
  });
});
