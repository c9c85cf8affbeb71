import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { keys } from '../../../src/api/keys';
import type { User } from '../../../src/contract/types';
import { MyAccountPage } from '../../../src/features/account/MyAccountPage';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

/** A database-connection account with a full profile (server/users/seed-users.ts). */
const ACCOUNT = 'enterprise@demo.test';
/** Signed up through a social connection: may not change a password here. */
const SOCIAL_ACCOUNT = 'partner@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  // Mantine keeps notices in a module store: start every test without the last one's.
  notifications.clean();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderAccount(route: string, email = ACCOUNT) {
  return renderWithProviders(<MyAccountPage />, { route, user: em.signIn(email), seedMe: false });
}

describe('/my-account tabs', () => {
  it('opens Personal Information by default and offers the plan tab with the payment toggle', async () => {
    renderAccount('/my-account');

    expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['Personal Information', 'Security', 'Plan', 'Billing History']);
    expect(screen.getByRole('tab', { name: 'Personal Information' })).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to Personal Information for a tab that is not offered (plan without the payment toggle)', async () => {
    renderAccount('/my-account?tab=plan', SOCIAL_ACCOUNT);
    expect(await screen.findByRole('tab', { name: 'Personal Information' })).toHaveAttribute('aria-selected', 'true');
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Personal Information',
      'Security',
      'Billing History',
    ]);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Priya');
  });

  it('puts the chosen tab in the query', async () => {
    const user = userEvent.setup();
    const view = renderAccount('/my-account');

    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    expect(view.history.at(-1)).toBe('/my-account?tab=security');
    expect(await screen.findByLabelText(/New password/)).toBeInTheDocument();
  });
});

describe('Personal Information', () => {
  it('shows the stored values, the e-mail read-only, and the required-field texts', async () => {
    const user = userEvent.setup();
    renderAccount('/my-account');

    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Erik');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Enterprise');
    expect(screen.getByRole('textbox', { name: /Job title/ })).toHaveValue('Platform Lead');
    expect(screen.getByRole('textbox', { name: /Company/ })).toHaveValue('Tailspin Toys');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+49 30 555 0104');
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveValue(ACCOUNT);
    expect(email).toHaveAttribute('readonly');

    await user.clear(screen.getByRole('textbox', { name: /Job title/ }));
    await user.tab();
    expect(await screen.findByText('Job title is required')).toBeInTheDocument();
  });

  it('shows server field errors under their inputs, once, and not the summary as a notice', async () => {
    await em.fault({
      route: 'PUT /users/*/update',
      status: 400,
      body: { message: 'Please check the highlighted fields', errors: [{ fieldName: 'lastName', message: 'Last name is too long' }] },
    });
    const user = userEvent.setup();
    renderAccount('/my-account');

    const lastName = await screen.findByRole('textbox', { name: /Last name/ });
    await user.type(lastName, '-Byron');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Last name is too long')).toBeInTheDocument();
    expect(lastName).toHaveAccessibleDescription(expect.stringContaining('Last name is too long'));
    // doc 1 §8: with an errors array the field messages are the error text, shown once, under the field;
    // the answer's `message` is only the text of an answer without them.
    expect(screen.getAllByText('Last name is too long')).toHaveLength(1);
    expect(screen.queryByText('Please check the highlighted fields')).not.toBeInTheDocument();
  });

  it('says why Save changes is refused until a value changes, on hover and to assistive technology', async () => {
    const user = userEvent.setup();
    renderAccount('/my-account');
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    const wrapper = save.closest<HTMLElement>('[aria-describedby]');
    expect(wrapper).toHaveAccessibleDescription('Nothing to save yet: change a value first.');
    await user.hover(wrapper!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Nothing to save yet: change a value first.');

    await user.type(screen.getByRole('textbox', { name: /Job title/ }), 's');
    const enabled = screen.getByRole('button', { name: 'Save changes' });
    expect(enabled).toBeEnabled();
    expect(enabled.closest('[aria-describedby]')).toBeNull();
  });

  // Last in this block: the emulator keeps the saved company for the rest of the file.
  it('saves the edit, shows the server message and updates the cached user', async () => {
    const user = userEvent.setup();
    const view = renderAccount('/my-account');
    const uuid = em.uuidOf(ACCOUNT);

    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    const company = screen.getByRole('textbox', { name: /Company/ });
    await user.clear(company);
    await user.type(company, 'Analytical Engines');
    // Refused, Save sits in the wrapper that carries its reason; allowed, it is a plain button again.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Personal information updated successfully')).toBeInTheDocument();
    expect(em.calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: `/users/${uuid}/update`,
        body: {
          personalInformationEdit: {
            firstName: 'Erik',
            lastName: 'Enterprise',
            jobTitle: 'Platform Lead',
            company: 'Analytical Engines',
            phone: '+49 30 555 0104',
          },
        },
        signed: true,
      },
    ]);
    expect(view.queryClient.getQueryData<User>(keys.me(uuid))?.company).toBe('Analytical Engines');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
  });
});

describe('Security', () => {
  it('refuses password change for an account outside the database connection', async () => {
    renderAccount('/my-account?tab=security', SOCIAL_ACCOUNT);

    expect(await screen.findByText('You cannot change password with this connection.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
  });

  it('lists the password rules with one mark each: no typed bullet on top of the list bullet', async () => {
    renderAccount('/my-account?tab=security');
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

  it('shows a refused change as an Error notice', async () => {
    await em.fault({ route: 'PUT /users/*/updatepassword', status: 400, body: { message: 'Password was used recently' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/my-account?tab=security');

    await user.type(await screen.findByLabelText(/New password/), 'Str0ng-Passw0rd!');
    await user.type(screen.getByLabelText(/Confirm password/), 'Str0ng-Passw0rd!');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_600);
    });
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const notice = await screen.findByText('Password was used recently');
    expect(within(notice.closest('[role="alert"]') ?? document.body).getByText('Error')).toBeInTheDocument();
  });

  it('checks the passwords 1.5 s after typing, enables the button only when both are valid, then changes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAccount('/my-account?tab=security');
    const uuid = em.uuidOf(ACCOUNT);

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
    expect(em.calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/users/${uuid}/updatepassword`, body: { password: 'Str0ng-Passw0rd!' }, signed: true },
    ]);
    await waitFor(() => expect(password).toHaveValue(''));
  });
});
