import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { STARTUP_ERROR } from './startup-error-texts';

export { STARTUP_ERROR };

/**
 * Shown instead of a blank page when runtime configuration cannot be loaded. Loaded only then (main.tsx),
 * so no start that succeeds carries it.
 */
export function StartupError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" ta="center" gap="md" maw={520}>
        <Title order={1} size="h2">
          {STARTUP_ERROR.title}
        </Title>
        <Text>{STARTUP_ERROR.body}</Text>
        <Code block>{detail}</Code>
        <Button onClick={() => window.location.reload()}>{STARTUP_ERROR.reload}</Button>
      </Stack>
    </Center>
  );
}
