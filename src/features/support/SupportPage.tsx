/**
 * /support: the Contact Support form (spec doc 1 §2, §5), usable signed in or out. The e-mail field is
 * asked only when signed out (signed in, the server knows who is writing).
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { Button, Center, Container, Group, Loader, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { sendSupportMessage } from '../../api/account';
import type { SupportPayload } from '../../api/types';
import { GENERIC_ERROR } from '../../domain/errors';
import { canSendSupport, validateSupport, type SupportValues } from '../../domain/validation/support';
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

function SupportForm({ signedIn }: { signedIn: boolean }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<SupportValues>({ email: '', message: '' });
  const [touched, setTouched] = useState<Touched>({ email: false, message: false });

  const send = useMutation({
    mutationFn: (payload: SupportPayload) => sendSupportMessage(payload, { signedIn }),
    onSuccess: (answer) => {
      notifications.show({ title: 'Success', message: answer.message || SUPPORT_TEXTS.sentFallback, color: 'green' });
      navigate(afterSendPath(signedIn));
    },
    onError: (error) => {
      notifications.show({ title: 'Error', message: error instanceof Error ? error.message : GENERIC_ERROR, color: 'red' });
    },
  });

  const errors = validateSupport(values, signedIn);
  const canSend = canSendSupport(values, signedIn) && !send.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, message: true });
    if (!canSendSupport(values, signedIn) || send.isPending) return;
    const payload: SupportPayload = signedIn
      ? { message: values.message.trim() }
      : { email: values.email.trim(), message: values.message.trim() };
    send.mutate(payload);
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
                onChange={(event) => {
                  const email = event.currentTarget.value;
                  setValues((v) => ({ ...v, email }));
                }}
                onBlur={() => setTouched((t) => ({ ...t, email: true }))}
                error={touched.email ? errors.email : null}
              />
            )}
            <Textarea
              label={SUPPORT_TEXTS.messageLabel}
              placeholder={SUPPORT_TEXTS.messagePlaceholder}
              required
              rows={6}
              resize="vertical"
              value={values.message}
              onChange={(event) => {
                const message = event.currentTarget.value;
                setValues((v) => ({ ...v, message }));
                setTouched((t) => ({ ...t, message: true }));
              }}
              onBlur={() => setTouched((t) => ({ ...t, message: true }))}
              error={touched.message ? errors.message : null}
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
