import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttp } from '../../../src/api/http';
import { AppRoutes } from '../../../src/app/routes';
import { reportError } from '../../../src/api/report-error';
import { signIn, signOut } from '../../../src/session/auth';
import { renderWithProviders } from '../../support/render';

vi.mock('../../../src/session/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/session/auth')>()),
  signIn: vi.fn(() => Promise.resolve()),
  signOut: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../../src/api/report-error', () => ({ reportError: vi.fn() }));
// The route table is under test here, not the screens: each built screen is replaced by its name.
vi.mock('../../../src/features/clusters/ClustersPage', () => ({ ClustersPage: () => <h1>Clusters screen</h1> }));
vi.mock('../../../src/features/clusters/create/CreateClusterPage', () => ({
  CreateClusterPage: () => <h1>Create Cluster screen</h1>,
}));
vi.mock('../../../src/features/clusters/detail/ClusterPage', () => ({ ClusterPage: () => <h1>Cluster screen</h1> }));
vi.mock('../../../src/features/account/MyAccountPage', () => ({ MyAccountPage: () => <h1>My Account screen</h1> }));
vi.mock('../../../src/features/support/SupportPage', () => ({ SupportPage: () => <h1>Help & Support screen</h1> }));
vi.mock('../../../src/features/data-apps/DataAppsPage', () => ({ DataAppsPage: () => <h1>Data Apps screen</h1> }));
// The route asks the page's module for the default range's figures beside the account (routes.tsx).
vi.mock('../../../src/features/consumption/ConsumptionPage', () => ({
  ConsumptionPage: () => <h1>Consumption screen</h1>,
  prefetchDefaultRange: () => Promise.resolve(),
}));
vi.mock('../../../src/features/plans/PlansPage', () => ({ PlansPage: () => <h1>Plans screen</h1> }));
vi.mock('../../../src/features/consent-flow/ConsentFlowPage', () => ({ ConsentFlowPage: () => <h1>Consent Flow screen</h1> }));
vi.mock('../../../src/features/invitations/AcceptInvitationPage', () => ({
  AcceptInvitationPage: ({ kind }: { kind: string }) => <h1>{`Invitation screen: ${kind}`}</h1>,
}));

/** What a route without its screen used to say; no route says it now. */
const AREA_TEXT = 'This area is not available yet.';
const NOT_FOUND = 'THIS PAGE IS NOT FOUND';
const ada = { uuid: 'u-ada', fullName: 'Ada Lovelace', email: 'ada@example.com' };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.mocked(signIn).mockClear();
  vi.mocked(signOut).mockClear();
  window.localStorage.clear();
  fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new Error('no network in this test')));
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ apiBase: 'http://api.test', getAccessToken: () => Promise.resolve('token') });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(route: string, user?: Record<string, unknown>) {
  return renderWithProviders(<AppRoutes />, { route, user });
}

async function expectScreen(title: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
}

