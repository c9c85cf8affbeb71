/**
 * Issue 10: turning push alerts on when the browser refuses them says what happened and how to allow
 * them, in our words, never the browser's raw text ('Registration failed - permission denied').
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttp } from '../../../src/api/http';
import { keys } from '../../../src/api/keys';
import type { RuntimeConfig } from '../../../src/config/runtime';
import { PushAlertsControl } from '../../../src/features/account/PushAlertsControl';
import { createTestQueryClient, renderWithProviders, TEST_UUID } from '../../support/render';

const CONFIG: RuntimeConfig = {
  apiBase: 'http://api.test',
  oidc: { authority: 'http://idp.test', clientId: 'console', audience: 'http://api.test', scope: 'openid', redirectPath: '/auth/callback', passwordConnectionPrefix: 'db|' },
  vapidPublicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  clusterDomains: [],
  environment: 'dev',
  errorReporting: { url: null },
};

/** A browser that can do push, with the permission `permission` and a PushManager.subscribe that fails with `failure`. */
function stubBrowser(permission: NotificationPermission, failure: DOMException): { subscribe: ReturnType<typeof vi.fn> } {
  const subscribe = vi.fn(async () => {
    throw failure;
  });
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => permission) });
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { subscribe };
}

beforeEach(() => {
  // After a try the control reads the user's subscriptions again: still none.
  configureHttp({ apiBase: 'http://api.test', getAccessToken: async () => 'token' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ subscriptions: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderControl() {
  // The config and this user's subscriptions (none) are known; the switch is what is under test.
  const queryClient = createTestQueryClient();
  queryClient.setQueryDefaults(keys.pushSubscriptions(TEST_UUID), { staleTime: Infinity });
  queryClient.setQueryData(keys.runtimeConfig(), CONFIG);
  queryClient.setQueryData(keys.pushSubscriptions(TEST_UUID), []);
  return renderWithProviders(<PushAlertsControl />, { route: '/my-account', user: {}, queryClient });
}

describe('push alerts refused by the browser', () => {
  it("says the browser refused and how to allow it, not the browser's own text", async () => {
    const { subscribe } = stubBrowser('granted', new DOMException('Registration failed - permission denied', 'NotAllowedError'));
    const user = userEvent.setup();
    renderControl();
    const control = await screen.findByRole('switch', { name: /^Push alerts on this device/ });
    await waitFor(() => expect(control).toBeEnabled());
    await user.click(control);

    const alert = await screen.findByRole('alert');
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(alert).toHaveTextContent(
      "Your browser refused push alerts for this site. Allow notifications for this site in your browser's site settings (the icon at the left of the address bar), then turn push alerts on again.",
    );
    expect(alert).not.toHaveTextContent('Registration failed');
    expect(control).not.toBeChecked();
  });

  it("says the browser's push service failed, not its raw text, when the subscription fails otherwise", async () => {
    stubBrowser('granted', new DOMException('Registration failed - push service error', 'AbortError'));
    const user = userEvent.setup();
    renderControl();
    const control = await screen.findByRole('switch', { name: /^Push alerts on this device/ });
    await waitFor(() => expect(control).toBeEnabled());
    await user.click(control);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your browser's push service did not accept this device. Check your connection and try again.");
    expect(alert).not.toHaveTextContent('Registration failed');
  });
});
