/**
 * Add or remove nodes of a service (spec doc 2 §5): how many, from 1 to max − current (add) or current − min
 * (remove), checked by the shared schema; the warning that the existing analytics service restarts when a node
 * is added to a single analytics node. The server's field message goes under the input.
 */
import { useMemo } from 'react';
import { Alert, Button, Modal, NumberInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { nodeCountInputForServerField } from '../../../../api/cluster-services';
import { nodeCountFormSchema, type NodeCountFormValues } from '../../../../domain/schemas/node-count';
import {
  nodeCountBounds,
  SERVICE_TITLES,
  SERVICES_TEXTS,
  warnsOfRestart,
  type NodeCountMode,
  type ScalableService,
} from '../../../../domain/services-control';
import { SERVICES_UI } from './messages';
import { DialogFooter, submitPlacingServerErrors } from '../../../../ui/DialogForm';

export interface NodeCountModalProps {
  service: ScalableService;
  mode: NodeCountMode;
  current: number;
  max: number;
  submitting: boolean;
  onClose: () => void;
  /** Resolves when the change was accepted; rejects with the server's error. */
  onSubmit: (count: number) => Promise<unknown>;
}

export function NodeCountModal({ service, mode, current, max, submitting, onClose, onSubmit }: NodeCountModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const bounds = nodeCountBounds(mode, current, max);
  const schema = useMemo(() => nodeCountFormSchema(bounds), [bounds.min, bounds.max]); // eslint-disable-line react-hooks/exhaustive-deps
  const form = useForm<NodeCountFormValues>({
    mode: 'controlled',
    initialValues: { count: 1 },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: true,
  });
  const title = SERVICE_TITLES[service];
  const submit = submitPlacingServerErrors(form, (values) => onSubmit(Number(values.count)), nodeCountInputForServerField);
  return (
    <Modal
      opened
      onClose={onClose}
      title={mode === 'add' ? SERVICES_UI.addNodesTo(title) : SERVICES_UI.removeNodesFrom(title)}
      fullScreen={phone}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NumberInput
            label={SERVICES_UI.countLabel}
            description={SERVICES_UI.countHint(current, bounds.min, bounds.max)}
            min={bounds.min}
            max={bounds.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            data-autofocus
            {...form.getInputProps('count')}
          />
          {mode === 'add' && warnsOfRestart(service, current) ? (
            <Alert color="orange" variant="light">
              {SERVICES_TEXTS.restartWarning}
            </Alert>
          ) : null}
          {/* Cancel stays available while the change is sent. */}
          <DialogFooter cancelLabel={SERVICES_UI.cancel} onCancel={onClose}>
            <Button type="submit" loading={submitting} disabled={!form.isValid()}>
              {mode === 'add' ? SERVICES_UI.confirmAdd : SERVICES_UI.confirmRemove}
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </Modal>
  );
}
