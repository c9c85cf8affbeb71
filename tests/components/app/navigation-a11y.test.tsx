/**
 * Issue 10 §3 for every route: a title per page, a skip link to the main content, and focus on the new
 * screen's heading after a client-side navigation.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttp } from '../../../src/api/http';
import { AppRoutes } from '../../../src/app/routes';
import { renderWithProviders } from '../../support/render';

vi.mock('../../../src/features/clusters/ClustersPage', () => ({ ClustersPage: () => <h1>Clusters screen</h1> }));
vi.mock('../../../src/features/account/MyAccountPage', () => ({ MyAccountPage: () => <h1>My Account screen</h1> }));
vi.mock('../../../src/features/support/SupportPage', () => ({ SupportPage: () => <h1>Help & Support screen</h1> }));

const ada = { uuid: 'u-ada', fullName: 'Ada Lovelace', email: 'ada@example.com' };

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new Error('no network in this test'))));
  configureHttp({ apiBase: 'http://api.test', getAccessToken: () => Promise.resolve('token') });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('page titles', () => {
  it.each([
    ['/clusters', 'Clusters · Analytics Cloud Console'],
    ['/clusters/create', 'Create Cluster · Analytics Cloud Console'],
    ['/clusters/sales-analytics', 'sales-analytics · Analytics Cloud Console'],
    ['/my-account', 'My Account · Analytics Cloud Console'],
    ['/support', 'Contact Support · Analytics Cloud Console'],
    ['/no-such-page', 'Page Not Found · Analytics Cloud Console'],
  ])('%s is titled %s', async (route, title) => {
    renderWithProviders(<AppRoutes />, { route, user: ada });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows a navigation', async () => {
    const { navigate } = renderWithProviders(<AppRoutes />, { route: '/clusters', user: ada });
    await screen.findByRole('heading', { name: 'Clusters screen' });
    act(() => navigate('/my-account'));
    await waitFor(() => expect(document.title).toBe('My Account · Analytics Cloud Console'));
  });
});

describe('skip link', () => {
  it('is the first stop of Tab and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/clusters', user: ada });
    await screen.findByRole('heading', { name: 'Clusters screen' });
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});

describe('focus after navigation', () => {
  it('moves to the new screen’s main heading', async () => {
    const { navigate } = renderWithProviders(<AppRoutes />, { route: '/clusters', user: ada });
    await screen.findByRole('heading', { name: 'Clusters screen' });
    const home = screen.getByRole('link', { name: 'Analytics Cloud Console home' });
    act(() => home.focus());
    expect(home).toHaveFocus();
    act(() => navigate('/my-account'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'My Account screen' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus alone on the first screen', async () => {
    renderWithProviders(<AppRoutes />, { route: '/clusters', user: ada });
    await screen.findByRole('heading', { name: 'Clusters screen' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.body).toHaveFocus();
  });
});

describe('user menu button', () => {
  it('is named by its visible text, the user’s name, with no separate label', async () => {
    renderWithProviders(<AppRoutes />, { route: '/clusters', user: ada });
    const button = await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveTextContent('Ada Lovelace');
  });
});
