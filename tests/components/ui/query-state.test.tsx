import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
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

  it('says how old the data is when the latest refresh failed, kept true as time passes, not while refreshing', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25, 9, 5), toFake: ['Date', 'setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const at = new Date(2026, 10, 25, 8, 58).getTime();
    const { unmount } = show(source({ data: ['alpha'], error: new Error('offline'), dataUpdatedAt: at }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing things as of 7 minutes ago');
    expect(screen.getByText('alpha')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * 60 * 60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Showing things as of 2 hours ago');
    act(() => vi.advanceTimersByTime(24 * 60 * 60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Showing things as of yesterday at 8:58 AM');
    unmount();
    show(source({ data: ['alpha'], error: new Error('offline'), isFetching: true, dataUpdatedAt: at }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
