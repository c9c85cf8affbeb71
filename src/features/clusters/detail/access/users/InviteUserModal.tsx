/**
 * The Invite User dialog (doc 2 §5, §8): an e-mail, checked 1.5 s after the last keystroke ('This doesn't seem
 * to be a valid email. Try again.'), and a role among the caller's authorizedRoles ('please input your role').
 * When the server flags the e-mail's domain, the field says 'This doesn't seem to be a valid email. Try again
 * or continue with this email.' and 'Continue with this email' sends it again with bypassValidationFlag.
 * Loaded on first use (ClusterUsers), so the section's first load carries no form code. Full screen on a phone.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import type { GrantableRole } from '../../../../../contract/types';
import { DOMAIN_FLAG_MESSAGE, isDomainValidationError } from '../../../../../domain/cluster-users';
import { inviteFormSchema, type InviteFormValues } from '../../../../../domain/schemas/cluster-users';
import {
  EMAIL_CHECK_DEBOUNCE_MS,
  inviteInputForServerField,
  isGrantableRole,
} from '../../../../../domain/validation/cluster-users';
import { INVITE_DIALOG } from './messages';
import { DialogFooter, placeServerErrors, type FormDialogProps } from '../../../../../ui/DialogForm';
import { RoleSelect } from './RoleSelect';

export interface InviteUserModalProps extends FormDialogProps<{ email: string; role: GrantableRole; bypassValidationFlag: boolean }> {
  /** The roles the caller may give (their authorizedRoles). */
  roles: readonly GrantableRole[];
}

export function InviteUserModal({ roles, onClose, onSubmit, submitting }: InviteUserModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const schema = useMemo(() => inviteFormSchema({ roles }), [roles]);
  const form = useForm<InviteFormValues>({
    mode: 'controlled',
    initialValues: { email: '', role: null },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: ['role'],
  });
  // The e-mail the server flagged: the user may continue with it as it is.
  const [flagged, setFlagged] = useState<string | null>(null);
  const checkEmail = useDebouncedCallback(() => form.validateField('email'), EMAIL_CHECK_DEBOUNCE_MS);

  const send = async (values: InviteFormValues, bypassValidationFlag: boolean) => {
    const role = values.role;
    if (!isGrantableRole(role)) return;
    const email = values.email.trim();
    try {
      await onSubmit({ email, role, bypassValidationFlag });
    } catch (error) {
      if (!bypassValidationFlag && isDomainValidationError(error)) {
        setFlagged(email);
        form.setFieldError('email', DOMAIN_FLAG_MESSAGE);
        return;
      }
      placeServerErrors(form, error, inviteInputForServerField);
    }
  };

  const emailInput = form.getInputProps('email');
  const canContinue = flagged !== null && flagged === form.values.email.trim();

  return (
    <Modal opened onClose={onClose} title={INVITE_DIALOG.title} centered fullScreen={phone ?? false} size="md">
      <form onSubmit={form.onSubmit((values) => send(values, false))} noValidate>
        <Stack gap="md">
          <TextInput
            label={INVITE_DIALOG.email}
            placeholder={INVITE_DIALOG.emailPlaceholder}
            type="email"
            autoComplete="off"
            withAsterisk
            data-autofocus
            {...emailInput}
            onChange={(event) => {
              emailInput.onChange(event);
              // A new address: its own check, after the debounce; a flag was about the old one.
              form.clearFieldError('email');
              setFlagged(null);
              checkEmail();
            }}
          />
          <RoleSelect roles={roles} label={INVITE_DIALOG.role} placeholder={INVITE_DIALOG.rolePlaceholder} {...form.getInputProps('role')} />
          {form.values.role === 'owner' ? (
            <Alert color="yellow" role="note">
              {INVITE_DIALOG.ownerNote}
            </Alert>
          ) : null}
          <DialogFooter cancelLabel={INVITE_DIALOG.cancel} onCancel={onClose} busy={submitting}>
            {canContinue ? (
              // The flagged address, as it is: sent again with bypassValidationFlag (doc 2 §5).
              <Button
                loading={submitting}
                onClick={() => {
                  if (!form.validate().hasErrors) void send(form.values, true);
                }}
              >
                {INVITE_DIALOG.continueAnyway}
              </Button>
            ) : (
              <Button type="submit" loading={submitting}>
                {INVITE_DIALOG.send}
              </Button>
            )}
          </DialogFooter>
        </Stack>
      </form>
    </Modal>
  );
}
