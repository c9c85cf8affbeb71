/** The trial's upgrade offer (doc 1 §2). Whether it shows is decided by the layout (domain rule). */
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'wouter';
import { PLANS_PATH } from '../../domain/permissions';
import { UPGRADE_BANNER } from './messages';

export interface UpgradeBannerProps {
  onDismiss: () => void;
}

export function UpgradeBanner({ onDismiss }: UpgradeBannerProps) {
  return (
    <Paper
      component="section"
      aria-label={UPGRADE_BANNER.label}
      withBorder
      radius="md"
      p="sm"
      mb="md"
      bg="var(--mantine-color-blue-light)"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 16rem' }}>
          {UPGRADE_BANNER.text}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button component={Link} href={PLANS_PATH} size="xs">
            {UPGRADE_BANNER.upgrade}
          </Button>
          <Button size="xs" variant="subtle" onClick={onDismiss}>
            {UPGRADE_BANNER.dismiss}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
