import { Button, Center, Stack, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { User } from '../contract/types';
import { BRAND } from '../config/brand';
import { TRIAL_EXPIRED_TEXTS } from './trial-expired-texts';

export { TRIAL_EXPIRED_TEXTS };

/**
 * The lab button shows for users who have neither vholParticipation nor extendedTrial (doc 1 §8).
 * The spec offers "either a Request Upgrade button … or a Register in Virtual Hands On Lab button":
 * those who may still join the lab get the lab button, everyone else Request Upgrade.
 */
export function showsLabButton(user: Pick<User, 'vholParticipation' | 'extendedTrial'>): boolean {
  return !user.vholParticipation && !user.extendedTrial;
}

/**
 * Shown instead of the cluster list (doc 1 §2, §8) and of the data apps catalogue (doc 3 §2, §6) once the trial
 * has expired. Shared by /clusters and /data-apps.
 */
export function TrialExpired({ user }: { user: Pick<User, 'vholParticipation' | 'extendedTrial'> }) {
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="lg" maw={560}>
        <Title order={2} ta="center" size="h3">
          {TRIAL_EXPIRED_TEXTS.title}
        </Title>
        {showsLabButton(user) ? (
          <Button component="a" href={BRAND.links.virtualHandsOnLab} target="_blank" rel="noopener noreferrer">
            {TRIAL_EXPIRED_TEXTS.registerLab}
          </Button>
        ) : (
          <Button component={Link} href="/support">
            {TRIAL_EXPIRED_TEXTS.requestUpgrade}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
