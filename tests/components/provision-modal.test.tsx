import { keys } from '../../src/api/keys';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttp } from '../../src/api/http';
import { AppLayout } from '../../src/app/layout/AppLayout';
import { useUi } from '../../src/stores/ui';
import { buildUser, renderWithProviders } from '../support/render';

vi.mock('../../src/session/auth', () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const API = 'http://api.test';
const provisioned = {
  uuid: 'u-prov',
  fullName: 'Pat Provisioned',
  email: 'provisioned@demo.test',
  isProvision: true,
  isDummyPassword: true,
  last_password_reset: '',
};
const NEW_PASSWORD = 'Fresh-Start-2026!';
const DEBOUNCE_WAIT = { timeout: 3_000 };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  useUi.getState().resetUi();
  configureHttp({ apiBase: API, getAccessToken: () => Promise.resolve('test-token') });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLayout(user: Record<string, unknown> = provisioned) {
  return renderWithProviders(
    <AppLayout>
      <p>Screen content</p>
    </AppLayout>,
    { route: '/clusters', user },
  );
}

/** Pastes the whole value at once (one change), so the test waits for one debounce, not one per key. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

function requestsTo(pathEnd: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).endsWith(pathEnd));
}

describe('provision-password modal', () => {
  it('does not open for a user who already set a password', async () => {
    renderLayout({ ...provisioned, last_password_reset: '2026-03-01T10:00:00.000Z' });
    await screen.findByRole('button', { name: 'Pat Provisioned' });
    expect(screen.queryByRole('dialog', { name: 'Set your password' })).not.toBeInTheDocument();
  });

  it('cannot be dismissed: no close button, Escape and outside clicks do nothing', async () => {
    renderLayout();
    const dialog = await screen.findByRole('dialog', { name: 'Set your password' });
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    fireEvent.keyDown(window, { key: 'Escape', code: 'Escape' });
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.mouseDown(overlay!);
    fireEvent.click(overlay!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('dialog', { name: 'Set your password' })).toBeInTheDocument();
  });

  it('checks the password after the debounce and keeps the button disabled until both are valid', async () => {
    const user = userEvent.setup();
    renderLayout();
    await screen.findByRole('dialog', { name: 'Set your password' });
    const submit = screen.getByRole('button', { name: 'Set password' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(/^New password/), 'short');
    expect(await screen.findByText('Password must be at least 12 characters', {}, DEBOUNCE_WAIT)).toBeInTheDocument();

    await fill(user, /^New password/, NEW_PASSWORD);
    await fill(user, /^Confirm password/, 'Fresh-Start-2025!');
    expect(await screen.findByText("Passwords don't match", {}, DEBOUNCE_WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 12 characters')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();

    await fill(user, /^Confirm password/, NEW_PASSWORD);
    // Valid now, but the check has not run yet: still disabled right after typing.
    expect(submit).toBeDisabled();
    await waitFor(() => expect(submit).toBeEnabled(), DEBOUNCE_WAIT);
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
  });

  it('sends the new password and closes on success', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).endsWith('/provision/updatepassword')
          ? jsonResponse(200, { message: 'Password updated successfully' })
          : jsonResponse(200, buildUser({ ...provisioned, last_password_reset: '2026-03-01T10:00:00.000Z' })),
      ),
    );
    const user = userEvent.setup();
    const { queryClient } = renderLayout();
    await screen.findByRole('dialog', { name: 'Set your password' });
    await fill(user, /^New password/, NEW_PASSWORD);
    await fill(user, /^Confirm password/, NEW_PASSWORD);
    const submit = screen.getByRole('button', { name: 'Set password' });
    await waitFor(() => expect(submit).toBeEnabled(), DEBOUNCE_WAIT);
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set your password' })).not.toBeInTheDocument());
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    const calls = requestsTo('/users/u-prov/provision/updatepassword');
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(url).toBe(`${API}/users/u-prov/provision/updatepassword`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ userID: 'u-prov', isSkipped: false, password: NEW_PASSWORD });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
    // The user is fetched again, so the modal stays closed for good; the screen stays in place.
    await waitFor(() => expect(requestsTo('/users/u-prov/me').length).toBeGreaterThan(0));
    await waitFor(() => expect(queryClient.getQueryState(keys.me('u-prov'))?.isInvalidated).toBe(false));
    expect(screen.getByText('Screen content')).toBeInTheDocument();
    expect(screen.queryByText('OOPS!! SOMETHING WENT WRONG.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Set your password' })).not.toBeInTheDocument();
  });

  it("shows the server's error text in an 'Error' notification and stays open", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'Password was used before',
        errors: [{ fieldName: 'password', message: 'Password was used before' }],
      }),
    );
    const user = userEvent.setup();
    renderLayout();
    await screen.findByRole('dialog', { name: 'Set your password' });
    await fill(user, /^New password/, NEW_PASSWORD);
    await fill(user, /^Confirm password/, NEW_PASSWORD);
    const submit = screen.getByRole('button', { name: 'Set password' });
    await waitFor(() => expect(submit).toBeEnabled(), DEBOUNCE_WAIT);
    await user.click(submit);

    expect(await screen.findByText('Password was used before')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Set your password' })).toBeInTheDocument();
  });
});
