/**
 * The tracking consent drawer in the signed-in layout, with the tracking host, against the in-process
 * emulator (doc 3 §2): shown to a trial user with no recorded consent, 160 high at the bottom, non-modal;
 * opting in or out records userConsent through PUT users/{userId}/update; the drawer closes even when
 * saving fails (the fault hooks), the choice still applying for the session. Opting in starts analytics
 * (identify, logged-in) and the chat; enterprise users and trial users who accepted are identified at
 * once; the marketing banner shows on /signup only. The providers are fakes installed by the script loader.
 */
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User, UserConsent } from '../../../src/contract/types';
import { AppLayout } from '../../../src/app/layout/AppLayout';
import { NO_TRACKING } from '../../../src/config/runtime';
import { TrackingHost } from '../../../src/features/tracking/TrackingHost';
import { useTrackingChoices } from '../../../src/stores/tracking';
import { configureTracking } from '../../../src/tracking';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

const TRIAL = 'trial@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const TITLE = 'Allow usage tracking?';
const BODY =
  "We'd like to measure how the console is used, to improve it, and to offer you chat support. Nothing is tracked unless you allow it.";
const NOT_SAVED = 'Your tracking choice could not be saved. It applies until you sign out; we will ask again next time.';

const em = startComponentEmulator();
let providerCalls: string[];

function installFakeProviders(): void {
  providerCalls = [];
  configureTracking(
    { analytics: { scriptUrl: '/a.js' }, chat: { scriptUrl: '/c.js' }, marketing: { scriptUrl: '/m.js' } },
    {
      loadScript: async (url) => {
        if (url === '/a.js') {
          window.consoleAnalytics ??= {
            identify: (user) => providerCalls.push(`analytics.identify ${user.email}`),
            track: (event) => providerCalls.push(`analytics.track ${event}`),
            reset: () => providerCalls.push('analytics.reset'),
          };
        }
        if (url === '/c.js') {
          window.consoleChat ??= {
            isReady: () => true,
            identify: (user) => providerCalls.push(`chat.identify ${user.email}`),
            show: () => providerCalls.push('chat.show'),
            hide: () => providerCalls.push('chat.hide'),
            endExperience: () => providerCalls.push('chat.endExperience'),
          };
        }
        if (url === '/m.js') {
          window.consoleMarketing ??= {
            showBanner: () => providerCalls.push('marketing.showBanner'),
            hideBanner: () => providerCalls.push('marketing.hideBanner'),
          };
        }
      },
    },
  );
}

async function setRecordedConsent(email: string, userConsent: UserConsent | null): Promise<void> {
  const response = await em.emulator.fetch('/api/_emulator/tracking/consent', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, userConsent }),
  });
  expect(response.status).toBe(200);
}

async function recordedConsent(email: string): Promise<UserConsent | null> {
  const response = await em.emulator.fetch(`/api/users/${em.uuidOf(email)}/me`, { as: email });
  return ((await response.json()) as User).userConsent;
}

function renderSignedIn(email: string, route = '/clusters') {
  return renderWithProviders(
    <>
      <AppLayout>
        <p>Screen content</p>
      </AppLayout>
      <TrackingHost />
    </>,
    { route, user: em.signIn(email), seedMe: false },
  );
}

const updateCalls = () => em.calls.filter((call) => call.method === 'PUT' && call.path.endsWith('/update'));

beforeEach(async () => {
  notifications.clean();
  window.localStorage.clear();
  useTrackingChoices.getState().reset();
  delete window.consoleAnalytics;
  delete window.consoleChat;
  delete window.consoleMarketing;
  installFakeProviders();
  await setRecordedConsent(TRIAL, null);
});

afterEach(() => {
  configureTracking(NO_TRACKING);
});

