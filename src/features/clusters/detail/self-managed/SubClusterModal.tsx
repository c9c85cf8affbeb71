/**
 * The self-managed cluster dialog (spec doc 2 §5): create (name with the cluster's name and a dash as prefix,
 * type, size; it starts with 1 node), edit (size and nodes; name and type read-only) and scale (nodes). The
 * shared schema checks each mode's inputs; the type rules disable the types the cluster cannot take and say
 * why; Submit stays disabled until the form is valid (and, editing, changed). Loaded on first use; full
 * screen on a phone.
 */
import { useMemo } from 'react';
import { Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { Size, SubCluster } from '../../../../contract/types';
import { SUB_CLUSTER_FULL_NAME_MAX } from '../../../../domain/constants';
import { subClusterFormSchema, type SubClusterFormMode, type SubClusterFormValues } from '../../../../domain/schemas/sub-cluster';
import {
  SUB_CLUSTER_TYPE_LABELS,
  SUB_CLUSTER_TYPE_OPTIONS,
  subClusterFullName,
  subClusterIpu,
  typeOptionOf,
  typeRefusal,
  type SubClusterTypeContext,
} from '../../../../domain/sub-clusters';
import { subClusterInputForServerField, SUB_CLUSTER_NODES_MAX, SUB_CLUSTER_NODES_MIN } from '../../../../domain/validation/sub-cluster';
import { SUB_CLUSTER_DIALOG } from './messages';
import { DialogFooter, submitPlacingServerErrors, type FormDialogProps } from '../../../../ui/DialogForm';
import { RequiredSelect } from '../../../../ui/RequiredSelect';

export interface SubClusterModalProps extends FormDialogProps<SubClusterFormValues> {
  mode: SubClusterFormMode;
  clusterName: string;
  /** The sub-cluster edited or scaled; null on create. */
  subCluster: SubCluster | null;
  /** The sizes the cluster offers. */
  sizes: readonly Size[];
  types: SubClusterTypeContext;
}

function initialValues(sub: SubCluster | null): SubClusterFormValues {
  if (!sub) return { name: '', type: null, size: null, nodes: 1 };
  return { name: sub.name, type: typeOptionOf(sub), size: sub.sizeID, nodes: sub.nodes };
}

export function SubClusterModal({ mode, clusterName, subCluster, sizes, types, onClose, onSubmit, submitting }: SubClusterModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const schema = useMemo(
    () => subClusterFormSchema({ mode, clusterName, sizes: sizes.map((s) => s.id), types }),
    [mode, clusterName, sizes, types],
  );
  const form = useForm<SubClusterFormValues>({
    mode: 'controlled',
    initialValues: initialValues(subCluster),
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: true,
  });
  const { values } = form;

  const submit = submitPlacingServerErrors(form, onSubmit, subClusterInputForServerField);

  const prefix = `${clusterName}-`;
  const fullName = subClusterFullName(clusterName, values.name);
  const typeData = SUB_CLUSTER_TYPE_OPTIONS.map((option) => ({
    value: option,
    label: SUB_CLUSTER_TYPE_LABELS[option],
    disabled: typeRefusal(option, types) !== null,
  }));
  const unavailable = SUB_CLUSTER_TYPE_OPTIONS.flatMap((option) => {
    const why = typeRefusal(option, types);
    return why ? [SUB_CLUSTER_DIALOG.unavailable(SUB_CLUSTER_TYPE_LABELS[option], why)] : [];
  });
  const selectedSize = sizes.find((s) => s.id === values.size);
  const nodes = typeof values.nodes === 'number' ? values.nodes : Number(values.nodes);

  const title =
    mode === 'create'
      ? SUB_CLUSTER_DIALOG.createTitle
      : mode === 'edit'
        ? SUB_CLUSTER_DIALOG.editTitle(subCluster?.name ?? '')
        : SUB_CLUSTER_DIALOG.scaleTitle(subCluster?.name ?? '');
  const ready = form.isValid() && (mode === 'create' || form.isDirty());

  return (
    <Modal opened onClose={onClose} title={title} centered fullScreen={phone ?? false} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {mode === 'create' ? (
            <TextInput
              label={SUB_CLUSTER_DIALOG.name}
              withAsterisk
              autoComplete="off"
              data-autofocus
              leftSection={
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {prefix}
                </Text>
              }
              leftSectionWidth={Math.min(24 + prefix.length * 8, 200)}
              leftSectionPointerEvents="none"
              description={SUB_CLUSTER_DIALOG.fullName(fullName, fullName.length, SUB_CLUSTER_FULL_NAME_MAX)}
              {...form.getInputProps('name')}
            />
          ) : (
            <TextInput label={SUB_CLUSTER_DIALOG.name} value={subCluster?.name ?? ''} readOnly variant="filled" />
          )}
          {mode === 'create' ? (
            <RequiredSelect
              label={SUB_CLUSTER_DIALOG.type}
              placeholder={SUB_CLUSTER_DIALOG.typePlaceholder}
              data={typeData}
              description={unavailable.length > 0 ? unavailable.join(' ') : undefined}
              {...form.getInputProps('type')}
            />
          ) : (
            <TextInput
              label={SUB_CLUSTER_DIALOG.type}
              value={values.type ? SUB_CLUSTER_TYPE_LABELS[values.type] : ''}
              readOnly
              variant="filled"
            />
          )}
          {mode !== 'scale' ? (
            <RequiredSelect
              label={SUB_CLUSTER_DIALOG.size}
              placeholder={SUB_CLUSTER_DIALOG.sizePlaceholder}
              data={sizes.map((s) => ({ value: s.id, label: SUB_CLUSTER_DIALOG.sizeOption(s.displayName, s.ipu) }))}
              {...form.getInputProps('size')}
            />
          ) : null}
          {mode === 'create' ? (
            <Text size="sm" c="dimmed">
              {SUB_CLUSTER_DIALOG.createNote}
            </Text>
          ) : (
            <NumberInput
              label={SUB_CLUSTER_DIALOG.nodes}
              description={SUB_CLUSTER_DIALOG.nodesHint}
              withAsterisk
              min={SUB_CLUSTER_NODES_MIN}
              max={SUB_CLUSTER_NODES_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              data-autofocus={mode === 'scale' ? true : undefined}
              {...form.getInputProps('nodes')}
            />
          )}
          {mode !== 'create' && selectedSize && Number.isInteger(nodes) && nodes > 0 ? (
            <Text size="sm">{SUB_CLUSTER_DIALOG.ipu(subClusterIpu({ ipu: selectedSize.ipu, nodes }))}</Text>
          ) : null}
          <DialogFooter
            cancelLabel={SUB_CLUSTER_DIALOG.cancel}
            onCancel={onClose}
            busy={submitting}
            submitLabel={mode === 'create' ? SUB_CLUSTER_DIALOG.submitCreate : SUB_CLUSTER_DIALOG.submitSave}
            submitDisabled={!ready}
          />
        </Stack>
      </form>
    </Modal>
  );
}
