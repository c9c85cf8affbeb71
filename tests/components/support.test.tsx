import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications, notificationsStore } from '@mantine/notifications';
import { configureHttp } from '../../src/api/http';
import { SupportPage } from '../../src/features/support/SupportPage';
import { useSession } from '../../src/stores/session';
import { renderWithProviders } from '../support/render';

const API = 'http://api.test/api';

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers POST /support with `answer` and records every request. */
function mockSupportApi(answer: () => Response): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    calls.push({
      method: init?.method ?? 'GET',
      path: url.replace(API, ''),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
    });
    if (url === `${API}/support` && init?.method === 'POST') return answer();
    return json(404, { message: `Unexpected ${url}` });
  });
  return calls;
}

beforeEach(() => {
  // Mantine keeps notices in a module store: start every test without the last one's.
  notifications.clean();
  configureHttp({
    apiBase: API,
    getAccessToken: async () => (useSession.getState().status === 'signedIn' ? 'token-abc' : null),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The toasts shown so far (Mantine's store; its container loads lazily, the store is immediate). */
function toastMessages(): unknown[] {
  return notificationsStore.getState().notifications.map((n) => n.message);
}

describe('Contact Support, signed out', () => {
  it('asks for the e-mail, keeps Send disabled until e-mail and message are valid, then sends and shows the answer with a way to sign in', async () => {
    const calls = mockSupportApi(() => json(200, { message: 'Your message has been sent successfully' }));
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
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/support',
        body: { email: 'someone@example.com', message: 'My cluster does not start' },
        authorization: null,
      },
    ]);
    expect(view.currentPath()).toBe('/support');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(view.currentPath()).toBe('/signin');
  });

  it('shows the limit and a counter under the message, and refuses a message over the limit before sending', async () => {
    const calls = mockSupportApi(() => json(200, { message: 'sent' }));
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
    expect(calls).toEqual([]);
  });

  it('shows the required-message error once the message is emptied again', async () => {
    mockSupportApi(() => json(200, { message: 'sent' }));
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
    const calls = mockSupportApi(() => json(200, { message: 'We will get back to you soon' }));
    const user = userEvent.setup();
    const view = renderWithProviders(<SupportPage />, { route: '/support', user: {} });

    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Please raise my cluster limit');
    expect(send).toBeEnabled();
    await user.click(send);

    expect(await screen.findByText('We will get back to you soon')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/support',
        body: { message: 'Please raise my cluster limit' },
        authorization: 'Bearer token-abc',
      },
    ]);
    expect(view.currentPath()).toBe('/clusters');
  });

  it('shows a server field error under its field, once, and stays on the form', async () => {
    mockSupportApi(() => json(400, { message: 'Message is too long', errors: [{ fieldName: 'message', message: 'Message is too long' }] }));
    const user = userEvent.setup();
    const view = renderWithProviders(<SupportPage />, { route: '/support', user: {} });

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
    mockSupportApi(() => json(503, { message: 'Support is not reachable right now' }));
    const user = userEvent.setup();
    renderWithProviders(<SupportPage />, { route: '/support', user: {} });
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Support is not reachable right now')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('Cancel goes to /clusters when there is no earlier page to return to', async () => {
    const calls = mockSupportApi(() => json(200, { message: 'sent' }));
    const user = userEvent.setup();
    const view = renderWithProviders(<SupportPage />, { route: '/support', user: {} });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.currentPath()).toBe('/clusters'));
    expect(calls).toEqual([]);
  });
});
