/**
 * The cluster size section (doc 1 §5 size slider in edit mode, doc 2 §2, §6): every size on the slider, only the
 * editable ones selectable, the optimization level, and the analytics and loader sizes with the IPU they make;
 * saved through the cluster update call. Needs the cluster connected, clusterPolicy update and cluster_resize.
 */
import { Box, Button, Group, Input, Loader, Select, Slider, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId } from 'react';
import { catalogQueries } from '../../../../api/catalog';
import { settingsMutations } from '../../../../api/cluster-settings';
import type { InstanceDetail, OptimizationLevel, User } from '../../../../contract/types';
import {
  choiceText,
  isSizeChanged,
  landOnEditable,
  resultingIpu,
  sizeChoices,
  sizeFormValues,
  sizeRefusal,
  sizeUpdatePayload,
  type SizeFormValues,
} from '../../../../domain/cluster-size';
import { deriveSizes, OPTIMIZATION_LEVELS, sizeLabel } from '../../../../domain/create-cluster';
import { clusterSizeFormSchema } from '../../../../domain/schemas/cluster-update';
import { OFFLINE_ACTION_TOOLTIP } from '../../../../pwa';
import { FORM_REFUSALS } from '../../../../domain/form-refusals';
import { GatedButton } from '../../../../ui/GatedButton';
import { CONFIG_TEXT } from './messages';

export interface ClusterSizeSectionProps {
  uuid: string;
  user: User;
  instance: InstanceDetail;
  status: string;
  offline: boolean;
}

const T = CONFIG_TEXT.size;

/**
 * The form's least height (measured: 279 px at 412 px and wider, 320 px at 360 px): the loader keeps it, so the
 * sections under it do not jump down when the sizes arrive (issue 24: a CLS of 0.08 on a phone).
 */
const FORM_MIN_HEIGHT = 279;

export function ClusterSizeSection(props: ClusterSizeSectionProps) {
  const { instance } = props;
  const sizes = useQuery(catalogQueries.sizes({ clusterCode: instance.k8sClusterCode, platform: instance.platform }));
  // The form renders at transition priority, in slices between frames, not in one long task as the sizes
  // arrive (issue 24: TBT on a slow phone); until then the loader keeps its place.
  const data = useDeferredValue(sizes.data);
  if (!data) {
    return sizes.isError ? (
      <Text size="sm" c="red">
        {sizes.error.message}
      </Text>
    ) : (
      <Box mih={FORM_MIN_HEIGHT}>
        <Loader size="sm" aria-label={T.sizesLoading} />
      </Box>
    );
  }
  // A fresh form whenever the saved size changes (after a save, or another user's).
  return <SizeForm key={`${instance.csize}:${instance.optimizationLevel}`} {...props} editable={data.sizes} allSizes={data.allSizes} />;
}

function SizeForm({
  uuid,
  user,
  instance,
  status,
  offline,
  editable,
  allSizes,
}: ClusterSizeSectionProps & { editable: InstanceDetail['analyticsSize'][]; allSizes: InstanceDetail['analyticsSize'][] }) {
  const id = useId();
  const resize = useMutation(settingsMutations.resize(uuid, instance.name));
  const form = useForm<SizeFormValues>({
    mode: 'controlled',
    initialValues: sizeFormValues(instance),
    validate: schemaResolver(clusterSizeFormSchema({ sizes: editable }), { sync: true }),
    validateInputOnChange: true,
  });
  const choices = sizeChoices(allSizes, editable);
  const values = form.values;
  const current = choices.find((c) => c.size.name === values.csize) ?? null;
  const derived = current ? deriveSizes(current.size, values.optimizationLevel, allSizes) : null;
  const refusal = sizeRefusal(user, instance, status);
  const changed = isSizeChanged(instance, values);
  const blocked = refusal !== null || offline;
  const hasLocked = choices.some((c) => !c.editable);

  const save = () => {
    const payload = sizeUpdatePayload(values, allSizes);
    if (payload && form.validate().hasErrors === false) resize.mutate(payload);
  };

  return (
    <Stack gap="sm">
      {refusal ? (
        <Text size="sm" c="orange" aria-hidden="true">
          {refusal}
        </Text>
      ) : null}
      <Input.Wrapper
        label={T.slider}
        id={id}
        description={current ? choiceText(current) : undefined}
        error={form.errors.csize}
      >
        <Slider
          mt="xs"
          mb="md"
          value={current?.position ?? 0}
          onChange={(value) => {
            const size = landOnEditable(choices, values.csize, value);
            if (size) form.setFieldValue('csize', size.name);
          }}
          marks={choices.map((c) => ({ value: c.position }))}
          restrictToMarks
          label={(value) => choices.find((c) => c.position === value)?.size.displayName ?? null}
          thumbLabel={T.slider}
          thumbValueText={(value) => {
            const choice = choices.find((c) => c.position === value);
            return choice ? choiceText(choice) : '';
          }}
          thumbProps={{ 'aria-describedby': `${id}-derived` }}
          disabled={blocked}
        />
      </Input.Wrapper>
      {hasLocked ? (
        <Text size="xs" c="dimmed">
          {T.notSelectable}
        </Text>
      ) : null}
      <Select
        label={T.level}
        data={OPTIMIZATION_LEVELS.map((level) => ({ value: level, label: level }))}
        value={values.optimizationLevel}
        onChange={(level) => level && form.setFieldValue('optimizationLevel', level as OptimizationLevel)}
        allowDeselect={false}
        disabled={blocked}
        // Refused, it says why under it (issue 26 §7), as the size's Save does in its tooltip.
        description={blocked ? (refusal ?? OFFLINE_ACTION_TOOLTIP) : undefined}
        error={form.errors.optimizationLevel}
        maw={320}
      />
      {derived ? (
        <Stack gap={2} id={`${id}-derived`}>
          <Text size="sm">{`${T.analytics}: ${sizeLabel(derived.analytics)} · ${T.loader}: ${sizeLabel(derived.loader)}`}</Text>
          <Text size="sm" fw={600}>
            {`${T.ipuLabel}: ${T.ipu(resultingIpu(derived, instance))}`}
          </Text>
          <Text size="xs" c="dimmed">
            {T.nodes(instance.analyticsNodes, instance.loaderNodes)}
          </Text>
        </Stack>
      ) : null}
      <Group gap="xs">
        <GatedButton
          label={T.save}
          refusal={refusal ?? (offline ? OFFLINE_ACTION_TOOLTIP : null) ?? (changed ? null : FORM_REFUSALS.nothingToSave)}
          tooltipWidth={refusal === null ? 240 : 280}
          loading={resize.isPending}
          onClick={save}
        />
        {changed && !blocked ? (
          <Button variant="default" onClick={() => form.setValues(sizeFormValues(instance))}>
            {T.reset}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
