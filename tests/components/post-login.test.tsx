import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { configureHttp } from '../../src/api/http';
import type { User } from '../../src/api/types';
import { AppRoutes } from '../../src/app/routes';
import { reportError } from '../../src/api/report-error';
import { completeSignIn, signIn } from '../../src/session/auth';
import { AuthCallback } from '../../src/features/auth/AuthCallback';
import { browser } from '../../src/session/browser';
import { LINK_NOT_FOLLOWED } from '../../src/features/auth/messages';
import { setClusterDomains } from '../../src/features/auth/redirect-domains';
import { buildUser, renderWithProviders } from '../support/render';

vi.mock('../../src/session/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/session/auth')>()),
  signIn: vi.fn(() => Promise.resolve()),
  signOut: vi.fn(() => Promise.resolve()),
  completeSignIn: vi.fn(),
}));
vi.mock('../../src/api/report-error', () => ({ reportError: vi.fn() }));
// Where post-login lands is under test here, not the screens there: each is replaced by its name.
vi.mock('../../src/features/clusters/ClustersPage', () => ({ ClustersPage: () => <h1>Clusters</h1> }));
vi.mock('../../src/features/clusters/create/CreateClusterPage', () => ({ CreateClusterPage: () => <h1>Create Cluster</h1> }));

const API = 'http://api.test';
const UUID = 'u-new';
const ME = `${API}/users/${UUID}/me`;
const ACTIVATE = `${API}/users/${UUID}/activate`;
/** ~31.5e9 ms, as the spec says, in seconds. */
const SSO_MAX_AGE = `Max-Age=${Math.round(31_536_000_000 / 1000)}`;

const settled = { uuid: UUID, fullName: 'Nia New', email: 'newuser@demo.test' };
const fresh = { ...settled, newUser: true, assignedCluster: false, confirmed: true, email_verified: true };

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let assign: MockInstance<(url: string) => void>;
let cookieWrites: string[];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function callsTo(url: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input) === url);
}

function answerMe(user: Record<string, unknown>) {
  answers[ME] = { status: 200, body: buildUser(user) satisfies User };
}

