/**
 * The one data table (issue 27 §1), as a user meets it: a real table with column and row headers at wide
 * widths, sort buttons whose header says the order (aria-sort), paging past 25 rows, row actions as gated
 * buttons (a refused one disabled with its reason reachable), the no-match text announced; at phone width one
 * card per row with the kept columns as label and value and the row's actions.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { byNumber, byText, DataTable, PHONE_QUERY, type DataColumn, type RowAction } from '../../../src/ui/DataTable';
import { renderWithProviders } from '../../support/render';

interface Node {
  id: string;
  name: string;
  cpu: number;
  zone: string;
}

const nodes = (count: number): Node[] =>
  Array.from({ length: count }, (_, i) => ({ id: `n${i + 1}`, name: `node-${String(i + 1).padStart(2, '0')}`, cpu: (i * 7) % 10, zone: 'eu-1' }));

const COLUMNS: DataColumn<Node>[] = [
  { key: 'name', label: 'Name', rowHeader: true, sort: byText((n) => n.name), render: (n) => n.name },
  { key: 'cpu', label: 'CPU', sort: byNumber((n) => n.cpu), render: (n) => `${n.cpu} cores` },
  { key: 'zone', label: 'Zone', phone: false, render: (n) => n.zone },
];

const onRestart = vi.fn();
const buttons = (n: Node): RowAction[] => [
  { label: 'Restart', name: `Restart ${n.name}`, onClick: () => onRestart(n.id) },
  { label: 'Remove', name: `Remove ${n.name}`, color: 'red', refusal: n.cpu > 5 ? 'Busy nodes cannot be removed' : null },
];

function show(rows: Node[], extra: Partial<Parameters<typeof DataTable<Node>>[0]> = {}) {
  return renderWithProviders(
    <DataTable label="Nodes" rows={rows} columns={COLUMNS} rowKey={(n) => n.id} actions={{ label: 'Actions', buttons }} noMatch="No node matches" {...extra} />,
  );
}

/** At phone width: matchMedia answers true for the table's phone query for this test. */
function asPhone() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: query === PHONE_QUERY });
  onTestFinished(() => {
    window.matchMedia = original;
  });
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Nodes' })).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

describe('DataTable', () => {
  it('is a table with column headers, a row header per row and the row actions as gated buttons', () => {
    show(nodes(3));
    const table = screen.getByRole('table', { name: 'Nodes' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'CPU', 'Zone', 'Actions']);
    expect(names()).toEqual(['node-01', 'node-02', 'node-03']);
    fireEvent.click(screen.getByRole('button', { name: 'Restart node-02' }));
    expect(onRestart).toHaveBeenCalledWith('n2');
    // node-02 has 7 cores: its Remove is refused, disabled, with its reason in a tooltip.
    expect(screen.getByRole('button', { name: 'Remove node-02' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove node-01' })).toBeEnabled();
  });

  it('sorts by a column header: aria-sort says the order, a second click turns it round', () => {
    show(nodes(4));
    const cpu = screen.getByRole('columnheader', { name: 'CPU' });
    expect(cpu).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(cpu).getByRole('button', { name: 'CPU' }));
    expect(cpu).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['node-01', 'node-04', 'node-03', 'node-02']);
    fireEvent.click(within(cpu).getByRole('button', { name: 'CPU' }));
    expect(cpu).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['node-02', 'node-03', 'node-04', 'node-01']);
    expect(screen.getByRole('columnheader', { name: 'Zone' })).not.toHaveAttribute('aria-sort');
  });

  it('pages a list longer than 25 rows, and says which rows show', () => {
    show(nodes(30));
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(names()).toEqual(['node-26', 'node-27', 'node-28', 'node-29', 'node-30']);
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
  });

  it('announces the no-match text instead of an empty table', () => {
    show([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No node matches');
  });

  it('at phone width shows one card per row: the title, the kept columns as label and value, the actions', () => {
    asPhone();
    show(nodes(2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Nodes' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = cards[1]!;
    expect(within(second).getByText('node-02')).toBeInTheDocument();
    expect(within(second).getByText('CPU').tagName).toBe('DT');
    expect(within(second).getByText('7 cores').tagName).toBe('DD');
    expect(within(second).queryByText('Zone')).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Restart node-02' })).toBeEnabled();
    expect(within(second).getByRole('button', { name: 'Remove node-02' })).toBeDisabled();

    // Sorting on a phone: a labelled menu instead of the header buttons.
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name:descending' } });
    const sorted = within(screen.getByRole('list', { name: 'Nodes' })).getAllByRole('listitem');
    expect(within(sorted[0]!).getByText('node-02')).toBeInTheDocument();
  });
});
