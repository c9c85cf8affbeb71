import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import type { User } from '../../../src/contract/types';
import { AppRoutes } from '../../../src/app/routes';
import { reportError } from '../../../src/api/report-error';
import { completeSignIn, signIn } from '../../../src/session/auth';
import { AuthCallback } from '../../../src/features/auth/AuthCallback';
import { browser } from '../../../src/session/browser';
import { LINK_NOT_FOLLOWED } from '../../../src/features/auth/messages';
import { setClusterDomains } from '../../../src/features/auth/redirect-domains';
import { createAccount } from '../../../server/users/accounts';
import type { StoredProfile } from '../../../server/users/profile';
import { getProfile, getUser, requireUserRow, saveProfile } from '../../../server/users/store';
import { startComponentEmulator, type SignedInAs } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

vi.mock('../../../src/session/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/session/auth')>()),
  signIn: vi.fn(() => Promise.resolve()),
  signOut: vi.fn(() => Promise.resolve()),
  completeSignIn: vi.fn(),
}));
vi.mock('../../../src/api/report-error', () => ({ reportError: vi.fn() }));
// Where post-login lands is under test here, not the screens there: each is replaced by its name.
vi.mock('../../../src/features/clusters/ClustersPage', () => ({ ClustersPage: () => <h1>Clusters</h1> }));
vi.mock('../../../src/features/clusters/create/CreateClusterPage', () => ({ CreateClusterPage: () => <h1>Create Cluster</h1> }));

/** Activated long ago, assigned cluster, no redirectTo (server/users/seed-users.ts): nothing to activate. */
const SETTLED = 'premium@demo.test';
/** Neither confirmed nor e-mail-verified, never activated (server/users/seed-users.ts): the verify page. */
const UNVERIFIED = 'unverified@demo.test';
/** ~31.5e9 ms, as the spec says, in seconds. */
const SSO_MAX_AGE = `Max-Age=${Math.round(31_536_000_000 / 1000)}`;

const em = startComponentEmulator();

let assign: MockInstance<(url: string) => void>;
let cookieWrites: string[];
let signUps = 0;

/**
 * A brand-new account of its own for the test, made the way the emulator's sign-up page makes it
 * (createAccount: a trial account, confirmed and e-mail-verified, newUser, no assigned cluster, never
 * activated), and signed in. The sign-up form itself runs on the emulator's node listener (/oidc), which
 * the in-process emulator does not serve, so the test calls what that form calls.
 *
 * `profile`: flags no emulator call can give an account (e.g. confirmed but not e-mail-verified, or no
 * longer new yet without a cluster; a redirectTo), written into the emulator's store as a backend would
 * hold them. The screen then reads and activates the account through the real API.
 */
async function signUp(profile: Partial<StoredProfile> = {}): Promise<SignedInAs> {
  signUps += 1;
  const { db, clock } = em.emulator.ctx;
  const account = await createAccount(db, {
    email: `newcomer-${signUps}@example.test`,
    password: 'Fresh-Start-2026!',
    fullName: 'Nia New',
    utm: {},
    now: clock.now(),
  });
  if (Object.keys(profile).length > 0) {
    saveProfile(db, account.uuid, { ...getProfile(requireUserRow(db, account.uuid)), ...profile });
  }
  return em.signIn(account.email);
}

/** The account's activation calls the app made in this test. */
function activationsOf(account: SignedInAs) {
  return em.calls.filter((call) => call.path === `/users/${account.uuid}/activate`);
}

/** The account as the emulator now holds it (what its me call answers). */
function meOf(account: SignedInAs): User {
  return getUser(em.emulator.ctx.db, account.uuid);
}

beforeEach(() => {
  window.localStorage.clear();
  // The runtime config's clusterDomains: clusters live under cluster.example.
  setClusterDomains(['cluster.example']);
  vi.mocked(signIn).mockClear();
  vi.mocked(reportError).mockClear();
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  cookieWrites = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function record(this: Document, value: string) {
    cookieWrites.push(value);
    descriptor?.set?.call(this, value);
  });
});

