/** The data table's own texts (sorting and paging): a screen may pass its own for any of them. */
export interface DataTableTexts {
  /** The phone's sort menu. */
  sortBy: string;
  /** The phone's sort menu's first choice: the order the screen gave. */
  unsorted: string;
  ascending: (column: string) => string;
  descending: (column: string) => string;
  pagination: string;
  page: (page: number) => string;
  pageControl: Record<'first' | 'previous' | 'next' | 'last', string>;
  /** Under a paged list: which rows show, of how many. */
  range: (first: number, last: number, total: number) => string;
}

export const DATA_TABLE_TEXTS: DataTableTexts = {
  sortBy: 'Sort by',
  unsorted: 'As listed',
  ascending: (column) => `${column}, ascending`,
  descending: (column) => `${column}, descending`,
  pagination: 'Pages',
  page: (page) => `Page ${page}`,
  pageControl: { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' },
  range: (first, last, total) => `${first}–${last} of ${total}`,
};
