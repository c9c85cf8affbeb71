/**
 * Password change (doc 1 §5): 12 to 32 characters with a lowercase and an uppercase letter, a digit and
 * a special character, no whitespace; the confirmation must match. Checks run 1.5 s after the last
 * keystroke and the button stays disabled until both fields are valid. Only accounts of the identity
 * provider's database connection may change their password here.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { Alert, Button, Center, Group, List, Loader, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { accountMutations } from '../../api/account';
import type { User } from '../../contract/types';
import { PASSWORD_CHECK_DEBOUNCE_MS } from '../../domain/constants';
import { validatePassword } from '../../domain/schemas/password';
import {
  PASSWORD_MESSAGES,
  passwordRuleChecks,
  validatePasswordConfirmation,
} from '../../domain/validation/password';
import { ACCOUNT_TEXTS } from './messages';
import { usePasswordConnection, type PasswordConnection } from './password-connection';

export interface SecurityViewProps {
  user: User;
  /** Whether a `sub` identifies the database (password) connection: its prefix, from runtime config. */
  connection: PasswordConnection;
}

export function canChangePassword(sub: string, passwordConnectionPrefix: string): boolean {
  return passwordConnectionPrefix !== '' && sub.startsWith(passwordConnectionPrefix);
}

export function SecurityTab({ user }: { user: User }) {
  return <SecurityView user={user} connection={usePasswordConnection()} />;
}

export function SecurityView({ user, connection }: SecurityViewProps) {
  return (
    <Stack gap="md" maw={480}>
      <Title order={2} size="h3">
        {ACCOUNT_TEXTS.security.heading}
      </Title>
      {connection.status === 'pending' ? (
        <Center mih={120}>
          <Loader aria-label="Loading" />
        </Center>
      ) : connection.status === 'error' ? (
        <Alert color="red" role="alert">
          <Stack gap="sm" align="flex-start">
            {connection.message}
            <Button size="xs" variant="light" onClick={connection.retry}>
              {ACCOUNT_TEXTS.retry}
            </Button>
          </Stack>
        </Alert>
      ) : canChangePassword(user.sub, connection.prefix) ? (
        <ChangePasswordForm uuid={user.uuid} />
      ) : (
        <Alert color="yellow" variant="light" role="status">
          {PASSWORD_MESSAGES.wrongConnection}
        </Alert>
      )}
    </Stack>
  );
}

function ChangePasswordForm({ uuid }: { uuid: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [debouncedPassword] = useDebouncedValue(password, PASSWORD_CHECK_DEBOUNCE_MS);
  const [debouncedConfirmation] = useDebouncedValue(confirmation, PASSWORD_CHECK_DEBOUNCE_MS);

  // Errors show only for what the user has typed, once the debounced check has caught up with it.
  const settled = debouncedPassword === password && debouncedConfirmation === confirmation;
  const passwordError = debouncedPassword === '' ? null : validatePassword(debouncedPassword);
  const confirmationError =
    debouncedConfirmation === '' ? null : validatePasswordConfirmation(debouncedPassword, debouncedConfirmation);
  const valid =
    settled &&
    validatePassword(debouncedPassword) === null &&
    validatePasswordConfirmation(debouncedPassword, debouncedConfirmation) === null;

  const change = useMutation(accountMutations.changePassword(uuid));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || change.isPending) return;
    change.mutate(password, {
      onSuccess: () => {
        setPassword('');
        setConfirmation('');
      },
    });
  };

  const checks = passwordRuleChecks(debouncedPassword);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={ACCOUNT_TEXTS.security.heading}>
      <Stack gap="md">
        <Text c="dimmed">{ACCOUNT_TEXTS.security.intro}</Text>
        <NewPasswordInput label={ACCOUNT_TEXTS.security.newPasswordLabel} value={password} onChange={setPassword} error={passwordError} />
        <div>
          <Text size="sm" fw={500} id="password-rules">
            {ACCOUNT_TEXTS.security.rulesHeading}
          </Text>
          <List size="sm" spacing={2} aria-labelledby="password-rules">
            {checks.map((check) => (
              <List.Item
                key={check.rule}
                c={check.met ? 'teal' : 'dimmed'}
                // One mark per rule: with an icon Mantine drops the list's own bullet.
                icon={
                  <ThemeIcon
                    size={16}
                    radius="xl"
                    variant={check.met ? 'light' : 'transparent'}
                    color={check.met ? 'teal' : 'gray'}
                    role="img"
                    aria-label={check.met ? ACCOUNT_TEXTS.security.ruleMet : ACCOUNT_TEXTS.security.ruleNotMet}
                  >
                    {check.met ? <IconCheck size={12} aria-hidden /> : <IconPoint size={12} aria-hidden />}
                  </ThemeIcon>
                }
              >
                {check.label}
              </List.Item>
            ))}
          </List>
        </div>
        <NewPasswordInput label={ACCOUNT_TEXTS.security.confirmPasswordLabel} value={confirmation} onChange={setConfirmation} error={confirmationError} />
        <Group justify="flex-end">
          <Button type="submit" disabled={!valid} loading={change.isPending}>
            {ACCOUNT_TEXTS.security.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A required new password (the browser may offer to generate one), as a plain text value. */
function NewPasswordInput({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error: string | null }) {
  return (
    <PasswordInput
      label={label}
      autoComplete="new-password"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
