/**
 * Every signed-in screen: the layout around it, and the gate of spec doc 1 §2 — an unconfirmed user
 * sees the verify page instead of the app.
 */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userQueries } from '../api/users';
import { VerifyEmailPage } from '../features/auth/ErrorPages';
import { LOADING_ACCOUNT } from '../features/auth/messages';
import { useRequiredUuid } from '../stores/session';
import { FullPageLoader } from '../ui/FullPageLoader';
import { AppLayout } from './layout/AppLayout';

export const ACCOUNT_LOAD_FAILED = 'Your account could not be loaded.';
export const TRY_AGAIN = 'Try again';

export function SignedInShell({ children }: { children: ReactNode }) {
  const uuid = useRequiredUuid();
  const me = useQuery(userQueries.me(uuid));
  if (me.data) {
    if (!me.data.confirmed) return <VerifyEmailPage />;
    return <AppLayout>{children}</AppLayout>;
  }
  if (me.isError) {
    return (
      <Center mih="100dvh" p="md" component="main">
        <Stack align="center" ta="center" gap="sm" maw={480}>
          <Title order={1} size="h2">
            {ACCOUNT_LOAD_FAILED}
          </Title>
          <Text>{me.error.message}</Text>
          <Button onClick={() => void me.refetch()} loading={me.isFetching}>
            {TRY_AGAIN}
          </Button>
        </Stack>
      </Center>
    );
  }
  return <FullPageLoader label={LOADING_ACCOUNT} />;
}
