import {
  Box,
  Button,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { NOTICE_TITLE } from '../../../api/notices';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Blueprint, CreateClusterPayload, IdleTime, Image, OptimizationLevel, Platform, Region, SizesResponse, User } from '../../../contract/types';
import { catalogMutations, catalogQueries, type SizesQuery } from '../../../api/catalog';
import {
  CREATE_CLUSTER_MESSAGES,
  INSTALLATIONS,
  OPTIMIZATION_LEVELS,
  PLATFORM_LABELS,
  buildCreatePayload,
  defaultImageFor,
  defaultRegionKey,
  defaultSizeName,
  filterBlueprints,
  findRegion,
  initialCreateValues,
  inputForServerField,
  isImageLocked,
  regionOptions,
  releaseOf,
  sortImages,
  sortSizes,
  validateClusterNameFor,
  type CreateClusterValues,
  type Installation,
} from '../../../domain/create-cluster';
import { GENERIC_ERROR, serverFieldErrors } from '../../../domain/errors';
import { isTrial } from '../../../domain/permissions';
import { AZ_CLUSTER_NAME_HINT, CLUSTER_NAME_HINT } from '../../../domain/validation/cluster-name';
import { createFormSchema, createNameSchema } from '../../../domain/schemas/create-cluster';
import { CREATE_PAGE_TEXT } from './messages';
import { SizeField } from './SizeField';
import { showNotice } from '../../../ui/notices';

export interface CreateClusterFormProps {
  user: User;
  platforms: readonly Platform[];
  regions: readonly Region[];
  images: readonly Image[];
  defaultImage: string | null;
  blueprints: readonly Blueprint[];
  idleTimes: readonly IdleTime[];
}

const text = CREATE_PAGE_TEXT;

function isPlatform(value: string | null, offered: readonly Platform[]): value is Platform {
  return offered.some((p) => p === value);
}

function isOptimizationLevel(value: string | null): value is OptimizationLevel {
  return OPTIMIZATION_LEVELS.some((level) => level === value);
}

function isInstallation(value: string): value is Installation {
  return INSTALLATIONS.some((i) => i === value);
}

/**
 * The create form of doc 1 §5. Catalog lists come in as props (the page loads them); the sizes depend on
 * the chosen region, so they are queried here. Submitting sends the payload of doc 1 §3.
 */
