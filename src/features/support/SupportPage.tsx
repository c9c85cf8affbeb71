/**
 * /support: the Contact Support form (spec doc 1 §2, §5), usable signed in or out. The e-mail field is
 * asked only when signed out (signed in, the server knows who is writing).
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { accountMutations } from '../../api/account';
import type { SupportPayload } from '../../contract/types';
import { serverFieldErrors } from '../../domain/errors';
import { canSendSupport, validateSupport } from '../../domain/schemas/support';
import {
  SUPPORT_MESSAGES,
  supportMessageLength,
  supportInputFor,
  type SupportValues,
} from '../../domain/validation/support';
import { useSession } from '../../stores/session';
import { SUPPORT_TEXTS } from './messages';
import { afterSendPath, CANCEL_FALLBACK, hasPreviousLocation } from './navigation';

export function SupportPage() {
  const status = useSession((s) => s.status);
  if (status === 'loading') {
    return (
      <Center mih={240}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return <SupportForm signedIn={status === 'signedIn'} />;
}

interface Touched {
  email: boolean;
  message: boolean;
}

type SupportField = keyof SupportValues;

/**
 * Signed out, the answer stays on the page: /signin leaves at once for the identity provider, so a
 * notice shown on the way would never be read. The visitor goes on with Sign in when ready.
 */
function SentSignedOut({ message }: { message: string }) {
  const [, navigate] = useLocation();
  return (
    <Container size="sm" py="xl" px="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {SUPPORT_TEXTS.title}
          </Title>
          <Alert color="green" role="status" icon={<IconCircleCheck size={20} aria-hidden />} w="100%">
            {message}
          </Alert>
          <Button onClick={() => navigate(afterSendPath(false))}>{SUPPORT_TEXTS.signIn}</Button>
        </Stack>
      </Paper>
    </Container>
  );
}

function SupportForm({ signedIn }: { signedIn: boolean }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<SupportValues>({ email: '', message: '' });
  const [touched, setTouched] = useState<Touched>({ email: false, message: false });
  // The server's verdict on a field, shown under it until that field is edited.
  const [serverErrors, setServerErrors] = useState<Partial<Record<SupportField, string>>>({});
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  // The factory shows the notices (signed in only) and leaves field messages to this form.
  const send = useMutation(accountMutations.sendSupportMessage(signedIn));

  if (sentMessage !== null) return <SentSignedOut message={sentMessage} />;

  const errors = validateSupport(values, signedIn);
  const canSend = canSendSupport(values, signedIn) && !send.isPending;
  const errorOf = (field: SupportField) => (touched[field] ? errors[field] : null) ?? serverErrors[field] ?? null;
  const edit = (field: SupportField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, message: true });
    if (!canSendSupport(values, signedIn) || send.isPending) return;
    const payload: SupportPayload = signedIn
      ? { message: values.message.trim() }
      : { email: values.email.trim(), message: values.message.trim() };
    send.mutate(payload, {
      onSuccess: (answer) => {
        if (signedIn) navigate(afterSendPath(signedIn));
        else setSentMessage(answer.message || SUPPORT_TEXTS.sentFallback);
      },
      onError: (error) => setServerErrors(serverFieldErrors(error, supportInputFor)),
    });
  };

  const onCancel = () => {
    if (hasPreviousLocation()) window.history.back();
    else navigate(CANCEL_FALLBACK);
  };

  return (
    <Container size="sm" py="xl" px="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate aria-labelledby="support-title">
          <Stack gap="md">
            <Title order={1} size="h2" id="support-title">
              {SUPPORT_TEXTS.title}
            </Title>
            <Text c="dimmed">{SUPPORT_TEXTS.intro}</Text>
            {signedIn ? null : (
              <TextInput
                label={SUPPORT_TEXTS.emailLabel}
                description={SUPPORT_TEXTS.emailDescription}
                type="email"
                autoComplete="email"
                required
                value={values.email}
                onChange={(event) => edit('email', event.currentTarget.value)}
                onBlur={() => setTouched((t) => ({ ...t, email: true }))}
                error={errorOf('email')}
              />
            )}
            <Textarea
              label={SUPPORT_TEXTS.messageLabel}
              placeholder={SUPPORT_TEXTS.messagePlaceholder}
              required
              rows={6}
              resize="vertical"
              value={values.message}
              description={SUPPORT_MESSAGES.messageCounter(supportMessageLength(values.message))}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              onChange={(event) => {
                edit('message', event.currentTarget.value);
                setTouched((t) => ({ ...t, message: true }));
              }}
              onBlur={() => setTouched((t) => ({ ...t, message: true }))}
              error={errorOf('message')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel}>
                {SUPPORT_TEXTS.cancel}
              </Button>
              <Button type="submit" disabled={!canSend} loading={send.isPending}>
                {SUPPORT_TEXTS.send}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
