import { keys } from '../../src/api/keys';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { configureHttp } from '../../src/api/http';
import type { User } from '../../src/api/types';
import { MyAccountPage } from '../../src/features/account/MyAccountPage';
import { buildUser, renderWithProviders, TEST_UUID } from '../support/render';

const API = 'http://api.test/api';

const RUNTIME_CONFIG = {
  apiBase: API,
  oidc: {
    authority: 'http://api.test/oidc',
    clientId: 'console',
    audience: API,
    scope: 'openid',
    redirectPath: '/auth/callback',
    passwordConnectionPrefix: 'db|',
  },
  vapidPublicKey: null,
  environment: 'dev',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = (call: Call) => Response;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Serves /config.json and the given `METHOD /path` answers; records every API request. */
function mockApi(routes: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/config.json') return json(200, RUNTIME_CONFIG);
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.replace(API, ''),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    // As the real API: the signed-in user can always be read (a change refetches it).
    const me = call.method === 'GET' && call.path === `/users/${TEST_UUID}/me` ? () => json(200, buildUser(USER)) : undefined;
    const answer = routes[`${call.method} ${call.path}`] ?? me;
    return answer ? answer(call) : json(404, { message: `Unexpected ${call.method} ${call.path}` });
  });
  return calls;
}

beforeEach(() => {
  // Mantine keeps notices in a module store: start every test without the last one's.
  notifications.clean();
  configureHttp({ apiBase: API, getAccessToken: async () => 'token-abc' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const USER: Partial<User> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  jobTitle: 'Analyst',
  company: 'Engines Ltd',
  phone: '+44 20 7946 0000',
  email: 'ada@example.com',
};

describe('/my-account tabs', () => {
  it('opens Personal Information by default and offers only the two tabs of this release', () => {
    mockApi({});
    renderWithProviders(<MyAccountPage />, { route: '/my-account', user: USER });

    expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Personal Information', 'Security']);
    expect(screen.getByRole('tab', { name: 'Personal Information' })).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to Personal Information for a tab that is not offered', () => {
    mockApi({});
    renderWithProviders(<MyAccountPage />, { route: '/my-account?tab=plan', user: USER });
    expect(screen.getByRole('tab', { name: 'Personal Information' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
  });

  it('puts the chosen tab in the query', async () => {
    mockApi({});
    const user = userEvent.setup();
    const view = renderWithProviders(<MyAccountPage />, { route: '/my-account', user: USER });

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(view.history.at(-1)).toBe('/my-account?tab=security');
    expect(await screen.findByLabelText(/New password/)).toBeInTheDocument();
  });
});

describe('Personal Information', () => {
  it('shows the stored values, the e-mail read-only, and the required-field texts', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<MyAccountPage />, { route: '/my-account', user: USER });

    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Lovelace');
    expect(screen.getByRole('textbox', { name: /Job title/ })).toHaveValue('Analyst');
    expect(screen.getByRole('textbox', { name: /Company/ })).toHaveValue('Engines Ltd');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+44 20 7946 0000');
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');

    await user.clear(screen.getByRole('textbox', { name: /Job title/ }));
    await user.tab();
    expect(await screen.findByText('Job title is required')).toBeInTheDocument();
  });

  it('saves the edit, shows the server message and updates the cached user', async () => {
    const saved = buildUser({ ...USER, company: 'Analytical Engines' });
    const calls = mockApi({
      [`PUT /users/${TEST_UUID}/update`]: () => json(200, { message: 'Personal information updated', user: saved }),
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<MyAccountPage />, { route: '/my-account', user: USER });

    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    const company = screen.getByRole('textbox', { name: /Company/ });
    await user.clear(company);
    await user.type(company, 'Analytical Engines');
    await user.click(save);

    expect(await screen.findByText('Personal information updated')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: `/users/${TEST_UUID}/update`,
        body: {
          personalInformationEdit: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            jobTitle: 'Analyst',
            company: 'Analytical Engines',
            phone: '+44 20 7946 0000',
          },
        },
      },
    ]);
    expect(view.queryClient.getQueryData<User>(keys.me(TEST_UUID))?.company).toBe('Analytical Engines');
  });

  it('shows server field errors under their inputs', async () => {
    mockApi({
      [`PUT /users/${TEST_UUID}/update`]: () =>
        json(400, {
          message: 'Please check the highlighted fields',
          errors: [{ fieldName: 'lastName', message: 'Last name is too long' }],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyAccountPage />, { route: '/my-account', user: USER });

    const lastName = screen.getByRole('textbox', { name: /Last name/ });
    await user.type(lastName, '-Byron');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Last name is too long')).toBeInTheDocument();
    expect(lastName).toHaveAccessibleDescription(expect.stringContaining('Last name is too long'));
    // doc 1 §8: with an errors array the field messages are the error text, shown once, under the field;
    // the answer's `message` is only the text of an answer without them.
    expect(screen.getAllByText('Last name is too long')).toHaveLength(1);
    expect(screen.queryByText('Please check the highlighted fields')).not.toBeInTheDocument();
  });
});

describe('Security', () => {
  it('refuses password change for an account outside the database connection', async () => {
    mockApi({});
    renderWithProviders(<MyAccountPage />, {
      route: '/my-account?tab=security',
      user: { ...USER, sub: `social|${TEST_UUID}` },
    });

    expect(await screen.findByText('You cannot change password with this connection.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
  });

  it('lists the password rules with one mark each: no typed bullet on top of the list bullet', async () => {
    mockApi({});
    renderWithProviders(<MyAccountPage />, { route: '/my-account?tab=security', user: USER });
    const list = await screen.findByRole('list', { name: 'Your password needs' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '12 to 32 characters',
      'A lowercase letter',
      'An uppercase letter',
      'A digit',
      'A special character',
      'No spaces',
    ]);
    // The mark is the item's icon (Mantine then drops the list's own bullet).
    for (const item of items) expect(item.querySelector('svg')).not.toBeNull();
  });

  it('checks the passwords 1.5 s after typing, enables the button only when both are valid, then changes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({
      [`PUT /users/${TEST_UUID}/updatepassword`]: () => json(200, { message: 'Password updated successfully' }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<MyAccountPage />, { route: '/my-account?tab=security', user: USER });

    const password = await screen.findByLabelText(/New password/);
    const confirmation = screen.getByLabelText(/Confirm password/);
    const submit = screen.getByRole('button', { name: 'Change password' });

    await user.type(password, 'short');
    // Not yet: the check waits for a pause in typing.
    expect(screen.queryByText('Password must be at least 12 characters')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_600);
    });
    expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Str0ng-Passw0rd!');
    await user.type(confirmation, 'Str0ng-Passw0rd?');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_600);
    });
    expect(screen.queryByText('Password must be at least 12 characters')).not.toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(confirmation);
    await user.type(confirmation, 'Str0ng-Passw0rd!');
    expect(submit).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_600);
    });
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/users/${TEST_UUID}/updatepassword`, body: { password: 'Str0ng-Passw0rd!' } },
    ]);
    await waitFor(() => expect(password).toHaveValue(''));
  });

  it('shows a refused change as an Error notice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      [`PUT /users/${TEST_UUID}/updatepassword`]: () => json(400, { message: 'Password was used recently' }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<MyAccountPage />, { route: '/my-account?tab=security', user: USER });

    await user.type(await screen.findByLabelText(/New password/), 'Str0ng-Passw0rd!');
    await user.type(screen.getByLabelText(/Confirm password/), 'Str0ng-Passw0rd!');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_600);
    });
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const notice = await screen.findByText('Password was used recently');
    expect(within(notice.closest('[role="alert"]') ?? document.body).getByText('Error')).toBeInTheDocument();
  });
});
