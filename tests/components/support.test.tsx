import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
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

describe('Contact Support, signed out', () => {
  it('asks for the e-mail, keeps Send disabled until e-mail and message are valid, then sends and goes to /signin', async () => {
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
    expect(await screen.findByText('Your message has been sent successfully')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/support',
        body: { email: 'someone@example.com', message: 'My cluster does not start' },
        authorization: null,
      },
    ]);
    expect(view.currentPath()).toBe('/signin');
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

  it('shows the server error as an Error notice and stays on the form', async () => {
    mockSupportApi(() => json(400, { message: 'Message is too long', errors: [{ fieldName: 'message', message: 'Message is too long' }] }));
    const user = userEvent.setup();
    const view = renderWithProviders(<SupportPage />, { route: '/support', user: {} });

    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Message is too long')).toBeInTheDocument();
    expect(view.currentPath()).toBe('/support');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');
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
