/**
 * Create or edit a data agent connection (doc 2 §5): name (a letter or underscore, then letters, digits,
 * underscores; 1 to 254) and tenant required, description optional. On edit, name and tenant are read-only and
 * only the description changes. The server's field messages go under their inputs.
 */
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { DataAgentConnection, Tenant } from '../../../../contract/types';
import { DATA_AGENT_NAME_MAX } from '../../../../domain/data-agents';
import { dataAgentFormSchema, type DataAgentFormValues } from '../../../../domain/schemas/data-agents';
import { dataAgentInputForServerField } from '../../../../domain/validation/data-agents';
import { DATA_AGENTS_TEXT as T } from './messages';
import { DialogFooter, submitPlacingServerErrors, type FormDialogProps } from '../../../../ui/DialogForm';
import { RequiredSelect } from '../../../../ui/RequiredSelect';

export interface DataAgentModalProps extends FormDialogProps<DataAgentFormValues> {
  /** null: create. */
  agent: DataAgentConnection | null;
  tenants: readonly Tenant[] | undefined;
}

export function DataAgentModal({ agent, tenants, submitting, onClose, onSubmit }: DataAgentModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const mode = agent ? 'edit' : 'create';
  const form = useForm<DataAgentFormValues>({
    mode: 'controlled',
    initialValues: {
      name: agent?.name ?? '',
      tenantID: agent?.tenantId ?? (tenants?.length === 1 ? (tenants[0]?.id ?? '') : ''),
      description: agent?.description ?? '',
    },
    validate: schemaResolver(dataAgentFormSchema(mode), { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = submitPlacingServerErrors(form, onSubmit, dataAgentInputForServerField);

  const tenantName = tenants?.find((t) => t.id === form.values.tenantID)?.name ?? agent?.tenantName ?? '';
  const ready = mode === 'create' || form.isDirty();

  return (
    <Modal opened onClose={onClose} title={agent ? T.editTitle(agent.name) : T.createTitle} centered fullScreen={phone ?? false} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {agent ? (
            <>
              <TextInput label={T.name} value={agent.name} readOnly variant="filled" />
              <TextInput label={T.tenant} value={tenantName} readOnly variant="filled" />
            </>
          ) : (
            <>
              <TextInput
                label={T.name}
                description={T.nameHint}
                withAsterisk
                autoComplete="off"
                maxLength={DATA_AGENT_NAME_MAX + 1}
                data-autofocus
                {...form.getInputProps('name')}
              />
              <RequiredSelect
                label={T.tenant}
                data={(tenants ?? []).map((t) => ({ value: t.id, label: t.name }))}
                placeholder={tenants ? undefined : T.tenantsLoading}
                {...form.getInputProps('tenantID')}
                value={form.values.tenantID === '' ? null : form.values.tenantID}
                onChange={(value) => form.setFieldValue('tenantID', value ?? '')}
              />
            </>
          )}
          <Textarea
            label={T.description}
            placeholder={T.descriptionPlaceholder}
            rows={3}
            data-autofocus={agent ? true : undefined}
            {...form.getInputProps('description')}
          />
          <DialogFooter
            cancelLabel={T.cancel}
            onCancel={onClose}
            busy={submitting}
            submitLabel={agent ? T.save : T.createSubmit}
            submitDisabled={!ready}
          />
        </Stack>
      </form>
    </Modal>
  );
}
