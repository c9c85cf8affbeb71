/**
 * Step 2 of the Plans page (doc 3 §2): 'Purchase Premium Plan' with its back button, 'Free $500 Credits',
 * the feature table of doc 3 §9 and its prices, 'Submit purchase' and the 'Safe & secure payment' note.
 * Props only.
 */
import '@mantine/core/styles/Table.css';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { PREMIUM_FEATURES, PREMIUM_PRICING } from '../../domain/plans';
import { GatedButton } from '../../ui/GatedButton';
import { PLANS_TEXTS } from './messages';

const TEXTS = PLANS_TEXTS.purchase;

export interface PurchaseStepProps {
  onBack: () => void;
  onSubmit: () => void;
  busy: boolean;
  /** Why submitting is refused now (offline), or null. */
  refusal: string | null;
}

export function PurchaseStep({ onBack, onSubmit, busy, refusal }: PurchaseStepProps) {
  return (
    <Stack gap="lg">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} disabled={busy}>
          {TEXTS.back}
        </Button>
      </Group>
      <Title order={2}>{TEXTS.title}</Title>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-teal-light)">
        <Text size="lg" fw={700}>
          {TEXTS.credits}
        </Text>
      </Paper>
      <Table.ScrollContainer minWidth={300}>
        <Table striped>
          <Table.Caption>{TEXTS.featuresCaption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{TEXTS.featureColumn}</Table.Th>
              <Table.Th scope="col">{TEXTS.includedColumn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PREMIUM_FEATURES.map((feature) => (
              <Table.Tr key={feature}>
                <Table.Th scope="row" fw={400}>
                  {feature}
                </Table.Th>
                <Table.Td>{TEXTS.included}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table.ScrollContainer minWidth={300}>
        <Table>
          <Table.Caption>{TEXTS.pricingCaption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{TEXTS.pricingItem}</Table.Th>
              <Table.Th scope="col">{TEXTS.pricingPrice}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PREMIUM_PRICING.map((row) => (
              <Table.Tr key={row.item}>
                <Table.Th scope="row" fw={400}>
                  {row.item}
                </Table.Th>
                <Table.Td>{row.price}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" align="flex-start">
        <GatedButton label={TEXTS.submit} refusal={refusal} loading={busy} onClick={onSubmit} />
        <Group gap={6}>
          <IconLock size={16} aria-hidden />
          <Text size="sm">{TEXTS.secure}</Text>
        </Group>
      </Stack>
    </Stack>
  );
}
