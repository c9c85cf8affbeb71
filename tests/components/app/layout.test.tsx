import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { AppLayout } from '../../../src/app/layout/AppLayout';
import { followColorScheme } from '../../../src/app/color-scheme';
import { ErrorFallback } from '../../../src/app/ErrorFallback';
import { BRAND } from '../../../src/config/brand';
import * as auth from '../../../src/session/auth';
import { useUi } from '../../../src/stores/ui';
import { showNotice } from '../../../src/ui/notices';
import { renderWithProviders } from '../../support/render';

const ada = { uuid: 'u-ada', fullName: 'Ada Lovelace', email: 'ada@example.com' };
const trial = { ...ada, role: { id: 1, name: 'free' as const } };
const paymentOn = { toggleFeatures: [{ key: 'payment', published: true }] };

function renderLayout(options: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <AppLayout>
      <p>Screen content</p>
    </AppLayout>,
    options,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  useUi.getState().resetUi();
  // Log Out's own work (the provider, the device's storage) is tested in error-pages.test.tsx.
  vi.spyOn(auth, 'signOut').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('header navigation', () => {
  it('links Clusters, Data Apps and Consumption when enableMarketplace is on', async () => {
    renderLayout({ route: '/clusters', user: { ...ada, enableMarketplace: true } });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Clusters' })).toHaveAttribute('href', '/clusters');
    expect(within(nav).getByRole('link', { name: 'Data Apps' })).toHaveAttribute('href', '/data-apps');
    expect(within(nav).getByRole('link', { name: 'Consumption' })).toHaveAttribute('href', '/consumption');
    expect(within(nav).getByRole('link', { name: 'Clusters' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });

  it('hides Data Apps without enableMarketplace', async () => {
    renderLayout({ route: '/clusters', user: { ...ada, enableMarketplace: false } });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Clusters' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Data Apps' })).not.toBeInTheDocument();
  });

  it('opens the same links in a drawer from the burger button', async () => {
    const user = userEvent.setup();
    renderLayout({ route: '/consumption', user: { ...ada, enableMarketplace: true } });
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const navs = screen.getAllByRole('navigation', { name: 'Main navigation' });
    expect(navs).toHaveLength(2);
    const drawer = navs[1]!;
    expect(within(drawer).getByRole('link', { name: 'Data Apps' })).toHaveAttribute('href', '/data-apps');
    expect(within(drawer).getByRole('link', { name: 'Consumption' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(drawer).getByRole('link', { name: 'Clusters' }));
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1);
  });

  it('closes the phone menu on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderLayout({ route: '/clusters', user: ada });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
  });
});

describe('notices', () => {
  it('appear at the bottom, away from the header, so they never cover the user menu', async () => {
    renderLayout({ route: '/clusters', user: ada });
    act(() => showNotice({ kind: 'success', title: 'Success', message: 'Saved' }));
    const notice = await screen.findByText('Saved');
    const container = notice.closest<HTMLElement>('.mantine-Notifications-root');
    expect(container?.dataset.position).toBe('bottom-right');
    act(() => notifications.clean());
  });
});

describe('user menu', () => {
  it("is named after the user and offers the account, consumption, support, About and Log Out items", async () => {
    const user = userEvent.setup();
    renderLayout({ route: '/clusters', user: ada });
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/my-account');
    expect(within(menu).getByRole('menuitem', { name: 'Units Consumption' })).toHaveAttribute('href', '/consumption');
    expect(within(menu).getByRole('menuitem', { name: 'Help & Support' })).toHaveAttribute('href', '/support');
    expect(within(menu).getByRole('menuitem', { name: 'About' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('opens the About modal with its links and the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    const user = userEvent.setup();
    renderLayout({ route: '/clusters', user: ada });
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'About' }));
    const dialog = await screen.findByRole('dialog', { name: `About ${BRAND.productName}` });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Website', BRAND.vendorSite],
      ['Learning', BRAND.links.learning],
      ['Support', BRAND.links.support],
      ['Documentation', BRAND.links.documentation],
      ['Community', BRAND.links.community],
      ['Privacy Policy', BRAND.links.privacyPolicy],
      ['Terms of Service (PDF)', BRAND.links.termsPdf],
    ]);
    links.forEach((a) => expect(a).toHaveAttribute('target', '_blank'));
    expect(within(dialog).getByText(`© 2031 ${BRAND.productName}. All rights reserved.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: `About ${BRAND.productName}` })).not.toBeInTheDocument();
  });
});

describe('theme choice', () => {
  const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');
  const themeColors = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);

  let stopFollowing: () => void = () => undefined;
  beforeEach(() => {
    // index.html's two theme-color metas, one per system scheme, followed as main.tsx does.
    for (const media of ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']) {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      meta.media = media;
      meta.content = '#1c7ed6';
      document.head.append(meta);
    }
    stopFollowing = followColorScheme();
  });
  afterEach(() => {
    stopFollowing();
    document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.remove());
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  async function openMenu() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    return { user, menu: await screen.findByRole('menu') };
  }

  it('follows the system by default, and offers Light, Dark and System in the user menu', async () => {
    renderLayout({ route: '/clusters', user: ada });
    const { menu } = await openMenu();
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Light', 'false'],
      ['Dark', 'false'],
      ['System', 'true'],
    ]);
    expect(scheme()).toBe('light');
  });

  it('applies Dark at once, with the dark toolbar colour, and remembers it for the next visit', async () => {
    const first = renderLayout({ route: '/clusters', user: ada });
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(scheme()).toBe('dark');
    await waitFor(() => expect(themeColors()).toEqual(['#242424', '#242424']));
    first.unmount();
    document.documentElement.removeAttribute('data-mantine-color-scheme');

    renderLayout({ route: '/clusters', user: ada });
    await waitFor(() => expect(scheme()).toBe('dark'));
    const again = await openMenu();
    expect(within(again.menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await again.user.click(within(again.menu).getByRole('menuitemradio', { name: 'Light' }));
    expect(scheme()).toBe('light');
    await waitFor(() => expect(themeColors()).toEqual(['#1c7ed6', '#1c7ed6']));
  });
});

describe('footer', () => {
  it('links community, documentation and free training', async () => {
    renderLayout({ route: '/clusters', user: ada });
    const footer = await screen.findByRole('navigation', { name: 'Resources' });
    expect(within(footer).getByRole('link', { name: 'Community' })).toHaveAttribute('href', BRAND.links.community);
    expect(within(footer).getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', BRAND.links.documentation);
    expect(within(footer).getByRole('link', { name: 'Free Training' })).toHaveAttribute('href', BRAND.links.freeTraining);
  });
});

describe('upgrade banner', () => {
  it('offers the free usage to a trial user with payment on, links to /plans, and can be dismissed', async () => {
    const user = userEvent.setup();
    renderLayout({ route: '/clusters', user: { ...trial, ...paymentOn } });
    const banner = await screen.findByRole('region', { name: 'Upgrade offer' });
    expect(banner).toHaveTextContent('$500 worth of free usage');
    expect(within(banner).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plans');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Upgrade offer' })).not.toBeInTheDocument();
  });

  it('stays dismissed for this user after a reload, and only for this user', async () => {
    const user = userEvent.setup();
    const first = renderLayout({ route: '/clusters', user: { ...trial, ...paymentOn } });
    const banner = await screen.findByRole('region', { name: 'Upgrade offer' });
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    first.unmount();

    // A reload: the page's memory starts over and the store reads what it kept in localStorage.
    const kept = Object.entries(window.localStorage);
    useUi.getState().resetUi();
    for (const [key, value] of kept) window.localStorage.setItem(key, value);
    await useUi.persist?.rehydrate();
    const again = renderLayout({ route: '/clusters', user: { ...trial, ...paymentOn } });
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(screen.queryByRole('region', { name: 'Upgrade offer' })).not.toBeInTheDocument();
    again.unmount();

    renderLayout({ route: '/clusters', user: { ...trial, ...paymentOn, uuid: 'u-grace', fullName: 'Grace Hopper' } });
    expect(await screen.findByRole('region', { name: 'Upgrade offer' })).toBeInTheDocument();
  });

  it('tells an expired trial one true message: none above the expired screen, that the trial has ended elsewhere', async () => {
    const expired = { ...trial, ...paymentOn, trialExpired: true };
    const clusters = renderLayout({ route: '/clusters', user: expired });
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    // /clusters shows 'YOUR TRIAL OF … IS EXPIRED' (ClustersPage): no offer of free usage above it.
    expect(screen.queryByRole('region', { name: 'Upgrade offer' })).not.toBeInTheDocument();
    clusters.unmount();

    renderLayout({ route: '/consumption', user: expired });
    const banner = await screen.findByRole('region', { name: 'Upgrade offer' });
    expect(banner).toHaveTextContent('Your free trial has ended. Upgrade to Premium to use your clusters again.');
    expect(banner).not.toHaveTextContent('$500 worth of free usage');
    expect(within(banner).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plans');
  });

  it('is hidden on /plans', async () => {
    renderLayout({ route: '/plans', user: { ...trial, ...paymentOn } });
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(screen.queryByText(/\$500 worth of free usage/)).not.toBeInTheDocument();
  });

  it('is hidden when the payment toggle is off', async () => {
    renderLayout({ route: '/clusters', user: { ...trial, toggleFeatures: [{ key: 'payment', published: false }] } });
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(screen.queryByText(/\$500 worth of free usage/)).not.toBeInTheDocument();
  });

  it('is hidden for a paying user', async () => {
    renderLayout({ route: '/clusters', user: { ...ada, role: { id: 3, name: 'premium' }, ...paymentOn } });
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(screen.queryByText(/\$500 worth of free usage/)).not.toBeInTheDocument();
  });
});

describe('ErrorFallback', () => {
  it('shows the spec texts and a reload action', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ErrorFallback onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'OOPS!! SOMETHING WENT WRONG.' })).toBeInTheDocument();
    expect(screen.getByText('We are facing some problems and working hard to solve it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