afterEach(() => {
  // Mantine keeps notifications in a module-level store: a notice of one test must not show in the next.
  act(() => notifications.clean());
  vi.restoreAllMocks();
  window.location.hash = '';
  document.cookie = 'cloudSSO=; Path=/; Max-Age=0';
});

function renderSignedIn(route: string, user: SignedInAs = em.signIn(SETTLED)) {
  return renderWithProviders(<AppRoutes />, { route, user, seedMe: false });
}

describe('post-login screen', () => {
  it('shows a loader while it decides', async () => {
    renderSignedIn('/');
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Clusters' });
  });

  it('on /signin with redirect_to sends the browser there with the hash appended, before anything else', async () => {
    window.location.hash = '#/dashboards/42';
    renderSignedIn('/signin?redirect_to=https%3A%2F%2Fsales.cluster.example%2Fincorta%2F');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sales.cluster.example/incorta/#/dashboards/42'));
    expect(em.calls).toEqual([]);
  });

  it('refuses a redirect_to that is not a web address and goes on as usual, with the notice', async () => {
    const view = renderSignedIn('/signin?redirect_to=javascript%3Aalert(1)');
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(assign).not.toHaveBeenCalled();
    expect(view.currentPath()).toBe('/clusters');
    expect(await screen.findByText(LINK_NOT_FOLLOWED.message)).toBeInTheDocument();
  });

  it('on /signin follows a redirect_to on this site inside the app', async () => {
    const view = renderSignedIn('/signin?redirect_to=%2Fclusters%2Fcreate%3Ffrom%3Dlink');
    await screen.findByRole('heading', { name: 'Create Cluster' });
    expect(view.history.at(-1)).toBe('/clusters/create?from=link');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['another site', 'https://another.site'],
    ['a look-alike of the cluster domain', 'https://sales.cluster.example.another.site/'],
    ['plain http on the cluster domain', 'http://sales.cluster.example/'],
    ['a scheme-relative URL', '//another.site/x'],
  ])('on /signin ignores a redirect_to to %s, lands on /clusters and says the link was not followed', async (_what, target) => {
    const view = renderSignedIn(`/signin?redirect_to=${encodeURIComponent(target)}`);
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(view.currentPath()).toBe('/clusters');
    expect(assign).not.toHaveBeenCalled();
    expect(await screen.findByText(LINK_NOT_FOLLOWED.message)).toBeInTheDocument();
    expect(screen.getByText(LINK_NOT_FOLLOWED.title)).toBeInTheDocument();
    expect(LINK_NOT_FOLLOWED).toEqual({
      title: 'Link not followed',
      message: 'The address this sign-in link pointed to is neither this console nor one of its clusters, so it was not opened.',
    });
  });

  it('follows nothing off this site when no cluster domain is configured', async () => {
    setClusterDomains([]);
    renderSignedIn('/signin?redirect_to=https%3A%2F%2Fsales.cluster.example%2F');
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('ignores an activation redirectTo on another site and goes to /clusters', async () => {
    // The emulator only ever answers its own welcome path: another site's comes from a fault hook.
    await em.fault({
      route: 'POST /users/*/activate',
      status: 200,
      body: { redirectTo: 'https://another.site/welcome', crypted: 'x' },
    });
    const view = renderSignedIn('/', await signUp());
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(view.currentPath()).toBe('/clusters');
    expect(assign).not.toHaveBeenCalled();
  });

  it('ignores redirect_to on other entry paths', async () => {
    const view = renderSignedIn('/sso?redirect_to=https%3A%2F%2Fsales.cluster.example%2F');
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(assign).not.toHaveBeenCalled();
    expect(view.currentPath()).toBe('/clusters');
  });

  it('activates a freshly signed-up user: stores the emulator’s receipt as cloudSSO and follows its welcome redirectTo', async () => {
    const account = await signUp();
    const view = renderSignedIn('/', account);
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(view.history.at(-1)).toBe('/clusters?welcome=1');

    expect(activationsOf(account)).toEqual([
      { method: 'POST', path: `/users/${account.uuid}/activate`, body: { enable: true }, signed: true },
    ]);
    const receipt = em.emulator.ctx.db.prepare('SELECT crypted FROM user_activations WHERE uuid = ?').get(account.uuid) as
      | { crypted: string }
      | undefined;
    expect(receipt?.crypted).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(document.cookie).toContain(`cloudSSO=${encodeURIComponent(receipt?.crypted ?? '')}`);
    const write = cookieWrites.find((c) => c.startsWith('cloudSSO='));
    expect(write).toContain('Secure');
    expect(write).toContain('SameSite=Strict');
    expect(write).toContain(SSO_MAX_AGE);
    expect(meOf(account)).toMatchObject({ newUser: false, assignedCluster: true });
  });

  it('activates a new user without an assigned cluster, stores cloudSSO and follows the redirectTo it answers', async () => {
    // A redirectTo and receipt other than the emulator's own (a path of the app, characters the cookie
    // must encode): the activation call answers them through a fault hook.
    await em.fault({
      route: 'POST /users/*/activate',
      status: 200,
      body: { redirectTo: '/clusters/create?from=activation', crypted: 'c1pher/+=' },
    });
    const account = await signUp();
    const view = renderSignedIn('/', account);
    await screen.findByRole('heading', { name: 'Create Cluster' });
    expect(view.history.at(-1)).toBe('/clusters/create?from=activation');

    const [activation] = activationsOf(account);
    expect(activation?.method).toBe('POST');
    expect(activation?.body).toEqual({ enable: true });
    expect(document.cookie).toContain(`cloudSSO=${encodeURIComponent('c1pher/+=')}`);
    const write = cookieWrites.find((c) => c.startsWith('cloudSSO='));
    expect(write).toContain('Secure');
    expect(write).toContain('SameSite=Strict');
    expect(write).toContain(SSO_MAX_AGE);
  });

  it('sends the browser to an activation redirectTo on another site', async () => {
    // The emulator only ever answers its own welcome path: a cluster's comes from a fault hook.
    await em.fault({
      route: 'POST /users/*/activate',
      status: 200,
      body: { redirectTo: 'https://trial.cluster.example/', crypted: 'x' },
    });
    renderSignedIn('/', await signUp());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://trial.cluster.example/'));
  });

  it('goes on to /clusters when activation answers no redirectTo', async () => {
    // The emulator answers redirectTo null only to a repeated activation, which the screen never makes.
    await em.fault({ route: 'POST /users/*/activate', status: 200, body: { redirectTo: null, crypted: 'abc' } });
    const account = await signUp();
    const view = renderSignedIn('/', account);
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(view.history.at(-1)).toBe('/clusters');
    expect(activationsOf(account)).toHaveLength(1);
    expect(document.cookie).toContain('cloudSSO=abc');
  });

  it.each([
    ['new', { newUser: true, confirmed: true, email_verified: false }],
    ['confirmed', { newUser: false, confirmed: true, email_verified: false }],
    ['e-mail-verified', { newUser: false, confirmed: true, email_verified: true }],
  ])('activates a %s user who has no assigned cluster', async (_kind, flags) => {
    const account = await signUp({ ...flags, assignedCluster: false });
    const view = renderSignedIn('/', account);
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(activationsOf(account)).toHaveLength(1);
    expect(view.currentPath()).toBe('/clusters');
    expect(meOf(account)).toMatchObject({ assignedCluster: true });
  });

  it('does not activate a user who has an assigned cluster', async () => {
    const account = await signUp();
    // Still new, but a cluster is assigned already (the emulator's assign_cluster call).
    const assigned = await em.emulator.fetch(`/api/users/${account.uuid}/instances/assign_cluster`, {
      method: 'POST',
      as: account.email,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userID: account.uuid }),
    });
    expect(assigned.status).toBe(200);
    expect(meOf(account)).toMatchObject({ newUser: true, assignedCluster: true });

    renderSignedIn('/', account);
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(activationsOf(account)).toHaveLength(0);
    expect(cookieWrites.some((c) => c.startsWith('cloudSSO='))).toBe(false);
  });

  it("on a first login follows the user's redirectTo and sets the firstLogin marker", async () => {
    const account = await signUp({ newUser: false, assignedCluster: true, redirectTo: '/data-apps/sales-analytics' });
    const view = renderSignedIn('/', account);
    await screen.findByRole('heading', { name: 'Data Apps' });
    expect(view.currentPath()).toBe('/data-apps/sales-analytics');
    expect(window.localStorage.getItem('firstLogin')).not.toBeNull();
  });

  it("after the first login ignores the user's redirectTo and goes to /clusters", async () => {
    window.localStorage.setItem('firstLogin', 'true');
    const account = await signUp({ newUser: false, assignedCluster: true, redirectTo: '/data-apps/sales-analytics' });
    const view = renderSignedIn('/', account);
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(view.currentPath()).toBe('/clusters');
  });

  it("shows the 'Something Went Wrong!' page when the user call answers 5xx", async () => {
    await em.fault({ route: 'GET /users/*/me', status: 503, body: { message: 'Service Unavailable' } });
    const view = renderSignedIn('/');
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByText('for support.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return back to Login Page' })).toBeInTheDocument();
    expect(view.currentPath()).toBe('/');
    expect(reportError).not.toHaveBeenCalled();
  });

  it("shows the 'Something Went Wrong!' page when activation answers 5xx", async () => {
    await em.fault({ route: 'POST /users/*/activate', status: 500, body: { message: 'Internal error' } });
    renderSignedIn('/', await signUp());
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong!' })).toBeInTheDocument();
  });

  it('reports any other error and goes on to /clusters', async () => {
    await em.fault({ route: 'POST /users/*/activate', status: 409, body: { message: 'Account already active' } });
    const view = renderSignedIn('/', await signUp());
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(view.currentPath()).toBe('/clusters');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reportError).mock.calls[0]?.[0]).toMatchObject({ status: 409, message: 'Account already active' });
  });

  it('shows the verify page to an unconfirmed user instead of activating', async () => {
    const account = em.signIn(UNVERIFIED);
    renderSignedIn('/', account);
    expect(await screen.findByRole('heading', { name: 'Check your inbox!' })).toBeInTheDocument();
    expect(activationsOf(account)).toHaveLength(0);
  });
});

