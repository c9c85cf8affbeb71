/**
 * /plans (doc 3 §2, §4; doc 1 §2): the header 'Plans' with its close icon (back to where the user came from,
 * or /my-account?tab=plan), then one of two screens:
 *
 * - with the payment toggle (doc 3 §2 "a different screen is used when the payment feature toggle is
 *   enabled"): self-service. The cards; 'Try for free' opens step 2, 'Purchase Premium Plan', whose 'Submit
 *   purchase' runs the purchase check and the change to premium; Downgrade on the Basic card for a premium
 *   user, with its confirmation and the server's check. After a change the user is reloaded and the app goes
 *   to /my-account?tab=plan.
 * - without it: no payment can be taken, so the same cards compare the plans, a free user sees the premium
 *   offer of doc 3 §9 (30-day free trial, then $1200/year) and asks for it through Help & Support, and a
 *   paying user changes plan the same way.
 *
 * 'Contact Sales' (both screens) only shows its alert (doc 3 §2).
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ActionIcon, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { planMutations } from '../../api/plans';
import type { User } from '../../contract/types';
import { userQueries } from '../../api/users';
import { PATHS } from '../../domain/paths';
import { isToggleEnabled } from '../../domain/permissions';
import { PLANS_CLOSE_FALLBACK, planOf, plansReturnTo } from '../../domain/plans';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../pwa';
import { useRequiredUuid } from '../../stores/session';
import { GatedButton } from '../../ui/GatedButton';
import { QueryState, queryStateOf } from '../../ui/QueryState';
import { DowngradeDialog } from './DowngradeDialog';
import { PLANS_TEXTS } from './messages';
import { PlanCards } from './PlanCards';
import { PurchaseStep } from './PurchaseStep';


function PaymentPlans({ user, onChanged }: { user: User; onChanged: () => void }) {
  const online = useOnline();
  const [step, setStep] = useState<'cards' | 'purchase'>('cards');
  const [downgrading, setDowngrading] = useState(false);
  const upgrade = useMutation(planMutations.upgrade(user.uuid));
  const current = planOf(user);
  const offline = online ? null : OFFLINE_ACTION_TOOLTIP;

  if (step === 'purchase') {
    return (
      <PurchaseStep
        onBack={() => setStep('cards')}
        busy={upgrade.isPending}
        refusal={offline}
        onSubmit={() => upgrade.mutate(undefined, { onSuccess: onChanged })}
      />
    );
  }
  return (
    <>
      <PlanCards
        current={current}
        actions={{
          basic:
            current === 'premium' ? (
              <GatedButton label={PLANS_TEXTS.downgrade} variant="default" refusal={offline} onClick={() => setDowngrading(true)} />
            ) : null,
          premium: current === 'basic' ? <Button onClick={() => setStep('purchase')}>{PLANS_TEXTS.tryForFree}</Button> : null,
        }}
      />
      {downgrading ? (
        <DowngradeDialog uuid={user.uuid} onCancel={() => setDowngrading(false)} onDone={onChanged} />
      ) : null}
    </>
  );
}

function PlansOffer({ user }: { user: User }) {
  const current = planOf(user);
  return (
    <Stack gap="md">
      <Text>{PLANS_TEXTS.offer.intro}</Text>
      <PlanCards
        current={current}
        notes={current === 'basic' ? { premium: PLANS_TEXTS.offer.premiumOffer } : {}}
        actions={{
          premium:
            current === 'basic' ? (
              <Button component={Link} href={PATHS.support}>
                {PLANS_TEXTS.offer.requestUpgrade}
              </Button>
            ) : null,
        }}
      />
      {current === 'premium' ? (
        <Group gap="xs">
          <Text size="sm">{PLANS_TEXTS.offer.changeThroughSupport}</Text>
          <Button component={Link} href={PATHS.support} variant="subtle" size="compact-sm">
            {PLANS_TEXTS.offer.contactSupport}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export function PlansPage() {
  const uuid = useRequiredUuid();
  const me = useQuery(userQueries.me(uuid));
  const [, navigate] = useLocation();
  // The last location, when the link that opened /plans said where it was (domain/plans.ts plansLinkState).
  const close = () => navigate(plansReturnTo(window.history.state));

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h2">
            {PLANS_TEXTS.title}
          </Title>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={PLANS_TEXTS.close} onClick={close}>
            <IconX size={20} aria-hidden />
          </ActionIcon>
        </Group>
        <QueryState
          query={queryStateOf(me)}
          texts={PLANS_TEXTS}
        >
          {(user) =>
            isToggleEnabled(user, 'payment') ? (
              <PaymentPlans user={user} onChanged={() => navigate(PLANS_CLOSE_FALLBACK)} />
            ) : (
              <PlansOffer user={user} />
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
