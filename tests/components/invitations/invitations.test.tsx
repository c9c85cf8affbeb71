import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { AcceptInvitationPage } from '../../../src/features/invitations/AcceptInvitationPage';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

const em = startComponentEmulator();

// Seeded in the emulator (docs/emulator-api.md): user@ is invited to marketing-bi, and marketing-bi's
// ownership is offered to manager@.
const MARKETING_BI = '20000000-0000-4000-8000-000000000002';

beforeEach(() => {
  // Mantine keeps notices in a module store: start every test without the last one's.
  notifications.clean();
});

describe('accepting a cluster invitation', () => {
  it('shows a spinner, posts the link, then the server message and /clusters', async () => {
    const invitee = em.signIn('user@demo.test');
    const view = renderWithProviders(<AcceptInvitationPage kind="cluster" />, {
      route: `/users/acceptclusterinv?userID=${invitee.uuid}&instanceID=${MARKETING_BI}`,
      user: invitee,
      seedMe: false,
    });

    expect(screen.getByRole('status')).toHaveTextContent('Accepting your cluster invitation…');

    expect(await screen.findByText('Cluster added to cluster list')).toBeInTheDocument();
    await waitFor(() => expect(view.currentPath()).toBe('/clusters'));
    expect(em.calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/users/acceptclusterinv',
        body: { userID: invitee.uuid, instanceID: MARKETING_BI },
        signed: true,
      },
    ]);
  });

  it('refuses a link made out to another account without calling the server', async () => {
    const view = renderWithProviders(<AcceptInvitationPage kind="cluster" />, {
      route: `/users/acceptclusterinv?userID=${em.uuidOf('manager@demo.test')}&instanceID=${MARKETING_BI}`,
      user: em.signIn('user@demo.test'),
      seedMe: false,
    });

    expect(
      await screen.findByText('Invalid invitation for this account. Please logout and try again'),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.currentPath()).toBe('/clusters'));
    expect(em.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the failure as an Error notice and goes to /signin', async () => {
    // enterprise@ has no invitation to marketing-bi: the emulator answers 404 with its message.
    const enterprise = em.signIn('enterprise@demo.test');
    const view = renderWithProviders(<AcceptInvitationPage kind="cluster" />, {
      route: `/users/acceptclusterinv?userID=${enterprise.uuid}&instanceID=${MARKETING_BI}`,
      user: enterprise,
      seedMe: false,
    });

    expect(await screen.findByText('This invitation does not exist or was already accepted')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(view.currentPath()).toBe('/signin'));
  });

  it('shows the not-found page when the link lacks instanceID', () => {
    const invitee = em.signIn('user@demo.test');
    renderWithProviders(<AcceptInvitationPage kind="cluster" />, {
      route: `/users/acceptclusterinv?userID=${invitee.uuid}`,
      user: invitee,
      seedMe: false,
    });
    expect(screen.getByRole('heading', { name: 'THIS PAGE IS NOT FOUND' })).toBeInTheDocument();
    expect(em.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('accepting an ownership transfer', () => {
  it('posts to the ownership call and shows its message', async () => {
    const manager = em.signIn('manager@demo.test');
    const view = renderWithProviders(<AcceptInvitationPage kind="ownership" />, {
      route: `/users/acceptownershiptransfer?userID=${manager.uuid}&instanceID=${MARKETING_BI}`,
      user: manager,
      seedMe: false,
    });

    expect(await screen.findByText('Ownsership transfered')).toBeInTheDocument();
    await waitFor(() => expect(view.currentPath()).toBe('/clusters'));
    expect(em.calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/users/acceptownershiptransfer',
        body: { userID: manager.uuid, instanceID: MARKETING_BI },
        signed: true,
      },
    ]);
  });

  it('falls back to the spec text when the answer carries no message, and posts only once', async () => {
    // A backend whose answer has no message (the emulator always sends one): a fault answers 200 {}.
    await em.fault({ route: 'POST /users/acceptownershiptransfer', status: 200, body: {} });
    const manager = em.signIn('manager@demo.test');
    renderWithProviders(<AcceptInvitationPage kind="ownership" />, {
      route: `/users/acceptownershiptransfer?userID=${manager.uuid}&instanceID=${MARKETING_BI}`,
      user: manager,
      seedMe: false,
    });

    expect(await screen.findByText('Ownsership transfered')).toBeInTheDocument();
    expect(screen.getAllByText('Ownsership transfered')).toHaveLength(1);
    expect(em.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
