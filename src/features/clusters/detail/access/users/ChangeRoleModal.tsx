/**
 * The change-of-role dialog (doc 2 §4, §6): the confirmation of a new role for one user, among the caller's
 * authorizedRoles. Choosing Owner sends an ownership invitation, and the dialog says that the transfer is
 * irreversible once accepted. Loaded on first use (ClusterUsers). Full screen on a phone.
 */
import { useMemo } from 'react';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { ClusterRoleName, GrantableRole } from '../../../../../contract/types';
import { CLUSTER_ROLE_LABELS } from '../../../../../domain/policies';
import { roleFormSchema, type RoleFormValues } from '../../../../../domain/schemas/cluster-users';
import { isGrantableRole, roleInputForServerField } from '../../../../../domain/validation/cluster-users';
import { ROLE_DIALOG } from './messages';
import { DialogFooter, submitPlacingServerErrors, type FormDialogProps } from '../../../../../ui/DialogForm';
import { RoleSelect } from './RoleSelect';

export interface ChangeRoleModalProps extends FormDialogProps<GrantableRole> {
  email: string;
  clusterName: string;
  currentRole: ClusterRoleName;
  /** The roles the caller may give, the current one left out. */
  roles: readonly GrantableRole[];
}

export function ChangeRoleModal({ email, clusterName, currentRole, roles, onClose, onSubmit, submitting }: ChangeRoleModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const schema = useMemo(() => roleFormSchema({ roles }), [roles]);
  const form = useForm<RoleFormValues>({
    mode: 'controlled',
    initialValues: { role: null },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: true,
  });
  const transfer = form.values.role === 'owner';

  const submit = submitPlacingServerErrors(form, async ({ role }) => (isGrantableRole(role) ? onSubmit(role) : undefined), roleInputForServerField);

  return (
    <Modal opened onClose={onClose} title={ROLE_DIALOG.title(email)} centered fullScreen={phone ?? false} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{ROLE_DIALOG.current(CLUSTER_ROLE_LABELS[currentRole])}</Text>
          <RoleSelect roles={roles} label={ROLE_DIALOG.role} placeholder={ROLE_DIALOG.rolePlaceholder} data-autofocus {...form.getInputProps('role')} />
          {transfer ? (
            <Alert color="yellow" role="note">
              {ROLE_DIALOG.ownerNote(email, clusterName)}
            </Alert>
          ) : null}
          <DialogFooter
            cancelLabel={ROLE_DIALOG.cancel}
            onCancel={onClose}
            busy={submitting}
            submitLabel={transfer ? ROLE_DIALOG.transfer : ROLE_DIALOG.confirm}
            submitColor={transfer ? 'orange' : undefined}
          />
        </Stack>
      </form>
    </Modal>
  );
}
