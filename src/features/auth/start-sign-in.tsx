/**
 * Starting a sign-in, shared by the sign-in entry pages (SignInEntry.tsx, loaded on demand) and the guard of
 * every protected route (app/RequireAuth.tsx, on every start): in a module of its own so the guard does not
 * bring the entry pages into the first route's JS.
 */
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { reportError } from '../../api/report-error';
import { signIn, type SignInOptions } from '../../session/auth';
import { SIGN_IN_START_FAILED } from './messages';

/**
 * Starts a sign-in once (`before` runs first: pass a stable function); reports a failure to reach the
 * provider so the screen can show a readable message with a retry.
 */
export function useStartSignIn(options: SignInOptions, before?: () => void): { failed: Error | null; retry: () => void } {
  const [failed, setFailed] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { returnTo } = options;
  const extra = JSON.stringify(options.extra ?? {});

  useEffect(() => {
    let active = true;
    before?.();
    signIn({ returnTo, extra: JSON.parse(extra) as Record<string, string | boolean> }).catch((error: unknown) => {
      reportError(error, { where: 'sign-in start' });
      if (active) setFailed(error instanceof Error ? error : new Error(String(error)));
    });
    return () => {
      active = false;
    };
  }, [returnTo, extra, attempt, before]);

  const retry = useCallback(() => {
    setFailed(null);
    setAttempt((n) => n + 1);
  }, []);
  return { failed, retry };
}

export function SignInStartFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder radius="md" p="xl" w="100%" maw={480}>
        <Stack gap="md" align="center" ta="center">
          <Title order={1} size="h2">
            {SIGN_IN_START_FAILED.title}
          </Title>
          <Text>{error.message}</Text>
          <Button onClick={onRetry}>{SIGN_IN_START_FAILED.retry}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
