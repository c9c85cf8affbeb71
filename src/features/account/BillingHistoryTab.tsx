/**
 * The billing-history tab of /my-account (doc 1 §2, doc 3 §7): a month picker (the month travels as
 * MM/yyyy), the clusters the user owns with what each used and cost in that month (statshistory), the
 * totals since the first cluster (statshistorytotal) and the payment information (payment). Each read is
 * persisted and drawn with its own state, so an offline start shows the last figures with their age. On a
 * phone each cluster is a card (the data table); units have 5 decimals (doc 3 §9).
 */
import '@mantine/dates/styles.css';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { planQueries } from '../../api/plans';
import type { User } from '../../contract/types';
import type { BillingStats, PaymentInfo } from '../../contract/types/plans';
import { UNIT_DECIMALS } from '../../domain/constants';
import { formatBillingMonth, planOf, sumStats } from '../../domain/plans';
import { formatDate } from '../../domain/time-format';
import { CALENDAR_LABELS } from '../../ui/calendar-labels';
import { byNumber, byText, DataTable, type DataColumn } from '../../ui/DataTable';
import { userLocale } from '../../ui/locale';
import { QueryState, queryStateOf, type QueryStateTexts } from '../../ui/QueryState';
import { BILLING_TEXTS as TEXTS } from './plan-messages';

function texts(loading: string, errorTitle: string): QueryStateTexts {
  return { loading, errorTitle, retry: TEXTS.retry, stale: TEXTS.stale };
}

/** 'YYYY-MM-01' of a local date: the picker's value. */
function monthValue(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-01`;
}

/** The picker's 'YYYY-MM-DD' as the call's MM/yyyy. */
function billingMonthOf(value: string): string {
  return formatBillingMonth(Number(value.slice(0, 4)), Number(value.slice(5, 7)));
}

function useFormats() {
  const locale = userLocale();
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const units = new Intl.NumberFormat(locale, { minimumFractionDigits: UNIT_DECIMALS, maximumFractionDigits: UNIT_DECIMALS });
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  return { money: (n: number) => money.format(n), units: (n: number) => units.format(n), plain: (n: number) => plain.format(n) };
}

/** A cluster's figures for the month, or the month's total. */
interface StatsLine {
  id: string;
  name: string;
  stats: BillingStats;
}

function statsColumns(f: ReturnType<typeof useFormats>): DataColumn<StatsLine>[] {
  return [
    { key: 'cluster', label: TEXTS.columns.cluster, rowHeader: true, wrap: true, sort: byText((line) => line.name), render: (line) => line.name },
    { key: 'units', label: TEXTS.columns.units, sort: byNumber((line) => line.stats.totalUnits), render: (line) => f.units(line.stats.totalUnits) },
    { key: 'users', label: TEXTS.columns.users, render: (line) => f.plain(line.stats.users) },
    { key: 'storage', label: TEXTS.columns.storage, render: (line) => f.plain(line.stats.storageTB) },
    { key: 'cost', label: TEXTS.columns.cost, sort: byNumber((line) => line.stats.totalCost), render: (line) => f.money(line.stats.totalCost) },
  ];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

function PaymentDetails({ payment }: { payment: PaymentInfo | null }) {
  if (!payment) return <Text size="sm">{TEXTS.noPayment}</Text>;
  const locale = userLocale();
  const period = `${formatDate(Date.parse(payment.currentPeriodStart), locale, 'UTC')} – ${formatDate(Date.parse(payment.currentPeriodEnd), locale, 'UTC')}`;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Figure label={TEXTS.plan} value={payment.plan} />
      <Figure label={TEXTS.method} value={TEXTS.card(payment.paymentMethod.brand, payment.paymentMethod.last4)} />
      <Figure label={TEXTS.period} value={period} />
    </SimpleGrid>
  );
}

export function BillingHistoryTab({ user }: { user: User }) {
  const uuid = user.uuid;
  const [today] = useState(() => new Date());
  const [month, setMonth] = useState(() => monthValue(today));
  const billingMonth = billingMonthOf(month);
  const history = useQuery(planQueries.statsHistory(uuid, billingMonth));
  const totals = useQuery(planQueries.statsHistoryTotal(uuid));
  const payment = useQuery(planQueries.payment(uuid));
  const f = useFormats();
  const created = new Date(Date.parse(user.createdAt) || today.getTime());

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <MonthPickerInput
          ariaLabels={CALENDAR_LABELS}
          label={TEXTS.monthLabel}
          description={TEXTS.monthDescription}
          valueFormat="MM/YYYY"
          value={month}
          onChange={(value) => value && setMonth(value.slice(0, 10))}
          minDate={monthValue(created)}
          maxDate={monthValue(today)}
          maw={260}
        />
        <QueryState query={queryStateOf(history)} texts={texts(TEXTS.loadingHistory, TEXTS.historyError)} isEmpty={(d) => d.instances.length === 0} empty={<Text size="sm">{TEXTS.empty}</Text>}>
          {(data) => (
            <DataTable
              rows={data.instances}
              summary={{ id: 'total', name: TEXTS.monthTotal, stats: sumStats(data.instances.map((i) => i.stats)) }}
              label={TEXTS.tableLabel(data.date)}
              columns={statsColumns(f)}
              rowKey={(line) => line.id}
              striped
              minWidth={520}
            />
          )}
        </QueryState>
      </Stack>

      <Section title={TEXTS.totalsHeading}>
        <QueryState query={queryStateOf(totals)} texts={texts(TEXTS.loadingTotals, TEXTS.totalsError)}>
          {({ stats }) => (
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                <Figure label={TEXTS.totals.units} value={f.units(stats.totalUnits)} />
                <Figure label={TEXTS.totals.cost} value={f.money(stats.totalCost)} />
                <Figure label={TEXTS.totals.credit} value={f.money(stats.creditUsed)} />
                <Figure label={TEXTS.totals.due} value={f.money(stats.amountDue)} />
              </SimpleGrid>
              {stats.since ? <Text size="sm">{TEXTS.since(stats.since)}</Text> : null}
              {planOf(user) === 'basic' ? <Text size="sm">{TEXTS.freeNotBilled}</Text> : null}
            </Stack>
          )}
        </QueryState>
      </Section>

      <Section title={TEXTS.paymentHeading}>
        <QueryState query={queryStateOf(payment)} texts={texts(TEXTS.loadingPayment, TEXTS.paymentError)}>
          {({ payment: info }) => <PaymentDetails payment={info} />}
        </QueryState>
      </Section>
    </Stack>
  );
}
