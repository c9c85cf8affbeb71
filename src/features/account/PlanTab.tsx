/**
 * The plan tab of /my-account (doc 1 §2: only with the payment toggle): the current plan's card texts, what
 * it includes (doc 3 §9) and a way to /plans, whose close icon comes back here.
 */
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { User } from '../../contract/types';
import { PATHS } from '../../domain/paths';
import { BASIC_EXCLUDED_FEATURES, PLAN_CARDS, PLANS_CLOSE_FALLBACK, planOf, plansLinkState, PREMIUM_FEATURES } from '../../domain/plans';
import { PLAN_TAB_TEXTS as TEXTS } from './plan-messages';

export function PlanTab({ user }: { user: User }) {
  const plan = planOf(user);
  const card = PLAN_CARDS[plan];
  return (
    <Stack gap="md" maw={640}>
      <Title order={2} size="h3">
        {TEXTS.heading}
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text size="xl" fw={700}>
              {card.name}
            </Text>
            <Badge variant="light">{card.label}</Badge>
          </Group>
          <Text fw={600}>{card.price}</Text>
          <Title order={3} size="h5">
            {TEXTS.includes}
          </Title>
          {plan === 'basic' ? (
            <>
              <Text size="sm">{TEXTS.basicClusters(user.configurations.allowedInstances.count)}</Text>
              <Text size="sm" fw={600}>
                {TEXTS.notIncluded}
              </Text>
              <List size="sm">
                {BASIC_EXCLUDED_FEATURES.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
            </>
          ) : (
            <List size="sm">
              {plan === 'enterprise' ? <List.Item>{TEXTS.enterpriseIncludes}</List.Item> : <List.Item>{TEXTS.premiumCredits}</List.Item>}
              {PREMIUM_FEATURES.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Card>
      <Group>
        <Link href={PATHS.plans} state={plansLinkState(PLANS_CLOSE_FALLBACK)} asChild>
          <Button component="a">{plan === 'basic' ? TEXTS.upgrade : TEXTS.seePlans}</Button>
        </Link>
      </Group>
    </Stack>
  );
}
