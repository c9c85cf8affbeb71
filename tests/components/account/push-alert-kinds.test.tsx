/**
 * The kinds of push alerts a user chooses (issue 13 adds 'Operations on my clusters'), against the
 * in-process emulator: a device saved before the kind existed keeps its list (the new kind unchecked, so it
 * gets no operation alerts) until the user ticks it; a new device starts with every kind.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createECDH, randomBytes } from 'node:crypto';
import { PushAlertsControl } from '../../../src/features/account/PushAlertsControl';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

const em = startComponentEmulator();
const USER = 'partner@demo.test';

/** A browser that can do push, with this device already subscribed to `endpoint`. */
function stubSubscribedBrowser(endpoint: string | null) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const subscription = endpoint
    ? { endpoint, options: { applicationServerKey: null }, toJSON: () => ({ endpoint, expirationTime: null, keys }), unsubscribe: async () => true }
    : null;
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn(async () => 'granted') });
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
  });
  return keys;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function savedKinds(uuid: string, endpoint: string): Promise<string[] | undefined> {
  const response = await em.emulator.fetch(`/api/users/${uuid}/push-subscriptions`, { as: USER });
  const { subscriptions } = (await response.json()) as { subscriptions: { endpoint: string; kinds: string[] }[] };
  return subscriptions.find((s) => s.endpoint === endpoint)?.kinds;
}

describe('Alert me about', () => {
  it('lists the operations kind with what it covers; an older device keeps its kinds until the user adds it', async () => {
    const endpoint = 'https://push.example.test/older-device';
    const keys = stubSubscribedBrowser(endpoint);
    const account = em.signIn(USER);
    // This device was subscribed before operation alerts existed.
    const saved = await em.emulator.fetch(`/api/users/${account.uuid}/push-subscriptions`, {
      as: USER,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subscription: { endpoint, keys }, kinds: ['deployment', 'cluster'] }),
    });
    expect(saved.status).toBe(201);

    renderWithProviders(<PushAlertsControl />, { route: '/my-account', user: account, seedMe: false });
    const group = await screen.findByRole('group', { name: 'Alert me about' });
    const operations = within(group).getByRole('checkbox', { name: 'Operations on my clusters' });
    expect(within(group).getByText('The result of node actions, scaling, self-managed clusters and scheduled events.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Push alerts on this device/ })).toBeChecked());
    expect(within(group).getByRole('checkbox', { name: 'Deployment progress' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Cluster status' })).toBeChecked();
    expect(operations).not.toBeChecked();

    await userEvent.setup().click(operations);
    await waitFor(async () => expect(await savedKinds(account.uuid, endpoint)).toEqual(['deployment', 'cluster', 'operations']));
    expect(em.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/push-subscriptions')).at(-1)?.body).toMatchObject({
      kinds: ['deployment', 'cluster', 'operations'],
    });
    await waitFor(() => expect(operations).toBeChecked());
  });

  it('starts a new device with every kind, operations included', async () => {
    stubSubscribedBrowser(null);
    const account = em.signIn(USER);
    renderWithProviders(<PushAlertsControl />, { route: '/my-account', user: account, seedMe: false });
    const group = await screen.findByRole('group', { name: 'Alert me about' });
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Push alerts on this device/ })).toBeEnabled());
    for (const name of ['Deployment progress', 'Cluster status', 'Operations on my clusters']) {
      expect(within(group).getByRole('checkbox', { name })).toBeChecked();
    }
    expect(
      screen.getByText(
        'Get an alert on this device when a deployment reaches its next stage, a cluster changes status or an operation on it ends, even when the app is closed.',
      ),
    ).toBeVisible();
  });
});
