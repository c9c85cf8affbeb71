import { Stack, Text, Title } from '@mantine/core';

export const AREA_NOT_AVAILABLE_TEXT = 'This area is not available yet.';

/**
 * Where a route's screen belongs to a later part of the product: the route exists and says so
 * plainly, rather than showing anything that looks like data.
 */
export function AreaNotAvailable({ title }: { title: string }) {
  return (
    <Stack gap="sm" p="md" component="section">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{AREA_NOT_AVAILABLE_TEXT}</Text>
    </Stack>
  );
}
