import { Button, Center, Stack, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { User } from '../../api/types';
import { BRAND } from '../../config/brand';
import { EXPIRED_MESSAGES } from './messages';

/**
 * The lab button shows for users who have neither vholParticipation nor extendedTrial (doc 1 §8).
 * The spec offers "either a Request Upgrade button … or a Register in Virtual Hands On Lab button":
 * those who may still join the lab get the lab button, everyone else Request Upgrade.
 */
export function showsLabButton(user: Pick<User, 'vholParticipation' | 'extendedTrial'>): boolean {
  return !user.vholParticipation && !user.extendedTrial;
}

/** Shown instead of the cluster list once the trial has expired (doc 1 §2, §8). */
export function TrialExpired({ user }: { user: Pick<User, 'vholParticipation' | 'extendedTrial'> }) {
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="lg" maw={560}>
        <Title order={2} ta="center" size="h3">
          {EXPIRED_MESSAGES.title}
        </Title>
        {showsLabButton(user) ? (
          <Button
            component="a"
            href={BRAND.links.virtualHandsOnLab}
            target="_blank"
            rel="noopener noreferrer"
          >
            {EXPIRED_MESSAGES.registerLab}
          </Button>
        ) : (
          <Button component={Link} href="/support">
            {EXPIRED_MESSAGES.requestUpgrade}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
