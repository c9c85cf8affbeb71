/**
 * Every signed-in screen: the layout around it, and the gate of spec doc 1 §2 — an unconfirmed user
 * sees the verify page instead of the app.
 */
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { userQueries } from '../api/users';
import { VerifyEmail } from './VerifyEmail';
import { LOADING_ACCOUNT } from '../features/auth/loader-labels';
import { useRequiredUuid } from '../stores/session';
import { FullPageLoader } from '../ui/FullPageLoader';
import { AppLayout } from './layout/AppLayout';
import { logOut } from './layout/log-out';
import { USER_MENU } from './layout/messages';

export const ACCOUNT_LOAD_FAILED = 'Your account could not be loaded.';
export const TRY_AGAIN = 'Try again';

export function SignedInShell({ children }: { children: ReactNode }) {
  const uuid = useRequiredUuid();
  const me = useQuery(userQueries.me(uuid));
  // The whole signed-in page appears when the user arrives: it renders at transition priority, in slices
  // between frames, while the loader stays (a query's update alone would render it in one long task).
  const deferred = useDeferredValue(me.data);
  // Only this session's user: a deferred copy never shows one account's page under another's session.
  const user = deferred?.uuid === uuid ? deferred : undefined;
  if (user) {
    if (!user.confirmed) return <VerifyEmail />;
    return <AppLayout>{children}</AppLayout>;
  }
  // A retry clears the error while it runs (react-query): the page stays, its button spinning, so the
  // header does not blink away and back.
  const failed = me.isError || (me.errorUpdatedAt > 0 && me.isFetching);
  if (failed) {
    // Inside the frame: the header and its user menu stay, and Log Out is offered beside Try again, so a
    // signed-in user is never left on a page they cannot leave.
    return (
      <AppLayout>
        <Center py="xl">
          <Stack align="center" ta="center" gap="sm" maw={480}>
            <Title order={1} size="h2">
              {ACCOUNT_LOAD_FAILED}
            </Title>
            {me.error ? <Text>{me.error.message}</Text> : null}
            <Group justify="center" gap="sm">
              <Button onClick={() => void me.refetch()} loading={me.isFetching}>
                {TRY_AGAIN}
              </Button>
              <Button variant="default" onClick={logOut}>
                {USER_MENU.logOut}
              </Button>
            </Group>
          </Stack>
        </Center>
      </AppLayout>
    );
  }
  return <FullPageLoader label={LOADING_ACCOUNT} />;
}