describe('public routes, signed out', () => {
  it.each(['/', '/sso', '/signin-cloud'])('%s starts single-sign-on sign-in and clears the first-login marker', async (route) => {
    window.localStorage.setItem('firstLogin', 'true');
    renderAt(route);
    expect(screen.getByRole('status', { name: 'Signing you in' })).toBeInTheDocument();
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ returnTo: route, extra: {} }));
    expect(window.localStorage.getItem('firstLogin')).toBeNull();
  });

  it('/signin remembers redirect_to by coming back to the same URL', async () => {
    const route = '/signin?redirect_to=https%3A%2F%2Fsales.cluster.example%2Fincorta%2F';
    renderAt(route);
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ returnTo: route, extra: {} }));
  });

  it('/signup starts sign-up with the five utm_* parameters and nothing else', async () => {
    renderAt(
      '/signup?utm_medium=email&utm_source=newsletter&utm_campaign=spring&utm_term=olap&utm_content=hero&ref=other',
    );
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith({
        returnTo: '/clusters',
        extra: {
          screen_hint: 'signup',
          utm_medium: 'email',
          utm_source: 'newsletter',
          utm_campaign: 'spring',
          utm_term: 'olap',
          utm_content: 'hero',
        },
      }),
    );
  });

  it('/admin logs in and returns to /clusters', async () => {
    window.localStorage.setItem('firstLogin', 'true');
    renderAt('/admin');
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ returnTo: '/clusters', extra: {} }));
    // Only the single-sign-on entry clears the marker.
    expect(window.localStorage.getItem('firstLogin')).toBe('true');
  });

  it('/verify shows the verify-email page', async () => {
    renderAt('/verify');
    expect(await screen.findByRole('heading', { name: 'Check your inbox!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'resend email' })).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows a readable message with a retry when the sign-in page cannot be reached', async () => {
    const failure = new Error('Failed to fetch the provider metadata');
    vi.mocked(signIn).mockRejectedValueOnce(failure);
    renderAt('/clusters');
    expect(await screen.findByRole('heading', { name: 'Sign-in is not reachable' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch the provider metadata')).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith(failure, { where: 'sign-in start' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('status', { name: 'Signing you in' })).toBeInTheDocument();
  });
});

describe('public routes, signed in', () => {
  it.each(['/admin', '/signin-cloud', '/signup'])('%s goes to /clusters', async (route) => {
    const view = renderAt(route, ada);
    await expectScreen('Clusters screen');
    expect(view.currentPath()).toBe('/clusters');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('/ runs the post-login screen, which lands a settled user on /clusters', async () => {
    const view = renderAt('/', ada);
    await expectScreen('Clusters screen');
    expect(view.currentPath()).toBe('/clusters');
  });
});

describe('protected routes', () => {
  it.each([
    ['/clusters', 'Clusters screen'],
    ['/instances', 'Clusters screen'],
    ['/clusters/create', 'Create Cluster screen'],
    ['/clusters/sales-eu?tab=scaling', 'Cluster screen'],
    ['/my-account?tab=security', 'My Account screen'],
    ['/support', 'Help & Support screen'],
    ['/consentflow', 'Consent Flow screen'],
    ['/data-apps', 'Data Apps screen'],
    ['/data-apps/sales-analytics', 'Data Apps screen'],
    ['/consumption', 'Consumption screen'],
    ['/plans', 'Plans screen'],
    ['/users/acceptclusterinv?userID=u-ada&instanceID=i-1', 'Invitation screen: cluster'],
    ['/users/acceptownershiptransfer?userID=u-ada&instanceID=i-1', 'Invitation screen: ownership'],
  ])('%s shows its screen inside the layout when signed in', async (route, title) => {
    renderAt(route, ada);
    await expectScreen(title);
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });


  it.each([
    '/clusters/sales-eu?tab=scaling',
    '/my-account?tab=billing-history',
    '/consumption',
    '/users/acceptclusterinv?userID=u-ada&instanceID=i-1',
  ])('%s sends a signed-out visitor to sign in and back to the same path and query', async (route) => {
    renderAt(route);
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ returnTo: route, extra: {} }));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('/support is usable signed out, full screen', async () => {
    renderAt('/support');
    await expectScreen('Help & Support screen');
    expect(screen.queryByRole('button', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the verify page instead of the app to an unconfirmed user', async () => {
    renderAt('/clusters', { ...ada, confirmed: false, email_verified: false });
    expect(await screen.findByRole('heading', { name: 'Check your inbox!' })).toBeInTheDocument();
    expect(screen.queryByText('Clusters screen')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
  });

  it('when the account cannot be loaded, keeps the header, Try again and Log Out', async () => {
    fetchMock.mockImplementation(async () =>
      new Response(JSON.stringify({ message: 'Service unavailable' }), { status: 503, headers: { 'Content-Type': 'application/json' } }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/clusters', user: ada, seedMe: false });
    expect(await screen.findByRole('heading', { name: 'Your account could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The header stays, with the user menu named after the signed-in e-mail.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ada@example.com' })).toBeInTheDocument();
    // Showing the header does not start the load over by itself: one request, then one per Try again.
    const meCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/users/u-ada/me'));
    expect(meCalls()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(meCalls()).toHaveLength(2));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('waits for the session before deciding', () => {
    renderWithProviders(<AppRoutes />, { route: '/clusters', session: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe('not found', () => {
  it('shows THIS PAGE IS NOT FOUND inside the layout when signed in', async () => {
    renderAt('/no/such/page', ada);
    const heading = await screen.findByRole('heading', { name: NOT_FOUND });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your clusters' })).toHaveAttribute('href', '/clusters');
  });

  it('shows THIS PAGE IS NOT FOUND full screen when signed out, without asking to sign in', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    '/users/acceptclusterinv',
    '/users/acceptclusterinv?userID=u-ada',
    '/users/acceptclusterinv?instanceID=i-1',
    '/users/acceptownershiptransfer?userID=&instanceID=i-1',
    '/users/acceptownershiptransfer?userID=u-ada',
  ])('%s without both userID and instanceID is not found', async (route) => {
    renderAt(route, ada);
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByText(AREA_TEXT)).not.toBeInTheDocument();
  });

  it('an invitation link without its parameters is not found for a signed-out visitor too', async () => {
    renderAt('/users/acceptownershiptransfer?instanceID=i-1');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });
});