describe('single-sign-on entries with redirect_to, signed out', () => {
  const CLUSTER = 'https://sales.cluster.example/incorta/';

  it.each(['/sso', '/signin', '/signin-cloud', '/'])(
    '%s remembers the cluster URL with its hash, and after sign-in the browser lands there',
    async (entry) => {
      window.location.hash = '#/dashboards/42';
      const remembered = `/signin?redirect_to=${encodeURIComponent(CLUSTER)}#/dashboards/42`;
      const entryView = renderWithProviders(<AppRoutes />, { route: `${entry}?redirect_to=${encodeURIComponent(CLUSTER)}` });
      await waitFor(() => expect(signIn).toHaveBeenCalledWith({ returnTo: remembered, extra: {} }));
      entryView.unmount();

      vi.mocked(completeSignIn).mockResolvedValueOnce({ returnTo: remembered });
      renderWithProviders(<AuthCallback />, { route: '/auth/callback', user: em.signIn(SETTLED), seedMe: false });
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`${CLUSTER}#/dashboards/42`));
      expect(em.calls).toEqual([]);
    },
  );

  it('after sign-in from a link to another site, lands on /clusters with the notice', async () => {
    const remembered = `/signin?redirect_to=${encodeURIComponent('https://another.site/')}`;
    const entryView = renderWithProviders(<AppRoutes />, { route: `/sso?redirect_to=${encodeURIComponent('https://another.site/')}` });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ returnTo: remembered, extra: {} }));
    entryView.unmount();

    vi.mocked(completeSignIn).mockResolvedValueOnce({ returnTo: remembered });
    const view = renderWithProviders(<AuthCallback />, { route: '/auth/callback', user: em.signIn(SETTLED), seedMe: false });
    await waitFor(() => expect(view.history.at(-1)).toBe('/clusters'));
    expect(await screen.findByText(LINK_NOT_FOLLOWED.message)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
