/** The trial's upgrade offer (doc 1 §2). Whether it shows is decided by the layout (domain rule). */
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link, useLocation, useSearch } from 'wouter';
import { PLANS_PATH } from '../../domain/permissions';
import { plansLinkState } from '../../domain/plans-link';
import { UPGRADE_BANNER } from './messages';

export interface UpgradeBannerProps {
  /** The trial has expired: the offer says so instead of promising free usage. */
  expired: boolean;
  onDismiss: () => void;
}

/** Upgrade carries where the user was, so the plans page's close icon returns there (doc 3 §2). */
export function UpgradeBanner({ expired, onDismiss }: UpgradeBannerProps) {
  const [location] = useLocation();
  const search = useSearch();
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
          {expired ? UPGRADE_BANNER.expiredText : UPGRADE_BANNER.text}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Link href={PLANS_PATH} state={plansLinkState(search ? `${location}?${search}` : location)} asChild>
            <Button component="a" size="xs">
              {UPGRADE_BANNER.upgrade}
            </Button>
          </Link>
          <Button size="xs" variant="subtle" onClick={onDismiss}>
            {UPGRADE_BANNER.dismiss}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
