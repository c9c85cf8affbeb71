import { keys } from '../../../src/api/keys';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND } from '../../../src/config/brand';
import { AuthCallback } from '../../../src/features/auth/AuthCallback';
import { completeSignIn, signIn, signOut } from '../../../src/session/auth';
import { browser } from '../../../src/session/browser';
import { signInErrorKind, type SignInErrorKind } from '../../../src/features/auth/error-kinds';
import { SignInErrorPage, VerifyEmailPage } from '../../../src/features/auth/ErrorPages';
import { useSession } from '../../../src/stores/session';
import { UI_STORAGE_KEY, useUi } from '../../../src/stores/ui';
import { buildUser, createTestQueryClient, renderWithProviders } from '../../support/render';

vi.mock('../../../src/session/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/session/auth')>()),
  signIn: vi.fn(() => Promise.resolve()),
  signOut: vi.fn(() => Promise.resolve()),
  completeSignIn: vi.fn(),
}));
vi.mock('../../../src/api/report-error', () => ({ reportError: vi.fn() }));

const RETURN = 'Return back to Login Page';

beforeEach(() => {
  vi.mocked(signIn).mockClear();
  vi.mocked(signOut).mockClear();
});

/** Every text of each page, in order of appearance (spec doc 3 §2 "Error pages"). */
const PAGES: [SignInErrorKind, string, string[]][] = [
  ['blocked', 'Your account is blocked!', ['to unblock it.']],
  [
    'trialExpired',
    'Thank You!',
    [
      "We've received your request and will review it shortly. Our team will reach out to you with the next steps.",
      'Got further question?',
      "Please don't hesitate to reach out for our support team.",
    ],
  ],
  ['personalEmail', 'Sign Up Failed!', ["You can't sign up here with a personal email address.", 'Use a work email address.']],
  ['mfaRequired', 'Multifactor authentication required', []],
  ['somethingWentWrong', 'Something Went Wrong!', ['for support.']],
  ['invalidState', 'Invalid State', []],
];

describe('sign-in error pages', () => {
  it.each(PAGES)('%s shows its exact texts and logs out from the return button', async (kind, title, texts) => {
    renderWithProviders(<SignInErrorPage kind={kind} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: RETURN }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['blocked', 'to unblock it.'],
    ['somethingWentWrong', 'for support.'],
  ] as const)('%s links to contact us before %s', (kind, after) => {
    renderWithProviders(<SignInErrorPage kind={kind} />);
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link).toHaveAttribute('href', BRAND.links.contactUs);
    expect(link.parentElement).toHaveTextContent(`Contact us ${after}`);
  });
});

