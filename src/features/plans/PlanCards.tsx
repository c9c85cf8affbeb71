/**
 * Step 1 of the Plans page (doc 3 §2): the Basic, Premium and Enterprise cards with their price and label,
 * 'Current Plan' on the user's own, and each card's action. Props only: the page decides the actions.
 * 'Contact Sales' shows 'Not working!!' as an inline alert (a Mantine Alert with role="alert"), not a
 * browser alert(): it is announced by screen readers, does not block the page, and can be dismissed.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PLAN_CARDS, PLANS, type Plan } from '../../domain/plans';
import { PLANS_TEXTS } from './messages';

export interface PlanCardsProps {
  current: Plan;
  /** Each card's action (the Enterprise card has its own 'Contact Sales'); none: no button. */
  actions: Partial<Record<Exclude<Plan, 'enterprise'>, ReactNode>>;
  /** A line under a card's price (e.g. the premium offer of the screen without payment). */
  notes?: Partial<Record<Plan, string>>;
}

function ContactSales() {
  const [shown, setShown] = useState(false);
  return (
    <Stack gap="xs">
      <Button variant="default" onClick={() => setShown(true)}>
        {PLANS_TEXTS.contactSales}
      </Button>
      {shown ? (
        <Alert color="yellow" role="alert" withCloseButton closeButtonLabel={PLANS_TEXTS.dismiss} onClose={() => setShown(false)}>
          {PLANS_TEXTS.contactSalesAlert}
        </Alert>
      ) : null}
    </Stack>
  );
}

export function PlanCards({ current, actions, notes = {} }: PlanCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" role="list" aria-label={PLANS_TEXTS.cardsLabel}>
      {PLANS.map((plan) => {
        const card = PLAN_CARDS[plan];
        const titleId = `plan-card-${plan}`;
        const action = plan === 'enterprise' ? (current === 'enterprise' ? null : <ContactSales />) : actions[plan];
        return (
          <Card key={plan} withBorder radius="md" padding="lg" role="listitem" aria-labelledby={titleId}>
            <Stack gap="sm" h="100%">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Title order={2} size="h3" id={titleId}>
                  {card.name}
                </Title>
                <Group gap={6}>
                  <Badge variant="light">{card.label}</Badge>
                  {current === plan ? <Badge color="teal">{PLANS_TEXTS.currentPlan}</Badge> : null}
                </Group>
              </Group>
              <Text size="xl" fw={700}>
                {card.price}
              </Text>
              {notes[plan] ? <Text size="sm">{notes[plan]}</Text> : null}
              {action ? <Stack mt="auto">{action}</Stack> : null}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
