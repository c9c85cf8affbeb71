/**
 * The expandable table (spec doc 3 §2): one row per month and cluster; each month row's button opens its days
 * (aria-expanded says which are open). It scrolls sideways on a narrow screen. Props only.
 */
import '@mantine/core/styles/Table.css';
import { Fragment, useState } from 'react';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { formatUnits, readableDay, readableMonth, type MonthRow } from '../../domain/consumption';
import { CONSUMPTION_TEXTS } from './messages';

const T = CONSUMPTION_TEXTS.table;

export function ConsumptionTable({ rows, locale }: { rows: readonly MonthRow[]; locale: readonly string[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {T.empty}
      </Text>
    );
  }
  const units = (value: number) => formatUnits(value, locale);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs" captionSide="top">
        <Table.Caption>{T.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.month}</Table.Th>
            <Table.Th scope="col">{T.cluster}</Table.Th>
            <Table.Th scope="col" ta="right">{T.incorta}</Table.Th>
            <Table.Th scope="col" ta="right">{T.spark}</Table.Th>
            <Table.Th scope="col" ta="right">{T.total}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const expanded = open.has(row.key);
            const month = readableMonth(row.month);
            return (
              <Fragment key={row.key}>
                <Table.Tr>
                  <Table.Th scope="row" fw={600}>
                    <UnstyledButton
                      onClick={() => toggle(row.key)}
                      aria-expanded={expanded}
                      aria-label={T.expand(month, row.clusterName)}
                      style={{ display: 'inline-flex', gap: 6, alignItems: 'center', fontWeight: 600 }}
                    >
                      <span aria-hidden="true" style={{ display: 'inline-block', width: 12 }}>
                        {expanded ? '▾' : '▸'}
                      </span>
                      {month}
                    </UnstyledButton>
                  </Table.Th>
                  <Table.Td>{row.clusterName}</Table.Td>
                  <Table.Td ta="right">{units(row.incorta)}</Table.Td>
                  <Table.Td ta="right">{units(row.spark)}</Table.Td>
                  <Table.Td ta="right">{units(row.total)}</Table.Td>
                </Table.Tr>
                {expanded
                  ? row.days.map((d) => (
                      <Table.Tr key={d.day}>
                        <Table.Td pl="xl">{readableDay(d.day)}</Table.Td>
                        <Table.Td>{row.clusterName}</Table.Td>
                        <Table.Td ta="right">{units(d.incorta)}</Table.Td>
                        <Table.Td ta="right">{units(d.spark)}</Table.Td>
                        <Table.Td ta="right">{units(d.total)}</Table.Td>
                      </Table.Tr>
                    ))
                  : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
