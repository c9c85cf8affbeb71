import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

export const NOT_FOUND_TEXT = 'THIS PAGE IS NOT FOUND';

/**
 * The not-found page (spec doc 1 §2, §8): inside the layout when signed in (`fullScreen` false),
 * full screen otherwise. Also shown for invitation links that lack their parameters.
 */
export function NotFound({ fullScreen, homeHref, homeLabel }: { fullScreen: boolean; homeHref: string; homeLabel: string }) {
  return (
    <Center mih={fullScreen ? '100dvh' : 320} p="md" component={fullScreen ? 'main' : 'section'}>
      <Stack align="center" gap="sm" ta="center">
        <Text fz={64} fw={700} c="dimmed" aria-hidden="true" lh={1}>
          404
        </Text>
        <Title order={1} size="h2">
          {NOT_FOUND_TEXT}
        </Title>
        <Anchor component={Link} href={homeHref}>
          {homeLabel}
        </Anchor>
      </Stack>
    </Center>
  );
}
