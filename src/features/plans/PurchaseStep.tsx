/**
 * Step 2 of the Plans page (doc 3 §2): 'Purchase Premium Plan' with its back button, 'Free $500 Credits',
 * the feature table of doc 3 §9 and its prices, 'Submit purchase' and the 'Safe & secure payment' note.
 * Props only.
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { PREMIUM_FEATURES, PREMIUM_PRICING } from '../../domain/plans';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { GatedButton } from '../../ui/GatedButton';
import { PLANS_TEXTS } from './messages';

const TEXTS = PLANS_TEXTS.purchase;

const FEATURE_COLUMNS: DataColumn<string>[] = [
  { key: 'feature', label: TEXTS.featureColumn, rowHeader: true, render: (feature) => feature },
  { key: 'included', label: TEXTS.includedColumn, render: () => TEXTS.included },
];

const PRICING_COLUMNS: DataColumn<(typeof PREMIUM_PRICING)[number]>[] = [
  { key: 'item', label: TEXTS.pricingItem, rowHeader: true, render: (row) => row.item },
  { key: 'price', label: TEXTS.pricingPrice, render: (row) => row.price },
];

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
      <DataTable
        caption={TEXTS.featuresCaption}
        columns={FEATURE_COLUMNS}
        rows={PREMIUM_FEATURES}
        rowKey={(feature) => feature}
        striped
        phoneLayout="table"
      />
      <DataTable caption={TEXTS.pricingCaption} columns={PRICING_COLUMNS} rows={PREMIUM_PRICING} rowKey={(row) => row.item} phoneLayout="table" />
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
