/**
 * The expandable table (spec doc 3 §2): one row per month and cluster; each month row's button opens its days
 * (aria-expanded says which are open) under it. On a phone each row is a card (the data table). Props only.
 */
import { useState } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { formatUnits, readableDay, readableMonth, type DayRow, type MonthRow } from '../../domain/consumption';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { CONSUMPTION_TEXTS } from './messages';

const T = CONSUMPTION_TEXTS.table;

/** A month row, or one of its days once the month is open. */
type Line = { month: MonthRow; day: null } | { month: MonthRow; day: DayRow };

export function ConsumptionTable({ rows, locale }: { rows: readonly MonthRow[]; locale: readonly string[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const units = (value: number) => formatUnits(value, locale);
  const figures = (line: Line) => line.day ?? line.month;

  const columns: DataColumn<Line>[] = [
    {
      key: 'month',
      label: T.month,
      rowHeader: (line) => line.day === null,
      render: ({ month, day }) => {
        if (day) {
          return (
            <Text span inherit pl="lg">
              {readableDay(day.day)}
            </Text>
          );
        }
        const expanded = open.has(month.key);
        const name = readableMonth(month.month);
        return (
          <UnstyledButton
            onClick={() => toggle(month.key)}
            aria-expanded={expanded}
            aria-label={T.expand(name, month.clusterName)}
            style={{ display: 'inline-flex', gap: 6, alignItems: 'center', fontWeight: 600 }}
          >
            <span aria-hidden="true" style={{ display: 'inline-block', width: 12 }}>
              {expanded ? '▾' : '▸'}
            </span>
            {name}
          </UnstyledButton>
        );
      },
    },
    { key: 'cluster', label: T.cluster, wrap: true, render: (line) => line.month.clusterName },
    { key: 'incorta', label: T.incorta, align: 'right', render: (line) => units(figures(line).incorta) },
    { key: 'spark', label: T.spark, align: 'right', render: (line) => units(figures(line).spark) },
    { key: 'total', label: T.total, align: 'right', render: (line) => units(figures(line).total) },
  ];

  return (
    <DataTable
      rows={rows.map((month): Line => ({ month, day: null }))}
      subRows={({ month, day }) => (day === null && open.has(month.key) ? month.days.map((d) => ({ month, day: d })) : [])}
      noMatch={
        <Text size="sm" c="dimmed">
          {T.empty}
        </Text>
      }
      caption={T.caption}
      columns={columns}
      rowKey={({ month, day }) => (day ? `${month.key}:${day.day}` : month.key)}
      striped
      highlightOnHover
      verticalSpacing="xs"
      minWidth={640}
    />
  );
}