beforeEach(() => {
  window.localStorage.clear();
  // The runtime config's clusterDomains: clusters live under cluster.example.
  setClusterDomains(['cluster.example']);
  vi.mocked(signIn).mockClear();
  vi.mocked(reportError).mockClear();
  answers = {};
  fetchMock = vi.fn<typeof fetch>((input) => {
    const answer = answers[String(input)];
    return Promise.resolve(answer ? json(answer.status, answer.body) : json(404, { message: 'Not found' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ apiBase: API, getAccessToken: () => Promise.resolve('token') });
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
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.location.hash = '';
  document.cookie = 'cloudSSO=; Path=/; Max-Age=0';
});

function renderSignedIn(route: string) {
  return renderWithProviders(<AppRoutes />, { route, user: settled, seedMe: false });
}

describe('post-login screen', () => {
  it('shows a loader while it decides', async () => {
    answerMe(settled);
    renderSignedIn('/');
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Clusters' });
  });

  it('on /signin with redirect_to sends the browser there with the hash appended, before anything else', async () => {
    window.location.hash = '#/dashboards/42';
    renderSignedIn('/signin?redirect_to=https%3A%2F%2Fsales.cluster.example%2Fincorta%2F');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sales.cluster.example/incorta/#/dashboards/42'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a redirect_to that is not a web address and goes on as usual, with the notice', async () => {
    answerMe(settled);
    const view = renderSignedIn('/signin?redirect_to=javascript%3Aalert(1)');
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(assign).not.toHaveBeenCalled();
    expect(view.currentPath()).toBe('/clusters');
    expect(await screen.findByText(LINK_NOT_FOLLOWED.message)).toBeInTheDocument();
  });

  it('on /signin follows a redirect_to on this site inside the app', async () => {
    answerMe(settled);
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
    answerMe(settled);
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
    answerMe(settled);
    renderSignedIn('/signin?redirect_to=https%3A%2F%2Fsales.cluster.example%2F');
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('ignores an activation redirectTo on another site and goes to /clusters', async () => {
    answerMe(fresh);
    answers[ACTIVATE] = { status: 200, body: { redirectTo: 'https://another.site/welcome', crypted: 'x' } };
    const view = renderSignedIn('/');
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(view.currentPath()).toBe('/clusters');
    expect(assign).not.toHaveBeenCalled();
  });

  it('ignores redirect_to on other entry paths', async () => {
    answerMe(settled);
    const view = renderSignedIn('/sso?redirect_to=https%3A%2F%2Fsales.cluster.example%2F');
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(assign).not.toHaveBeenCalled();
    expect(view.currentPath()).toBe('/clusters');
  });

  it('activates a new user without an assigned cluster, stores cloudSSO and follows the redirectTo it answers', async () => {
    answerMe(fresh);
    answers[ACTIVATE] = { status: 200, body: { redirectTo: '/clusters/create?from=activation', crypted: 'c1pher/+=' } };
    const view = renderSignedIn('/');
    await screen.findByRole('heading', { name: 'Create Cluster' });
    expect(view.history.at(-1)).toBe('/clusters/create?from=activation');

    const [activation] = callsTo(ACTIVATE);
    expect(activation?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(activation?.[1]?.body))).toEqual({ enable: true });
    expect(document.cookie).toContain(`cloudSSO=${encodeURIComponent('c1pher/+=')}`);
    const write = cookieWrites.find((c) => c.startsWith('cloudSSO='));
    expect(write).toContain('Secure');
    expect(write).toContain('SameSite=Strict');
    expect(write).toContain(SSO_MAX_AGE);
  });

  it('sends the browser to an activation redirectTo on another site', async () => {
    answerMe(fresh);
    answers[ACTIVATE] = { status: 200, body: { redirectTo: 'https://trial.cluster.example/', crypted: 'x' } };
    renderSignedIn('/');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://trial.cluster.example/'));
  });

  it.each([
    ['new', { newUser: true, confirmed: true, email_verified: false }],
    ['confirmed', { newUser: false, confirmed: true, email_verified: false }],
    ['e-mail-verified', { newUser: false, confirmed: true, email_verified: true }],
  ])('activates a %s user who has no assigned cluster', async (_kind, flags) => {
    answerMe({ ...settled, ...flags, assignedCluster: false });
    answers[ACTIVATE] = { status: 200, body: { redirectTo: null, crypted: 'abc' } };
    const view = renderSignedIn('/');
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(callsTo(ACTIVATE)).toHaveLength(1);
    expect(view.currentPath()).toBe('/clusters');
  });

  it('does not activate a user who has an assigned cluster', async () => {
    answerMe({ ...settled, newUser: true, assignedCluster: true });
    renderSignedIn('/');
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(callsTo(ACTIVATE)).toHaveLength(0);
    expect(cookieWrites.some((c) => c.startsWith('cloudSSO='))).toBe(false);
  });

  it("on a first login follows the user's redirectTo and sets the firstLogin marker", async () => {
    answerMe({ ...settled, redirectTo: '/data-apps/sales-analytics' });
    const view = renderSignedIn('/');
    await screen.findByRole('heading', { name: 'Data Apps' });
    expect(view.currentPath()).toBe('/data-apps/sales-analytics');
    expect(window.localStorage.getItem('firstLogin')).not.toBeNull();
  });

  it("after the first login ignores the user's redirectTo and goes to /clusters", async () => {
    window.localStorage.setItem('firstLogin', 'true');
    answerMe({ ...settled, redirectTo: '/data-apps/sales-analytics' });
    const view = renderSignedIn('/');
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(view.currentPath()).toBe('/clusters');
  });

  it("shows the 'Something Went Wrong!' page when the user call answers 5xx", async () => {
    answers[ME] = { status: 503, body: { message: 'Service Unavailable' } };
    const view = renderSignedIn('/');
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByText('for support.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return back to Login Page' })).toBeInTheDocument();
    expect(view.currentPath()).toBe('/');
    expect(reportError).not.toHaveBeenCalled();
  });

  it("shows the 'Something Went Wrong!' page when activation answers 5xx", async () => {
    answerMe(fresh);
    answers[ACTIVATE] = { status: 500, body: 'Internal error' };
    renderSignedIn('/');
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong!' })).toBeInTheDocument();
  });

  it('reports any other error and goes on to /clusters', async () => {
    answerMe(fresh);
    answers[ACTIVATE] = { status: 409, body: { message: 'Account already active' } };
    const view = renderSignedIn('/');
    await screen.findByRole('heading', { name: 'Clusters' });
    expect(view.currentPath()).toBe('/clusters');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reportError).mock.calls[0]?.[0]).toMatchObject({ status: 409, message: 'Account already active' });
  });

  it('shows the verify page to an unconfirmed user instead of activating', async () => {
    answerMe({ ...fresh, confirmed: false, email_verified: false });
    renderSignedIn('/');
    expect(await screen.findByRole('heading', { name: 'Check your inbox!' })).toBeInTheDocument();
    expect(callsTo(ACTIVATE)).toHaveLength(0);
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
      renderWithProviders(<AuthCallback />, { route: '/auth/callback', user: settled, seedMe: false });
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`${CLUSTER}#/dashboards/42`));
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('after sign-in from a link to another site, lands on /clusters with the notice', async () => {
    const remembered = `/signin?redirect_to=${encodeURIComponent('https://another.site/')}`;
    const entryView = renderWithProviders(<AppRoutes />, { route: `/sso?redirect_to=${encodeURIComponent('https://another.site/')}` });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ returnTo: remembered, extra: {} }));
    entryView.unmount();

    answerMe(settled);
    vi.mocked(completeSignIn).mockResolvedValueOnce({ returnTo: remembered });
    const view = renderWithProviders(<AuthCallback />, { route: '/auth/callback', user: settled, seedMe: false });
    await waitFor(() => expect(view.history.at(-1)).toBe('/clusters'));
    expect(await screen.findByText(LINK_NOT_FOLLOWED.message)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
