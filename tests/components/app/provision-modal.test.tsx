import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { AppLayout } from '../../../src/app/layout/AppLayout';
import * as auth from '../../../src/session/auth';
import { useUi } from '../../../src/stores/ui';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

/** The seeded provisioned account: a dummy password, never reset (server/users/seed-users.ts). */
const PROVISIONED = 'provisioned@demo.test';
const NEW_PASSWORD = 'Fresh-Start-2026!';

const em = startComponentEmulator();

beforeEach(() => {
  // The user menu's Log Out must not end the test's session; its own work is tested in error-pages.test.tsx.
  vi.spyOn(auth, 'signOut').mockResolvedValue(undefined);
  useUi.getState().resetUi();
  // Mantine keeps notices in a module store: start every test without the last one's.
  notifications.clean();
});

function renderLayout() {
  return renderWithProviders(
    <AppLayout>
      <p>Screen content</p>
    </AppLayout>,
    { route: '/clusters', user: em.signIn(PROVISIONED), seedMe: false },
  );
}

/** Pastes the whole value at once (one change), so the test waits for one debounce, not one per key. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function submitNewPassword(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('dialog', { name: 'Set your password' });
  await fill(user, /^New password/, NEW_PASSWORD);
  await fill(user, /^Confirm password/, NEW_PASSWORD);
  const submit = screen.getByRole('button', { name: 'Set password' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
}

describe('provision-password modal', () => {
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
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();

    await fill(user, /^New password/, NEW_PASSWORD);
    await fill(user, /^Confirm password/, 'Fresh-Start-2025!');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 12 characters')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();

    await fill(user, /^Confirm password/, NEW_PASSWORD);
    // Valid now, but the check has not run yet: still disabled right after typing.
    expect(submit).toBeDisabled();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
  });

  it("shows the server's error text in an 'Error' notification and stays open", async () => {
    await em.fault({
      route: 'PUT /users/*/provision/updatepassword',
      status: 400,
      body: { message: 'Password was used before', errors: [{ fieldName: 'password', message: 'Password was used before' }] },
    });
    const user = userEvent.setup();
    renderLayout();
    await submitNewPassword(user);

    expect(await screen.findByText('Password was used before')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Set your password' })).toBeInTheDocument();
  });

  // Last: the emulator keeps the new password for the rest of this file.
  it('sends the new password, closes for good on success, and does not open on a later visit', async () => {
    const user = userEvent.setup();
    const first = renderLayout();
    await submitNewPassword(user);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set your password' })).not.toBeInTheDocument());
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    const uuid = em.uuidOf(PROVISIONED);
    expect(em.calls.filter((call) => call.path.endsWith('/provision/updatepassword'))).toEqual([
      {
        method: 'PUT',
        path: `/users/${uuid}/provision/updatepassword`,
        body: { userID: uuid, isSkipped: false, password: NEW_PASSWORD },
        signed: true,
      },
    ]);
    // The user is fetched again, so the modal stays closed; the screen stays in place.
    expect(em.calls.filter((call) => call.path === `/users/${uuid}/me`).length).toBeGreaterThan(1);
    expect(screen.getByText('Screen content')).toBeInTheDocument();
    expect(screen.queryByText('OOPS!! SOMETHING WENT WRONG.')).not.toBeInTheDocument();

    first.unmount();
    renderLayout();
    await screen.findByRole('button', { name: 'Pat Provisioned' });
    expect(screen.queryByRole('dialog', { name: 'Set your password' })).not.toBeInTheDocument();
  });
});
