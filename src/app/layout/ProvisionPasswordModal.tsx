/**
 * Provision-password modal (doc 1 §4, §5): a provisioned user with a dummy password sets a real one.
 * It cannot be dismissed (no close button, Escape and outside clicks do nothing). Checks run 1.5 s after
 * the last keystroke, and the button stays disabled until both fields are valid.
 */
import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { userMutations } from '../../api/users';
import { PASSWORD_CHECK_DEBOUNCE_MS } from '../../domain/constants';
import { validatePassword } from '../../domain/schemas/password';
import {
  PASSWORD_HINT,
  validatePasswordConfirmation,
} from '../../domain/validation/password';
import { PROVISION } from './messages';

export interface ProvisionPasswordModalProps {
  uuid: string;
  opened: boolean;
}

const ignoreClose = () => {};

export function ProvisionPasswordModal({ uuid, opened }: ProvisionPasswordModalProps) {
  const [done, setDone] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState({ password: false, confirmation: false });
  const [checkedPassword] = useDebouncedValue(password, PASSWORD_CHECK_DEBOUNCE_MS);
  const [checkedConfirmation] = useDebouncedValue(confirmation, PASSWORD_CHECK_DEBOUNCE_MS);

  const settled = checkedPassword === password && checkedConfirmation === confirmation;
  const passwordError = validatePassword(checkedPassword);
  const confirmationError = validatePasswordConfirmation(checkedPassword, checkedConfirmation);
  const valid = settled && passwordError === null && confirmationError === null;

  const mutation = useMutation(userMutations.provisionPassword(uuid));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (valid && !mutation.isPending) mutation.mutate(password, { onSuccess: () => setDone(true) });
  }

  // An error shows once the field has been typed in (or left), and only when its check is up to date.
  const showPasswordError =
    checkedPassword === password && (touched.password || checkedPassword !== '') && passwordError;
  const showConfirmationError =
    checkedConfirmation === confirmation && (touched.confirmation || checkedConfirmation !== '') && confirmationError;

  return (
    <Modal
      opened={opened && !done}
      onClose={ignoreClose}
      title={PROVISION.title}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{PROVISION.intro}</Text>
          <PasswordInput
            label={PROVISION.newPassword}
            description={PASSWORD_HINT}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            error={showPasswordError || undefined}
            data-autofocus
          />
          <PasswordInput
            label={PROVISION.confirmPassword}
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
            onBlur={() => setTouched((t) => ({ ...t, confirmation: true }))}
            error={showConfirmationError || undefined}
          />
          <Button type="submit" disabled={!valid} loading={mutation.isPending} fullWidth>
            {PROVISION.submit}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