describe('the consent drawer', () => {
  it('asks a trial user with no recorded consent, in a named, non-modal bottom drawer 160 high', async () => {
    renderSignedIn(TRIAL);
    const drawer = await screen.findByRole('dialog', { name: TITLE });
    expect(drawer).toHaveAccessibleDescription(BODY);
    expect(drawer).toHaveAttribute('aria-modal', 'false');
    expect(within(drawer).getByRole('button', { name: 'Allow tracking' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: "Don't allow" })).toBeInTheDocument();
    const root = drawer.closest<HTMLElement>('[style*="--drawer-size"]');
    expect(root?.style.getPropertyValue('--drawer-size')).toBe('calc(10rem * var(--mantine-scale))');
    expect(root?.style.getPropertyValue('--drawer-size')).toContain(`${160 / 16}rem`);
    // The page stays usable beside it, and nothing is tracked before the user answers.
    expect(screen.getByText('Screen content')).toBeVisible();
    await waitFor(() => expect(drawer).toHaveFocus());
    expect(providerCalls).toEqual([]);
  });

  it('records accept, closes, and starts analytics (identify, logged-in) and the chat', async () => {
    const user = userEvent.setup();
    renderSignedIn(TRIAL);
    const drawer = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(drawer).getByRole('button', { name: 'Allow tracking' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    await waitFor(() => expect(updateCalls()).toHaveLength(1));
    expect(updateCalls()[0]).toMatchObject({ body: { personalInformationEdit: { userConsent: 'accept' } }, signed: true });
    await waitFor(async () => expect(await recordedConsent(TRIAL)).toBe('accept'));
    await waitFor(() =>
      expect(providerCalls).toEqual(
        expect.arrayContaining(['analytics.identify trial@demo.test', 'analytics.track logged-in', 'chat.identify trial@demo.test', 'chat.show']),
      ),
    );
    expect(providerCalls.indexOf('analytics.identify trial@demo.test')).toBeLessThan(providerCalls.indexOf('analytics.track logged-in'));
  });

  it('records reject, closes, and tracks nothing', async () => {
    const user = userEvent.setup();
    renderSignedIn(TRIAL);
    const drawer = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(drawer).getByRole('button', { name: "Don't allow" }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    await waitFor(async () => expect(await recordedConsent(TRIAL)).toBe('reject'));
    expect(updateCalls()[0]?.body).toEqual({ personalInformationEdit: { userConsent: 'reject' } });
    expect(providerCalls).toEqual([]);
  });

  it('closes even when saving fails, says the choice was not saved, and honours it for the session', async () => {
    const user = userEvent.setup();
    await em.fault({ route: 'PUT /users/*/update', status: 500 });
    renderSignedIn(TRIAL);
    const drawer = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(drawer).getByRole('button', { name: 'Allow tracking' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    expect(await screen.findByText(NOT_SAVED)).toBeInTheDocument();
    expect(await recordedConsent(TRIAL)).toBeNull();
    await waitFor(() => expect(providerCalls).toContain('analytics.track logged-in'));
  });

  it('is not shown to a trial user who accepted, who is identified at once', async () => {
    await setRecordedConsent(TRIAL, 'accept');
    renderSignedIn(TRIAL);
    await waitFor(() => expect(providerCalls).toEqual(expect.arrayContaining(['analytics.identify trial@demo.test', 'analytics.track logged-in', 'chat.show'])));
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  it('is not shown to an enterprise user, who is identified at once', async () => {
    await setRecordedConsent(ENTERPRISE, null);
    renderSignedIn(ENTERPRISE);
    await waitFor(() => expect(providerCalls).toEqual(['analytics.identify enterprise@demo.test', 'analytics.track logged-in']));
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    await setRecordedConsent(ENTERPRISE, 'accept');
  });
});

describe('the marketing banner', () => {
  it('shows on /signup only, and goes when the visitor leaves it; no chat there', async () => {
    const view = renderWithProviders(<TrackingHost />, { route: '/signup' });
    await waitFor(() => expect(providerCalls).toEqual(['marketing.showBanner']));
    act(() => view.navigate('/support'));
    await waitFor(() => expect(providerCalls).toEqual(['marketing.showBanner', 'marketing.hideBanner']));
  });

  it('is never loaded for a signed-in user away from /signup', async () => {
    await setRecordedConsent(TRIAL, 'accept');
    renderSignedIn(TRIAL, '/clusters');
    await waitFor(() => expect(providerCalls).toContain('chat.show'));
    expect(providerCalls.filter((call) => call.startsWith('marketing'))).toEqual([]);
  });
});
