import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications, notificationsStore } from '@mantine/notifications';
import { SupportPage } from '../../../src/features/support/SupportPage';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

const em = startComponentEmulator();

beforeEach(() => {
  // Mantine keeps notices in a module store: start every test without the last one's.
  notifications.clean();
});

/** The toasts shown so far (Mantine's store; its container loads lazily, the store is immediate). */
function toastMessages(): unknown[] {
  return notificationsStore.getState().notifications.map((n) => n.message);
}

describe('Contact Support, signed out', () => {
  it('asks for the e-mail, keeps Send disabled until e-mail and message are valid, then sends and shows the answer with a way to sign in', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<SupportPage />, { route: '/support' });

    expect(screen.getByRole('heading', { name: 'Contact Support' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'My cluster does not start');
    expect(send).toBeDisabled();

    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.clear(email);
    await user.type(email, 'someone@example.com');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    expect(send).toBeEnabled();

    await user.click(send);
    // The server's answer stays on the page until the visitor chooses to go on (doc 1 §7: shown as success).
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Your message has been sent successfully');
    expect(em.calls).toEqual([
      {
        method: 'POST',
        path: '/support',
        body: { email: 'someone@example.com', message: 'My cluster does not start' },
        signed: false,
      },
    ]);
    expect(view.currentPath()).toBe('/support');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(view.currentPath()).toBe('/signin');
  });

  it('shows the limit and a counter under the message, and refuses a message over the limit before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportPage />, { route: '/support' });
    const message = screen.getByRole('textbox', { name: /Message/ });
    expect(message).toHaveAccessibleDescription('0 / 5000 characters');
    await user.type(message, 'Hello');
    expect(message).toHaveAccessibleDescription('5 / 5000 characters');

    fireEvent.change(message, { target: { value: 'x'.repeat(5001) } });
    expect(message).toHaveAccessibleDescription(/5001 \/ 5000 characters/);
    expect(message).toHaveAccessibleDescription(/Message must be at most 5000 characters/);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'someone@example.com');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(em.calls).toEqual([]);
  });

  it('shows the required-message error once the message is emptied again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportPage />, { route: '/support' });

    const message = screen.getByRole('textbox', { name: /Message/ });
    await user.type(message, 'x');
    await user.clear(message);
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

describe('Contact Support, signed in', () => {
  it('has no e-mail field, sends the message with the bearer token and goes to /clusters', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<SupportPage />, {
      route: '/support',
      user: em.signIn('premium@demo.test'),
      seedMe: false,
    });

    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Please raise my cluster limit');
    expect(send).toBeEnabled();
    await user.click(send);

    expect(await screen.findByText('Your message has been sent successfully')).toBeInTheDocument();
    expect(em.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/support', body: { message: 'Please raise my cluster limit' }, signed: true },
    ]);
    const stored = em.emulator.ctx.db.prepare('SELECT email, message FROM support_messages').all();
    expect(stored).toContainEqual({ email: 'premium@demo.test', message: 'Please raise my cluster limit' });
    expect(view.currentPath()).toBe('/clusters');
  });

  it('shows a server field error under its field, once, and stays on the form', async () => {
    await em.fault({
      route: 'POST /support',
      status: 400,
      body: { message: 'Message is too long', errors: [{ fieldName: 'message', message: 'Message is too long' }] },
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<SupportPage />, {
      route: '/support',
      user: em.signIn('premium@demo.test'),
      seedMe: false,
    });

    const message = screen.getByRole('textbox', { name: /Message/ });
    await user.type(message, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(message).toHaveAccessibleDescription(/Message is too long/));
    expect(screen.getAllByText('Message is too long')).toHaveLength(1);
    expect(toastMessages()).toEqual([]);
    expect(view.currentPath()).toBe('/support');
    expect(message).toHaveValue('Hello');

    // Editing the message clears the server's verdict on it.
    await user.type(message, '!');
    expect(message).not.toHaveAccessibleDescription(/Message is too long/);
  });

  it('shows an error that names no field as an Error notice', async () => {
    await em.fault({ route: 'POST /support', status: 503, body: { message: 'Support is not reachable right now' } });
    const user = userEvent.setup();
    renderWithProviders(<SupportPage />, { route: '/support', user: em.signIn('premium@demo.test'), seedMe: false });
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Support is not reachable right now')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('Cancel goes to /clusters when there is no earlier page to return to', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<SupportPage />, {
      route: '/support',
      user: em.signIn('premium@demo.test'),
      seedMe: false,
    });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.currentPath()).toBe('/clusters'));
    expect(em.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