describe('verify-email page', () => {
  it("shows 'Check your inbox!' with resend, contact support and return links", async () => {
    renderWithProviders(<VerifyEmailPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Check your inbox!' })).toBeInTheDocument();
    expect(screen.getByText(/verify your address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', BRAND.links.support);

    await userEvent.click(screen.getByRole('button', { name: 'resend email' }));
    expect(signIn).toHaveBeenCalledWith({ returnTo: '/', extra: { forceSendEmailVerification: true } });

    await userEvent.click(screen.getByRole('button', { name: 'return to home page' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: RETURN }));
    expect(signOut).toHaveBeenCalledTimes(2);
  });
});

describe('sign-in error messages', () => {
  it.each([
    ['user is blocked', 'blocked'],
    ['Your trial has expired', 'trialExpired'],
    ['Please verify your email before logging in.', 'verifyEmail'],
    ['Signing up with a personal email is not allowed', 'personalEmail'],
    ['Multifactor authentication required', 'mfaRequired'],
    ['No matching state found in storage', 'invalidState'],
    ['invalid_grant', 'somethingWentWrong'],
  ] as const)('"%s" leads to the %s page', (message, kind) => {
    expect(signInErrorKind(message)).toBe(kind);
  });
});

describe('sign-in callback', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
  });

  it('renders the matching error page in place and drops the code from the address', async () => {
    vi.mocked(completeSignIn).mockRejectedValueOnce(new Error('user is blocked'));
    renderWithProviders(<AuthCallback />, { route: '/auth/callback' });
    expect(await screen.findByRole('heading', { name: 'Your account is blocked!' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(screen.getByRole('button', { name: RETURN })).toBeInTheDocument();
  });

  it("shows 'Invalid State' when the sign-in state is unknown", async () => {
    vi.mocked(completeSignIn).mockRejectedValueOnce(new Error('No matching state found in storage'));
    renderWithProviders(<AuthCallback />, { route: '/auth/callback' });
    expect(await screen.findByRole('heading', { name: 'Invalid State' })).toBeInTheDocument();
  });

  it('runs the post-login screen and returns to the page the sign-in started from', async () => {
    vi.mocked(completeSignIn).mockResolvedValueOnce({ returnTo: '/clusters/sales-eu?tab=scaling' });
    const view = renderWithProviders(<AuthCallback />, { route: '/auth/callback', user: { uuid: 'u-ada' } });
    await waitFor(() => expect(view.history.at(-1)).toBe('/clusters/sales-eu?tab=scaling'));
  });

  it('goes to /clusters after a sign-in started from an entry route', async () => {
    vi.mocked(completeSignIn).mockResolvedValueOnce({ returnTo: '/sso' });
    const view = renderWithProviders(<AuthCallback />, { route: '/auth/callback', user: { uuid: 'u-ada' } });
    await waitFor(() => expect(view.history.at(-1)).toBe('/clusters'));
  });
});

describe('session and Log Out (real oidc-client-ts, no provider reachable)', () => {
  const AUTHORITY = 'http://idp.test/oidc';
  const USER_KEY = `oidc.user:${AUTHORITY}:console`;
  const oidc = {
    authority: AUTHORITY,
    clientId: 'console',
    audience: 'http://api.test',
    scope: 'openid profile email offline_access read:clusters',
    redirectPath: '/auth/callback',
    passwordConnectionPrefix: 'db|',
  };

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function storeUser(expiresInSeconds: number) {
    window.localStorage.setItem(
      USER_KEY,
      JSON.stringify({
        id_token: 'id.token.value',
        access_token: 'access-token-1',
        refresh_token: 'refresh-token-1',
        token_type: 'Bearer',
        scope: oidc.scope,
        profile: { sub: 'db|u-ada', email: 'ada@example.com', app_metadata: { uuid: 'u-ada' } },
        expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
      }),
    );
  }

  it('restores the stored user into the session and hands out its access token', async () => {
    const real = await vi.importActual<typeof import('../../../src/session/auth')>('../../../src/session/auth');
    real.initAuth(oidc, createTestQueryClient());
    storeUser(3600);
    await real.restoreSession();
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', uuid: 'u-ada', email: 'ada@example.com', sub: 'db|u-ada' });
    await expect(real.getAccessToken()).resolves.toBe('access-token-1');
  });

  it('stays signed in offline when the expired token cannot be renewed for lack of network', async () => {
    const real = await vi.importActual<typeof import('../../../src/session/auth')>('../../../src/session/auth');
    real.initAuth(oidc, createTestQueryClient());
    storeUser(-10);
    useSession.getState().signedOut();
    await real.restoreSession();
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', uuid: 'u-ada' });
    await expect(real.getAccessToken()).resolves.toBeNull();
  });

  it('Log Out leaves no user data in storage or cookies, then returns to the origin', async () => {
    const real = await vi.importActual<typeof import('../../../src/session/auth')>('../../../src/session/auth');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(keys.me('u-ada'), buildUser({ uuid: 'u-ada' }));
    real.initAuth(oidc, queryClient);
    storeUser(3600);
    window.localStorage.setItem('firstLogin', 'true');
    window.localStorage.setItem('console-cache', '{"clientState":{"queries":[]}}');
    window.localStorage.setItem('oidc.0123456789abcdef', '{"id":"0123456789abcdef"}');
    window.sessionStorage.setItem('oidc.fedcba9876543210', '{"id":"fedcba9876543210"}');
    document.cookie = 'cloudSSO=secret; Path=/; Secure; SameSite=Strict';
    // Ada dismissed the upgrade banner on this device, and so did another user of it.
    useSession.setState({ status: 'signedIn', uuid: 'u-ada', email: 'ada@example.com', sub: 'db|u-ada' });
    useUi.getState().dismissUpgradeBanner('u-grace');
    useUi.getState().dismissUpgradeBanner('u-ada');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});

    await real.signOut();

    // Nothing of Ada is left; the other user's dismissal is theirs to keep.
    expect(Object.keys(window.localStorage)).toEqual([UI_STORAGE_KEY]);
    expect(window.localStorage.getItem(UI_STORAGE_KEY)).not.toContain('u-ada');
    expect(useUi.getState().upgradeBannerDismissedBy).toEqual(['u-grace']);
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    expect(document.cookie).not.toContain('cloudSSO');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/`);
  });
});
