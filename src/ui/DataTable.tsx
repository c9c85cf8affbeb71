/**
 * The one data table of the console (issue 27 §1): a screen declares its columns as data and passes its rows;
 * this draws them. At wide widths it is a real table (column headers, an optional row header, sort buttons whose
 * header carries aria-sort); at phone width (Mantine's xs, 36em) each row is a card listing the columns a phone
 * keeps as label and value, with the row's actions under them, so nothing needs sideways scrolling. Lists longer
 * than a page get paging; a screen that pages on the server passes its own. The loading, error, empty and stale
 * states come from QueryState (`QueryDataTable`). Props only; row actions are the screen's (GatedButton).
 *
 * One layout is rendered at a time (not both, hidden by CSS), so a row and its buttons exist once for a screen
 * reader and for the tests' queries.
 */
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import {
  Box,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  UnstyledButton,
  type ButtonVariant,
  type MantineSpacing,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { DATA_TABLE_TEXTS, type DataTableTexts } from './data-table-texts';
import { GatedButton, type GatedButtonProps } from './GatedButton';
import { QueryState, type QueryStateSource, type QueryStateTexts } from './QueryState';
import classes from './DataTable.module.css';

/** At or below Mantine's xs breakpoint (576 px) rows are cards. */
export const PHONE_QUERY = '(max-width: 36em)';
/** A list longer than this is paged (when the screen does not page it on the server). */
export const DEFAULT_PAGE_SIZE = 25;

export interface DataColumn<T> {
  /** Unique among the columns; the sort state names it. */
  key: string;
  /** The header's text, and the card's label for the value. */
  label: string;
  render: (row: T) => ReactNode;
  /** The cell names its row: a row header (`th scope="row"`) at wide widths; a function chooses per row. */
  rowHeader?: boolean | ((row: T) => boolean);
  /** Sortable by this order (ascending); absent: not sortable. */
  sort?: (a: T, b: T) => number;
  width?: number | string;
  minWidth?: number;
  maxWidth?: number;
  /** A long word (an e-mail, a range, a URL) may break anywhere rather than widen the column. */
  wrap?: boolean;
  align?: 'right';
  /**
   * false: a phone's card leaves this column out. The first column is always kept, as the card's title.
   */
  phone?: boolean;
}

/** One of a row's buttons, as data: a GatedButton, so a refused action is disabled with its reason. */
export interface RowAction {
  /** Unique in the row; the label when absent. */
  key?: string;
  label: string;
  /** The accessible name, which says which row (the label alone does not). */
  name: string;
  /** Why the action is refused now; absent or null: allowed. */
  refusal?: string | null;
  onClick?: () => void;
  /** Prefetch what the action needs (its dialog's chunk): on pointer enter and on focus. */
  onIntent?: () => void;
  color?: string;
  /** Default 'light'. */
  variant?: ButtonVariant;
  loading?: boolean;
  loaderProps?: GatedButtonProps['loaderProps'];
  /** The refusal tooltip's width (default 240). */
  tooltipWidth?: number;
}

export interface RowActions<T> {
  /** The actions column's header (default: the messages' `columns.actions`). */
  label?: string;
  /** The row's buttons; null or false: not shown for this row. */
  buttons?: (row: T) => readonly (RowAction | null | false)[];
  /** What else the row offers, after the buttons (a link, a copy button, a text when there is nothing). */
  render?: (row: T) => ReactNode;
  minWidth?: number;
  /** At wide widths the buttons stay on one line (default: they wrap). */
  nowrap?: boolean;
}

/** Rows chosen by a checkbox, for an action on all of them. */
export interface RowSelection<T> {
  isSelected: (row: T) => boolean;
  /** A row that cannot be chosen now shows a disabled checkbox. */
  isSelectable: (row: T) => boolean;
  onChange: (row: T, selected: boolean) => void;
  /** Every selectable row of the list (not only the page), or none. */
  onChangeAll: (selected: boolean, rows: readonly T[]) => void;
  allLabel: string;
  rowLabel: (row: T) => string;
}

/** A list paged on the server: the rows passed are the page. */
export interface ServerPaging {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/**
 * A list's texts as its messages module names them, so a screen passes the module once: `tableLabel` names the
 * table, `empty` is the text when there are no rows, `columns.actions` heads the actions. Explicit props win.
 */
export interface ListMessages {
  tableLabel?: string;
  empty?: string;
  columns?: { actions?: string };
}

export interface DataTableProps<T> {
  messages?: ListMessages;
  /** The table's accessible name (default: the messages' `tableLabel`), or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  caption?: ReactNode;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** data-* attributes of a row (and its card). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  actions?: RowActions<T>;
  selection?: RowSelection<T>;
  /**
   * Shown instead of the table when there are no rows (a search that matched nothing); a text is drawn dimmed
   * and announced (role status).
   */
  noMatch?: ReactNode;
  /** A last row of totals (a table footer; the last card on a phone). */
  summary?: T;
  /**
   * The rows an open row shows under it, in the same columns (e.g. a month's days); the screen keeps which
   * rows are open and puts the toggle in a cell. Paging and sorting count the top rows only.
   */
  subRows?: (row: T) => readonly T[];
  /** Rows per page (client paging). */
  pageSize?: number;
  paging?: ServerPaging;
  /** Beside the pager: e.g. how many rows there are in all. */
  pagingNote?: ReactNode;
  /**
   * 'table': a table narrow enough for a phone (two short columns) stays a table there; default: cards.
   */
  phoneLayout?: 'cards' | 'table';
  /** Wide layout: the table's least width; narrower (a tablet), it scrolls inside its box. */
  minWidth?: number;
  striped?: boolean;
  highlightOnHover?: boolean;
  verticalSpacing?: MantineSpacing;
  texts?: Partial<DataTableTexts>;
}

type Direction = 'ascending' | 'descending';
interface SortState {
  key: string;
  direction: Direction;
}

function RowButtons<T>({ actions, row }: { actions: RowActions<T>; row: T }) {
  return (
    <>
      {(actions.buttons?.(row) ?? []).map((action) =>
        action ? (
          <GatedButton
            key={action.key ?? action.label}
            size="compact-sm"
            variant={action.variant ?? 'light'}
            tooltipWidth={action.tooltipWidth ?? 240}
            label={action.label}
            name={action.name}
            refusal={action.refusal ?? null}
            color={action.color}
            loading={action.loading}
            loaderProps={action.loaderProps}
            onClick={action.onClick}
            onIntent={action.onIntent}
          />
        ) : null,
      )}
      {actions.render?.(row)}
    </>
  );
}

function cellStyle<T>(column: DataColumn<T>): CSSProperties | undefined {
  if (!column.wrap && column.minWidth === undefined && column.maxWidth === undefined) return undefined;
  return {
    ...(column.wrap ? { overflowWrap: 'anywhere' } : {}),
    ...(column.minWidth !== undefined ? { minWidth: column.minWidth } : {}),
    ...(column.maxWidth !== undefined ? { maxWidth: column.maxWidth } : {}),
  };
}

function isRowHeader<T>(column: DataColumn<T>, row: T): boolean {
  return typeof column.rowHeader === 'function' ? column.rowHeader(row) : column.rowHeader === true;
}

function sortRows<T>(rows: readonly T[], columns: readonly DataColumn<T>[], sort: SortState | null): readonly T[] {
  const order = sort ? columns.find((c) => c.key === sort.key)?.sort : undefined;
  if (!sort || !order) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * order(a, b));
}

function SortHeader<T>({ column, sort, onSort }: { column: DataColumn<T>; sort: SortState | null; onSort: (key: string) => void }) {
  const direction = sort?.key === column.key ? sort.direction : null;
  // An icon, not a character: the header's text (and name) stays the column's label.
  const Icon = direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  return (
    <Table.Th scope="col" w={column.width} ta={column.align} aria-sort={direction ?? 'none'}>
      <UnstyledButton className={classes.sort} onClick={() => onSort(column.key)}>
        {column.label}
        <Icon className={classes.sortIcon} size={14} stroke={1.75} aria-hidden="true" />
      </UnstyledButton>
    </Table.Th>
  );
}

function SelectCheckbox<T>({ selection, row }: { selection: RowSelection<T>; row: T }) {
  const selectable = selection.isSelectable(row);
  return (
    <Checkbox
      aria-label={selection.rowLabel(row)}
      checked={selectable && selection.isSelected(row)}
      disabled={!selectable}
      onChange={(event) => selection.onChange(row, event.currentTarget.checked)}
    />
  );
}

function SelectAll<T>({ selection, rows, label }: { selection: RowSelection<T>; rows: readonly T[]; label?: string }) {
  const selectable = rows.filter(selection.isSelectable);
  const all = selectable.length > 0 && selectable.every(selection.isSelected);
  return (
    <Checkbox
      aria-label={label === undefined ? selection.allLabel : undefined}
      label={label}
      checked={all}
      indeterminate={!all && selectable.some(selection.isSelected)}
      disabled={selectable.length === 0}
      onChange={(event) => selection.onChangeAll(event.currentTarget.checked, selectable)}
    />
  );
}

interface LayoutProps<T> extends DataTableProps<T> {
  /** The page's rows, each followed by its open sub-rows. */
  shown: readonly T[];
  sort: SortState | null;
  onSort: (key: string) => void;
}

function WideTable<T>(props: LayoutProps<T>) {
  const { label, labelledBy, caption, columns, rows, shown, rowKey, rowData, actions, selection, summary, sort, onSort } = props;
  const cells = (row: T, total: boolean) =>
    columns.map((column) =>
      isRowHeader(column, row) ? (
        <Table.Th key={column.key} scope="row" fw={total ? 700 : 500} ta={column.align} style={cellStyle(column)}>
          {column.render(row)}
        </Table.Th>
      ) : (
        <Table.Td key={column.key} ta={column.align} style={cellStyle(column)}>
          {column.render(row)}
        </Table.Td>
      ),
    );
  const table = (
    <Table
      striped={props.striped}
      highlightOnHover={props.highlightOnHover}
      verticalSpacing={props.verticalSpacing ?? 'sm'}
      captionSide="top"
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {caption ? <Table.Caption>{caption}</Table.Caption> : null}
      <Table.Thead>
        <Table.Tr>
          {selection ? (
            <Table.Th w={40}>
              <SelectAll selection={selection} rows={rows} />
            </Table.Th>
          ) : null}
          {columns.map((column) =>
            column.sort ? (
              <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ) : (
              <Table.Th key={column.key} scope="col" w={column.width} ta={column.align}>
                {column.label}
              </Table.Th>
            ),
          )}
          {actions ? <Table.Th scope="col">{actions.label}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shown.map((row) => (
          <Table.Tr key={rowKey(row)} {...rowData?.(row)}>
            {selection ? (
              <Table.Td>
                <SelectCheckbox selection={selection} row={row} />
              </Table.Td>
            ) : null}
            {cells(row, false)}
            {actions ? (
              <Table.Td style={actions.minWidth !== undefined ? { minWidth: actions.minWidth } : undefined}>
                <Group gap={6} wrap={actions.nowrap ? 'nowrap' : 'wrap'}>
                  <RowButtons actions={actions} row={row} />
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {summary !== undefined ? (
        <Table.Tfoot>
          <Table.Tr fw={700}>
            {selection ? <Table.Td /> : null}
            {cells(summary, true)}
            {actions ? <Table.Td /> : null}
          </Table.Tr>
        </Table.Tfoot>
      ) : null}
    </Table>
  );
  return props.minWidth === undefined ? table : <Table.ScrollContainer minWidth={props.minWidth}>{table}</Table.ScrollContainer>;
}

function PhoneCards<T>(props: LayoutProps<T> & { texts: DataTableTexts }) {
  const { label, labelledBy, caption, columns, rows, shown, rowKey, rowData, actions, selection, summary, sort, onSort, texts } = props;
  const [title, ...rest] = columns;
  const kept = rest.filter((column) => column.phone !== false);
  const sortable = columns.filter((column) => column.sort);
  const card = (row: T, total: boolean, key: string) => (
    <Card key={key} component="li" withBorder padding="sm" radius="md" fw={total ? 700 : undefined} {...(total ? {} : rowData?.(row))}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Box className={classes.title}>{title?.render(row)}</Box>
        {selection && !total ? <SelectCheckbox selection={selection} row={row} /> : null}
      </Group>
      {kept.length > 0 ? (
        <dl className={classes.fields}>
          {kept.map((column) => (
            <div key={column.key} className={classes.field}>
              <dt>{column.label}</dt>
              <dd>{column.render(row)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {actions && !total ? (
        <Group gap={6} wrap="wrap" mt="sm">
          <RowButtons actions={actions} row={row} />
        </Group>
      ) : null}
    </Card>
  );
  const value = sort ? `${sort.key}:${sort.direction}` : '';
  return (
    <Stack gap="sm">
      {caption ? <Text fw={500}>{caption}</Text> : null}
      {sortable.length > 0 || selection ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          {selection ? <SelectAll selection={selection} rows={rows} label={selection.allLabel} /> : null}
          {sortable.length > 0 ? (
            <NativeSelect
              size="xs"
              label={texts.sortBy}
              value={value}
              onChange={(event) => onSort(event.currentTarget.value)}
              data={[
                { value: '', label: texts.unsorted },
                ...sortable.flatMap((column) => [
                  { value: `${column.key}:ascending`, label: texts.ascending(column.label) },
                  { value: `${column.key}:descending`, label: texts.descending(column.label) },
                ]),
              ]}
            />
          ) : null}
        </Group>
      ) : null}
      <Stack
        component="ul"
        gap="sm"
        className={classes.cards}
        aria-label={label ?? (typeof caption === 'string' ? caption : undefined)}
        aria-labelledby={labelledBy}
      >
        {shown.map((row) => card(row, false, rowKey(row)))}
        {summary !== undefined ? card(summary, true, 'summary') : null}
      </Stack>
    </Stack>
  );
}

/** A list's empty or no-match text, drawn dimmed (a search's no-match is announced: `status`); a node as it is. */
function ListNote({ note, status = false }: { note: ReactNode; status?: boolean }) {
  if (typeof note !== 'string') return <>{note}</>;
  return (
    <Text c="dimmed" ta="center" py="lg" role={status ? 'status' : undefined}>
      {note}
    </Text>
  );
}

/** The props with the messages' texts filled in where the screen gave none. */
function withMessages<T>(props: DataTableProps<T>): DataTableProps<T> {
  const { messages } = props;
  if (!messages) return props;
  return {
    ...props,
    label: props.label ?? (props.labelledBy ? undefined : messages.tableLabel),
    noMatch: props.noMatch ?? messages.empty,
    actions: props.actions && { ...props.actions, label: props.actions.label ?? messages.columns?.actions },
  };
}

export function DataTable<T>(given: DataTableProps<T>) {
  const { columns, rows } = given;
  const texts = { ...DATA_TABLE_TEXTS, ...given.texts };
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [sort, setSort] = useState<SortState | null>(null);
  const [clientPage, setClientPage] = useState(1);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const props = withMessages(given);
  const { noMatch, paging, pagingNote } = props;

  if (rows.length === 0 && noMatch !== undefined) return <ListNote note={noMatch} status />;

  const pageSize = paging?.pageSize ?? props.pageSize ?? DEFAULT_PAGE_SIZE;
  const total = paging?.total ?? rows.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(paging?.page ?? clientPage, pages);
  const shown = paging ? sorted : sorted.slice((page - 1) * pageSize, page * pageSize);
  const goTo = paging?.onChange ?? setClientPage;

  /** A header click: ascending first, then the other way; the phone's menu names the direction (`key:direction`). */
  const onSort = (choice: string) => {
    const [key = '', chosen] = choice.split(':');
    if (key === '') setSort(null);
    else if (chosen === 'ascending' || chosen === 'descending') setSort({ key, direction: chosen });
    else setSort(sort?.key === key && sort.direction === 'ascending' ? { key, direction: 'descending' } : { key, direction: 'ascending' });
    setClientPage(1);
  };

  const layout = { ...props, shown: shown.flatMap((row) => [row, ...(props.subRows?.(row) ?? [])]), sort, onSort };
  const pager =
    pages > 1 || pagingNote ? (
      <Group justify="space-between" gap="sm" wrap="wrap">
        {pagingNote ?? (
          <Text size="sm" c="dimmed">
            {texts.range((page - 1) * pageSize + 1, Math.min(page * pageSize, total), total)}
          </Text>
        )}
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={page}
            onChange={goTo}
            size={phone ? 'sm' : 'md'}
            siblings={phone ? 0 : 1}
            aria-label={texts.pagination}
            getItemProps={(item) => ({ 'aria-label': texts.page(item) })}
            getControlProps={(control) => ({ 'aria-label': texts.pageControl[control] })}
          />
        ) : null}
      </Group>
    ) : null;

  return (
    <Stack gap="sm">
      {phone && props.phoneLayout !== 'table' ? <PhoneCards {...layout} texts={texts} /> : <WideTable {...layout} />}
      {pager}
    </Stack>
  );
}

export interface QueryDataTableProps<D, T> extends Omit<DataTableProps<T>, 'rows' | 'messages'> {
  query: QueryStateSource<D>;
  /** The list's messages module: QueryState's texts (loading, errorTitle, retry, stale) and the table's. */
  messages: QueryStateTexts & ListMessages;
  rows: (data: D) => readonly T[];
  /** Shown when the server has nothing at all (`isEmpty`; a text is drawn dimmed); `noMatch` when a search leaves no row. */
  empty?: ReactNode;
  isEmpty?: (data: D) => boolean;
}

/** A list read by one query: its states (QueryState), then the table. */
export function QueryDataTable<D, T>({ query, messages, rows, empty = messages.empty, isEmpty, ...table }: QueryDataTableProps<D, T>) {
  return (
    <QueryState
      query={query}
      texts={messages}
      empty={<ListNote note={empty} />}
      isEmpty={isEmpty}
    >
      {(data) => <DataTable rows={rows(data)} messages={{ ...messages, empty: undefined }} {...table} />}
    </QueryState>
  );
}

/** A column's order by a text of the row (the user's locale's collation). */
export function byText<T>(text: (row: T) => string): (a: T, b: T) => number {
  return (a, b) => text(a).localeCompare(text(b));
}

/** A column's order by a number of the row. */
export function byNumber<T>(value: (row: T) => number): (a: T, b: T) => number {
  return (a, b) => value(a) - value(b);
}

/** A cell's main text with a smaller line under it (a description, a detail, an error), when there is one. */
export function CellLines({ main, detail, color = 'dimmed', lineClamp }: { main: ReactNode; detail?: ReactNode; color?: string; lineClamp?: number }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {main}
      </Text>
      {detail ? (
        <Text size="xs" c={color} mt={2} lineClamp={lineClamp}>
          {detail}
        </Text>
      ) : null}
    </>
  );
}