export function CreateClusterForm({
  user,
  platforms,
  regions,
  images,
  defaultImage,
  blueprints,
  idleTimes,
}: CreateClusterFormProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const trial = isTrial(user);
  const { showClusterOptimization, showDiskSize, showAlwaysAlive, showInstallation, showInstanceSize } =
    user.configurations;

  const form = useForm<CreateClusterValues>({
    mode: 'controlled',
    initialValues: initialCreateValues({ user, platforms, regions, images, defaultImage }),
    validate: schemaResolver(createNameSchema, { sync: true }),
    validateInputOnBlur: ['name'],
  });
  const { values } = form;
  const platform = values.platform ?? platforms[0] ?? 'gc';

  const options = regionOptions(regions, platform, { uuid: user.uuid, trial });

  /** Which sizes answer the given values need: by the chosen region, or by platform before one is chosen. */
  function sizesQueryOf(current: CreateClusterValues): SizesQuery {
    const p = current.platform ?? platforms[0] ?? 'gc';
    const chosen = findRegion(regionOptions(regions, p, { uuid: user.uuid, trial }), current.region);
    return { clusterCode: chosen?.cluster_code ?? null, platform: p };
  }

  /**
   * The values as they would be sent, against a sizes answer: the slider shows the configured size until
   * the user moves it, or when the chosen one is not offered here; a data app only while still offered.
   * The screen and the submit both use it, so what is checked is what is shown.
   */
  function resolve(current: CreateClusterValues, answer: SizesResponse | undefined) {
    const p = current.platform ?? platforms[0] ?? 'gc';
    const regionChoices = regionOptions(regions, p, { uuid: user.uuid, trial });
    const offeredSizes = sortSizes(answer?.sizes ?? []);
    const size = offeredSizes.some((s) => s.name === current.csize)
      ? current.csize
      : defaultSizeName(offeredSizes, showInstanceSize.value);
    const bps = filterBlueprints(blueprints, releaseOf(images, current.image), user.role.name);
    const bp = bps.some((b) => b.id === current.blueprintId) ? current.blueprintId : null;
    return {
      sent: { ...current, csize: size, blueprintId: bp },
      regionChoices,
      region: findRegion(regionChoices, current.region),
      sizes: offeredSizes,
      allSizes: answer?.allSizes ?? [],
      offeredBlueprints: bps,
    };
  }

  const sizesQuery = useQuery({
    ...catalogQueries.sizes(sizesQueryOf(values)),
    placeholderData: keepPreviousData,
  });
  const { sizes, allSizes, offeredBlueprints, sent } = resolve(values, sizesQuery.data);
  const { csize, blueprintId } = sent;
  const imageLocked = isImageLocked(platform);
  // A click that came while the chosen region's sizes were on their way: it goes on once they are here.
  const [waitingForSizes, setWaitingForSizes] = useState(false);
  // Choosing Custom adds the data app field below the fold on a phone: it is brought into view once,
  // when it appears, while focus stays on the choice (arrow keys keep moving between the options).
  const revealBlueprint = useRef(false);
  const blueprintRef = useCallback((node: HTMLInputElement | null) => {
    if (node && revealBlueprint.current) {
      revealBlueprint.current = false;
      node.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, []);

  // The factory's own effects (the list and the user refetched: instancesCount decides whether Create
  // stays allowed) and its notices always run; this screen adds only its own, per call.
  const create = useMutation(catalogMutations.create(user.uuid));
  const send = (payload: CreateClusterPayload) =>
    create.mutate(payload, {
      onSuccess: () => navigate('/clusters'),
      // Each message once: under its input here, or in the notice when the form has no input for it.
      onError: (error) => form.setErrors({ ...form.errors, ...serverFieldErrors(error, inputForServerField) }),
    });

  /**
   * Checks the values against a sizes answer and sends them when they hold. Without the answer (still on
   * its way) the size is not judged: the other fields are, and the caller waits for the sizes.
   */
  const check = (current: CreateClusterValues, answer: SizesResponse | undefined): boolean => {
    const r = resolve(current, answer);
    const errors = schemaResolver(
      createFormSchema({ regions: r.regionChoices, sizes: r.sizes, disk: { min: showDiskSize.min, max: showDiskSize.max } }),
      { sync: true },
    )(r.sent);
    if (!answer) delete errors.csize;
    form.setErrors(errors);
    const valid = Object.keys(errors).length === 0;
    if (!valid || !answer) return valid;
    const size = r.sizes.find((s) => s.name === r.sent.csize);
    const { platform: p, image, installation } = r.sent;
    if (!r.region || !size || p === null || image === null || installation === null) return false;
    send(
      buildCreatePayload({
        values: { ...r.sent, platform: p, image, installation, csize: size.name },
        region: r.region,
        size,
        allSizes: r.allSizes,
      }),
    );
    return true;
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waitingForSizes || create.isPending) return;
    const current = form.getValues();
    const sizesKey = sizesQueryOf(current);
    // The real answer for the chosen region: what the slider shows while it loads (nothing, or the last
    // region's sizes) must not decide the size.
    const answer = queryClient.getQueryData(catalogQueries.sizes(sizesKey).queryKey);
    if (answer) {
      check(current, answer);
      return;
    }
    if (!check(current, undefined)) return;
    setWaitingForSizes(true);
    queryClient
      .fetchQuery(catalogQueries.sizes(sizesKey))
      .then((arrived) => {
        const now = form.getValues();
        // The region or platform changed while waiting: the user is still choosing; nothing is sent.
        if (JSON.stringify(sizesQueryOf(now)) === JSON.stringify(sizesKey)) check(now, arrived);
      })
      .catch((error: unknown) => {
        showNotice({ kind: 'error', title: NOTICE_TITLE.error, message: error instanceof Error ? error.message : GENERIC_ERROR });
      })
      .finally(() => setWaitingForSizes(false));
  };

  const changePlatform = (next: string | null) => {
    if (!isPlatform(next, platforms)) return;
    const nextOptions = regionOptions(regions, next, { uuid: user.uuid, trial });
    form.setValues({
      platform: next,
      region: defaultRegionKey(nextOptions, trial),
      image: defaultImageFor(next, images, defaultImage),
    });
    // The name rules differ by platform (az: 3 to 8 lowercase alphanumerics).
    if (values.name !== '') form.setFieldError('name', validateClusterNameFor(values.name, next));
  };

  const imageSelect = (
    <Select
      label={text.labels.image}
      required
      data={sortImages(images).map((i) => ({ value: i.image, label: i.tags.release }))}
      disabled={imageLocked}
      allowDeselect={false}
      description={imageLocked ? CREATE_CLUSTER_MESSAGES.imageLockedTooltip : undefined}
      {...form.getInputProps('image')}
    />
  );

  const regionSelect = (
    <Select
      label={text.labels.region}
      required
      placeholder={text.hints.regionPlaceholder}
      data={options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
      allowDeselect={false}
      nothingFoundMessage={text.hints.noRegions}
      description={trial && platform !== 'az' ? CREATE_CLUSTER_MESSAGES.regionLockedTooltip : undefined}
      // Each region a trial user may not choose says so on its own row (doc 1 §5: an upgrade tooltip).
      renderOption={({ option }) =>
        option.disabled ? (
          <Tooltip label={CREATE_CLUSTER_MESSAGES.regionLockedTooltip} position="right" withinPortal>
            <span>{option.label}</span>
          </Tooltip>
        ) : (
          option.label
        )
      }
      {...form.getInputProps('region')}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={text.labels.name}
          required
          description={platform === 'az' ? AZ_CLUSTER_NAME_HINT : CLUSTER_NAME_HINT}
          autoComplete="off"
          {...form.getInputProps('name')}
        />

        <Select
          label={text.labels.platform}
          required
          data={platforms.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))}
          allowDeselect={false}
          {...form.getInputProps('platform')}
          onChange={changePlatform}
        />

        {showInstallation.enabled && (
          <Radio.Group
            label={text.labels.installation}
            description={text.hints.installation}
            required
            {...form.getInputProps('installation')}
            onChange={(next) => {
              if (!isInstallation(next)) return;
              revealBlueprint.current = next === 'custom';
              form.setFieldValue('installation', next);
            }}
          >
            <Group mt="xs">
              <Radio value="typical" label={text.installation.typical} />
              <Radio value="custom" label={text.installation.custom} />
            </Group>
          </Radio.Group>
        )}

        {imageLocked ? (
          <Tooltip label={CREATE_CLUSTER_MESSAGES.imageLockedTooltip}>
            <Box>{imageSelect}</Box>
          </Tooltip>
        ) : (
          imageSelect
        )}

        {trial && platform !== 'az' ? (
          <Tooltip label={CREATE_CLUSTER_MESSAGES.regionLockedTooltip}>
            <Box>{regionSelect}</Box>
          </Tooltip>
        ) : (
          regionSelect
        )}

        {showInstanceSize.enabled && (
          <SizeField
            sizes={sizes}
            allSizes={allSizes}
            value={csize}
            onChange={(name) => form.setFieldValue('csize', name)}
            optimizationLevel={values.optimizationLevel}
            loading={sizesQuery.isPending}
            disabled={platform === 'az'}
            error={typeof form.errors.csize === 'string' ? form.errors.csize : undefined}
          />
        )}

        {showClusterOptimization.enabled && (
          <Select
            label={text.labels.optimizationLevel}
            data={OPTIMIZATION_LEVELS.map((level) => ({ value: level, label: level }))}
            allowDeselect={false}
            {...form.getInputProps('optimizationLevel')}
            onChange={(next) => {
              if (isOptimizationLevel(next)) form.setFieldValue('optimizationLevel', next);
            }}
          />
        )}

        {showDiskSize.enabled && (
          <NumberInput
            label={text.labels.dsize}
            required
            min={showDiskSize.min}
            max={showDiskSize.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            description={`${showDiskSize.min} to ${showDiskSize.max} GB`}
            {...form.getInputProps('dsize')}
          />
        )}

        {showAlwaysAlive.enabled && (
          <Switch
            label={text.labels.alive}
            description={text.hints.alive}
            {...form.getInputProps('alive', { type: 'checkbox' })}
          />
        )}

        <Select<number>
          label={text.labels.idleTime}
          description={text.hints.idleTime}
          required={!values.alive}
          disabled={values.alive}
          data={idleTimes.map((t) => ({ value: t.key, label: t.display }))}
          allowDeselect={false}
          {...form.getInputProps('idleTime')}
        />

        {values.installation === 'custom' && (
          <Select
            label={text.labels.blueprint}
            description={offeredBlueprints.length > 0 ? text.hints.blueprint : text.hints.noBlueprints}
            placeholder={text.hints.blueprintPlaceholder}
            data={offeredBlueprints.map((b) => ({ value: b.id, label: b.name }))}
            disabled={offeredBlueprints.length === 0}
            clearable
            {...form.getInputProps('blueprintId')}
            value={blueprintId}
            ref={blueprintRef}
          />
        )}

        <Group justify="flex-end" mt="sm" wrap="wrap">
          <Button variant="default" component={Link} href="/clusters">
            {text.cancel}
          </Button>
          <Button type="submit" loading={create.isPending || waitingForSizes}>
            {text.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
