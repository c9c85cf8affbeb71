import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { configureHttp } from '../../src/api/http';
import { AcceptInvitationPage } from '../../src/features/invitations/AcceptInvitationPage';
import { renderWithProviders, TEST_UUID } from '../support/render';

const API = 'http://api.test/api';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers every request with `answer` (held until `release` when given) and records it. */
function mockApi(answer: () => Response, hold?: Promise<void>): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({
      method: init?.method ?? 'GET',
      path: url.replace(API, ''),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (hold) await hold;
    return answer();
  });
  return calls;
}

beforeEach(() => {
  // Mantine keeps notices in a module store: start every test without the last one's.
  notifications.clean();
  configureHttp({ apiBase: API, getAccessToken: async () => 'token-abc' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('accepting a cluster invitation', () => {
  it('shows a spinner, posts the link, then the server message and /clusters', async () => {
    let release: () => void = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = mockApi(() => json(200, { message: 'Cluster added to cluster list' }), hold);
    const view = renderWithProviders(<AcceptInvitationPage kind="cluster" />, {
      route: `/users/acceptclusterinv?userID=${TEST_UUID}&instanceID=inst-42`,
      user: {},
    });

    expect(screen.getByRole('status')).toHaveTextContent('Accepting your cluster invitation…');
    release();

    expect(await screen.findByText('Cluster added to cluster list')).toBeInTheDocument();
    await waitFor(() => expect(view.currentPath()).toBe('/clusters'));
    expect(calls).toEqual([
      { method: 'POST', path: '/users/acceptclusterinv', body: { userID: TEST_UUID, instanceID: 'inst-42' } },
    ]);
  });

  it('refuses a link made out to another account without calling the server', async () => {
    const calls = mockApi(() => json(200, { message: 'Cluster added to cluster list' }));
    const view = renderWithProviders(<AcceptInvitationPage kind="cluster" />, {
      route: '/users/acceptclusterinv?userID=someone-else&instanceID=inst-42',
      user: {},
    });

    expect(
      await screen.findByText('Invalid invitation for this account. Please logout and try again'),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.currentPath()).toBe('/clusters'));
    expect(calls).toEqual([]);
  });

  it('shows the failure as an Error notice and goes to /signin', async () => {
    mockApi(() => json(404, { message: 'This invitation is no longer valid' }));
    const view = renderWithProviders(<AcceptInvitationPage kind="cluster" />, {
      route: `/users/acceptclusterinv?userID=${TEST_UUID}&instanceID=inst-42`,
      user: {},
    });

    expect(await screen.findByText('This invitation is no longer valid')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(view.currentPath()).toBe('/signin'));
  });

  it('shows the not-found page when the link lacks instanceID', () => {
    const calls = mockApi(() => json(200, { message: 'x' }));
    renderWithProviders(<AcceptInvitationPage kind="cluster" />, {
      route: `/users/acceptclusterinv?userID=${TEST_UUID}`,
      user: {},
    });
    expect(screen.getByRole('heading', { name: 'THIS PAGE IS NOT FOUND' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('accepting an ownership transfer', () => {
  it('posts to the ownership call and shows its message', async () => {
    const calls = mockApi(() => json(200, { message: 'Ownsership transfered' }));
    const view = renderWithProviders(<AcceptInvitationPage kind="ownership" />, {
      route: `/users/acceptownershiptransfer?userID=${TEST_UUID}&instanceID=inst-7`,
      user: {},
    });

    expect(await screen.findByText('Ownsership transfered')).toBeInTheDocument();
    await waitFor(() => expect(view.currentPath()).toBe('/clusters'));
    expect(calls).toEqual([
      { method: 'POST', path: '/users/acceptownershiptransfer', body: { userID: TEST_UUID, instanceID: 'inst-7' } },
    ]);
  });

  it('falls back to the spec text when the answer carries no message, and posts only once', async () => {
    const calls = mockApi(() => json(200, {}));
    renderWithProviders(<AcceptInvitationPage kind="ownership" />, {
      route: `/users/acceptownershiptransfer?userID=${TEST_UUID}&instanceID=inst-7`,
      user: {},
    });

    expect(await screen.findByText('Ownsership transfered')).toBeInTheDocument();
    expect(screen.getAllByText('Ownsership transfered')).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });
});
