import { Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { cloneFormSchema } from '../../domain/schemas/clone';
import { cloneInputForServerField, defaultCloneName } from '../../domain/validation/clone';
import { DialogFooter, submitPlacingServerErrors, type FormDialogProps } from '../../ui/DialogForm';
import { CLONE_DIALOG } from './dialog-messages';

export interface CloneClusterModalProps extends FormDialogProps<string> {
  /** The cluster to clone. */
  sourceName: string;
}

/**
 * Clone form (doc 1 §5): name required, at most 21 characters, defaulting to '{name}-2' (empty when
 * that is too long); Clone stays disabled while the name is invalid. Mount per source (key) so the
 * default follows the cluster.
 */
export function CloneClusterModal({ sourceName, onClose, onSubmit, submitting }: CloneClusterModalProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: defaultCloneName(sourceName) },
    validate: schemaResolver(cloneFormSchema, { sync: true }),
    validateInputOnChange: true,
  });

  // Server field errors go under the input; the notice shows only what no input shows.
  const submit = submitPlacingServerErrors(form, ({ name }) => onSubmit(name), cloneInputForServerField);

  return (
    <Modal opened onClose={onClose} title={CLONE_DIALOG.title(sourceName)} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={CLONE_DIALOG.nameLabel}
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('name')}
          />
          <DialogFooter
            cancelLabel={CLONE_DIALOG.cancel}
            onCancel={onClose}
            busy={submitting}
            submitLabel={CLONE_DIALOG.submit}
            submitDisabled={!form.isValid()}
          />
        </Stack>
      </form>
    </Modal>
  );
}
