import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryStateSource } from '../../../src/ui/QueryState';
import { renderWithProviders } from '../../support/render';

const TEXTS = {
  loading: 'Loading things',
  errorTitle: 'Things could not be loaded',
  retry: 'Try again',
  stale: (time: string) => `Showing things as of ${time}`,
};

function source(patch: Partial<QueryStateSource<string[]>>): QueryStateSource<string[]> {
  return { data: undefined, error: null, isFetching: false, dataUpdatedAt: 0, refetch: vi.fn(), ...patch };
}

function show(query: QueryStateSource<string[]>, extra: { ready?: boolean } = {}) {
  return renderWithProviders(
    <QueryState query={query} texts={TEXTS} isEmpty={(data) => data.length === 0} empty={<p>Nothing yet</p>} {...extra}>
      {(data) => <ul>{data.map((item) => <li key={item}>{item}</li>)}</ul>}
    </QueryState>,
  );
}

describe('QueryState: the states every screen draws', () => {
  it('shows a named loader while nothing is loaded, and while the screen holds its render', () => {
    show(source({ isFetching: true }));
    expect(screen.getByLabelText('Loading things')).toBeInTheDocument();
  });

  it('holds the data back until ready', () => {
    show(source({ data: ['a'] }), { ready: false });
    expect(screen.getByLabelText('Loading things')).toBeInTheDocument();
    expect(screen.queryByText('a')).not.toBeInTheDocument();
  });

  it('says why nothing could be loaded, with Try again', () => {
    const query = source({ error: new Error('The server is down') });
    show(query);
    expect(screen.getByText('Things could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The server is down')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for empty data, and the data otherwise', () => {
    const { unmount } = show(source({ data: [] }));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    unmount();
    show(source({ data: ['alpha', 'beta'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['alpha', 'beta']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says from when the data is when the latest refresh failed, not while refreshing', () => {
    const at = new Date(2026, 10, 25, 9, 5).getTime();
    const { unmount } = show(source({ data: ['alpha'], error: new Error('offline'), dataUpdatedAt: at }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing things as of .*9.*05/);
    expect(screen.getByText('alpha')).toBeInTheDocument();
    unmount();
    show(source({ data: ['alpha'], error: new Error('offline'), isFetching: true, dataUpdatedAt: at }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
