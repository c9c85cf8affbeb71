/** 'A new version is available' with Reload (UpdatePrompt.tsx mounts it once a new version waits). */
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { usePwa } from './store';

export const UPDATE_TEXTS = {
  available: 'A new version is available',
  reload: 'Reload',
} as const;

export function UpdateNotice() {
  const applyUpdate = usePwa((s) => s.applyUpdate);
  const [reloading, setReloading] = useState(false);
  if (!applyUpdate) return null;
  return (
    <Paper
      role="status"
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      pos="fixed"
      bottom={16}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 400, width: 'min(420px, calc(100vw - 32px))' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={500}>
          {UPDATE_TEXTS.available}
        </Text>
        <Button
          size="xs"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            applyUpdate();
          }}
        >
          {UPDATE_TEXTS.reload}
        </Button>
      </Group>
    </Paper>
  );
}
