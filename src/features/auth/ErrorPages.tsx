/**
 * The sign-in error pages and the e-mail-sent (verify) page of spec doc 3 §2, each with the button
 * 'Return back to Login Page' that logs out and returns to the site origin.
 */
import { Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BRAND } from '../../config/brand';
import { signIn, signOut } from '../../session/auth';
import type { SignInErrorKind } from './error-kinds';
import {
  BLOCKED,
  CONTACT_US,
  INVALID_STATE,
  MFA_REQUIRED,
  PERSONAL_EMAIL,
  RETURN_TO_LOGIN,
  SOMETHING_WENT_WRONG,
  TRIAL_EXPIRED,
  VERIFY_EMAIL,
} from './messages';

function leave(): void {
  void signOut();
}

function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={480}>
        <Stack gap="md" align="center" ta="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
          <Button onClick={leave}>{RETURN_TO_LOGIN}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}

function ContactUs({ after }: { after: string }) {
  return (
    <Text>
      {/* Underlined: in the dark scheme the link's blue is too close to the sentence's light grey to tell apart. */}
      <Anchor href={BRAND.links.contactUs} target="_blank" rel="noopener noreferrer" underline="always">
        {CONTACT_US}
      </Anchor>{' '}
      {after}
    </Text>
  );
}

export function VerifyEmailPage() {
  const resend = () => {
    void signIn({ returnTo: '/', extra: { forceSendEmailVerification: true } });
  };
  return (
    <PageFrame title={VERIFY_EMAIL.title}>
      <Text>{VERIFY_EMAIL.body}</Text>
      <Group justify="center" gap="xs" wrap="wrap">
        <Button variant="subtle" onClick={resend}>
          {VERIFY_EMAIL.resend}
        </Button>
        <Button variant="subtle" component="a" href={BRAND.links.support} target="_blank" rel="noopener noreferrer">
          {VERIFY_EMAIL.contactSupport}
        </Button>
        <Button variant="subtle" onClick={leave}>
          {VERIFY_EMAIL.home}
        </Button>
      </Group>
    </PageFrame>
  );
}

export function SignInErrorPage({ kind }: { kind: SignInErrorKind }) {
  switch (kind) {
    case 'blocked':
      return (
        <PageFrame title={BLOCKED.title}>
          <ContactUs after={BLOCKED.afterLink} />
        </PageFrame>
      );
    case 'trialExpired':
      return (
        <PageFrame title={TRIAL_EXPIRED.title}>
          <Text>{TRIAL_EXPIRED.body}</Text>
          <Text fw={600}>{TRIAL_EXPIRED.question}</Text>
          <Text>{TRIAL_EXPIRED.support}</Text>
        </PageFrame>
      );
    case 'personalEmail':
      return (
        <PageFrame title={PERSONAL_EMAIL.title}>
          <Text>{PERSONAL_EMAIL.body}</Text>
          <Text>{PERSONAL_EMAIL.hint}</Text>
        </PageFrame>
      );
    case 'mfaRequired':
      return <PageFrame title={MFA_REQUIRED.title} />;
    case 'invalidState':
      return <PageFrame title={INVALID_STATE.title} />;
    case 'verifyEmail':
      return <VerifyEmailPage />;
    case 'somethingWentWrong':
      return (
        <PageFrame title={SOMETHING_WENT_WRONG.title}>
          <ContactUs after={SOMETHING_WENT_WRONG.afterLink} />
        </PageFrame>
      );
  }
}
