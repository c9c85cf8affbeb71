/**
 * The scheduling tab (doc 2 §2, §4, §5, §9) against the in-process emulator: the table with its time zone, the
 * three-step wizard with every rule and text of §5 (the step for scale events only, counts reset by a type
 * change), creating (the request made, the notice, the row), editing and deleting a future event (with a
 * confirmation), a past event view-only, and a server field message placed under its input.
 *
 * Seeded: premium@ owns sales-analytics (running, 2 analytics and 1 loader node).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { dateInputValue, formatEventTime } from '../../../src/domain/scheduling';
import { SchedulingTab } from '../../../src/features/clusters/detail/scheduling/SchedulingTab';
import { SEED_INSTANCE_IDS } from '../../../server/clusters/seed-ids';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderClusterTab } from '../../support/cluster-tab';

const PREMIUM = 'premium@demo.test';
const SALES = SEED_INSTANCE_IDS.salesAnalytics;
const DAY = 24 * 60 * 60_000;

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
  em.emulator.ctx.db.prepare('DELETE FROM scheduled_events').run();
});

const renderTab = () => renderClusterTab(em, SchedulingTab, PREMIUM, 'sales-analytics').account;

/** Stores an event as the emulator would (for past ones, which no call can create). */
function insertEvent(fields: { event: string; start: number; status?: string; result?: string | null; analytics?: number | null }) {
  const { lastInsertRowid } = em.emulator.ctx.db
    .prepare(
      `INSERT INTO scheduled_events (instance_id, event, start_at, analytics_replicas, status, event_result, created_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(SALES, fields.event, fields.start, fields.analytics ?? null, fields.status ?? 'queued', fields.result ?? null, em.uuidOf(PREMIUM), Date.now());
  return String(lastInsertRowid);
}

const inDays = (days: number) => dateInputValue(Date.now() + days * DAY);
const at = (date: string, time: string) => new Date(`${date}T${time}:00`).getTime();
const shown = (ms: number) => formatEventTime(ms, [...navigator.languages]);

async function openWizard(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Create event' }));
  return screen.findByRole('dialog', { name: 'Create scheduled event' });
}

async function chooseEvent(dialog: HTMLElement, label: string): Promise<void> {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Event' }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

function setTime(dialog: HTMLElement, label: string, value: string): void {
  // The label of a required input ends with its asterisk.
  const escaped = label.replace(/[()]/g, '\\$&');
  fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${escaped}`)), { target: { value } });
}

/** Types a whole date into a date input at once (as a paste does). */
async function setDate(dialog: HTMLElement, label: string, value: string): Promise<void> {
  const escaped = label.replace(/[()]/g, '\\$&');
  fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${escaped}`) }), { target: { value } });
  await Promise.resolve();
}

const stepLabels = (dialog: HTMLElement) =>
  ['Event Main Info', 'Event Additional Info', 'Review'].filter((step) => within(dialog).queryByText(step) !== null);

describe('the scheduling tab', () => {
  it('shows the empty table state, the time zone and the node counts', async () => {
    renderTab();
    expect(await screen.findByText('No scheduled events yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Scheduled events' })).toBeInTheDocument();
    expect(screen.getByText(/Times are in your time zone, .+\./)).toBeInTheDocument();
    expect(screen.getByText(/The cluster has 2 nodes for analytics and 1 node for loader\./)).toBeInTheDocument();
  });

  it('checks Event Main Info: event and start required, start after now, end after start', async () => {
    renderTab();
    const dialog = await openWizard();
    expect(stepLabels(dialog)).toEqual(['Event Main Info', 'Review']);

    // Event and start are required.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Select an event')).toBeInTheDocument();
    expect(within(dialog).getByText('Select a start date')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a start time')).toBeInTheDocument();

    await chooseEvent(dialog, 'Scale up');
    expect(stepLabels(dialog)).toEqual(['Event Main Info', 'Event Additional Info', 'Review']);

    // A start earlier today is in the past.
    const today = inDays(0);
    await setDate(dialog, 'Start date', today);
    setTime(dialog, 'Start time', '00:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Please select a date and time after the current')).toBeInTheDocument();

    // An end before the start.
    const day = inDays(2);
    await setDate(dialog, 'Start date', day);
    setTime(dialog, 'Start time', '10:30');
    await setDate(dialog, 'End date (optional)', day);
    setTime(dialog, 'End time (optional)', '09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(`Please select a date and time after the start time (${day} 10:30)`)).toBeInTheDocument();
    expect(within(dialog).queryByText('Please select a date and time after the current')).not.toBeInTheDocument();
  });

  it('asks for the counts of a scale event within bounds, resets them on a type change, and schedules it', async () => {
    renderTab();
    const dialog = await openWizard();
    await chooseEvent(dialog, 'Scale up');
    const day = inDays(2);
    await setDate(dialog, 'Start date', day);
    setTime(dialog, 'Start time', '10:30');
    await setDate(dialog, 'End date (optional)', day);
    setTime(dialog, 'End time (optional)', '12:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    // Event Additional Info: at least one count, each within what can be added (10 − 2, 10 − 1).
    const analytics = await within(dialog).findByRole('textbox', { name: 'Analytics nodes to add' });
    expect(within(dialog).getByText('It has 2 nodes; up to 8 can be added.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Enter the number of analytics or loader nodes')).toBeInTheDocument();
    await userEvent.type(analytics, '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 8')).toBeInTheDocument();

    // Changing the type resets the counts.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await chooseEvent(dialog, 'Scale down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const remove = await within(dialog).findByRole('textbox', { name: 'Analytics nodes to remove' });
    expect(remove).toHaveValue('');
    expect(within(dialog).getByText('It has 1 node; at most 0 can be removed.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await chooseEvent(dialog, 'Scale up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Analytics nodes to add' }), '3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Loader nodes to add' }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    // Review, then schedule.
    const review = await within(dialog).findByRole('table');
    expect(within(review).getByText('Scale up')).toBeInTheDocument();
    expect(within(review).getByText(shown(at(day, '10:30')))).toBeInTheDocument();
    expect(within(review).getByText(shown(at(day, '12:00')))).toBeInTheDocument();
    expect(within(review).getByText('+3')).toBeInTheDocument();
    expect(within(review).getByText('+1')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule event' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Scale up of sales-analytics is scheduled')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Scheduled events' });
    expect(within(table).getByText('Analytics +3 · Loader +1')).toBeInTheDocument();
    expect(within(table).getByText('Queued')).toBeInTheDocument();
    expect(within(table).getByText('Not run yet')).toBeInTheDocument();
    // The zone is printed with every time.
    expect(shown(at(day, '10:30'))).toMatch(/(GMT|UTC|[A-Z]{2,5})/);
    expect(em.calls.filter((c) => c.method !== 'GET')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/users/instances/${SALES}/scheduleevent`,
        body: {
          event: 'scaleUp',
          eventResult: null,
          startTime: new Date(at(day, '10:30')).toISOString(),
          endTime: new Date(at(day, '12:00')).toISOString(),
          eventInformation: { analyticsReplicas: 3, loaderReplicas: 1 },
        },
      }),
    ]);
  });

  it('skips Event Additional Info for a connect event', async () => {
    renderTab();
    const dialog = await openWizard();
    await chooseEvent(dialog, 'Connect');
    await setDate(dialog, 'Start date', inDays(1));
    setTime(dialog, 'Start time', '08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('button', { name: 'Schedule event' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Event Additional Info')).not.toBeInTheDocument();
    expect(within(within(dialog).getByRole('table')).getByText('None')).toBeInTheDocument();
  });

  it('edits and deletes (after a confirmation) a future event; a past one is view-only', async () => {
    const future = Date.now() + 3 * DAY;
    const futureId = insertEvent({ event: 'disconnect', start: future });
    insertEvent({ event: 'scaleUp', start: Date.now() - DAY, status: 'failure', result: 'The cluster could not be scaled: it was disconnected', analytics: 1 });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Scheduled events' });
    expect(within(table).getByText('Failure')).toBeInTheDocument();
    expect(within(table).getByText('The cluster could not be scaled: it was disconnected')).toBeInTheDocument();

    // The past event: View only.
    const pastStart = formatEventTime(Date.now() - DAY, [...navigator.languages]);
    expect(within(table).queryByRole('button', { name: new RegExp(`^Edit scale up`) })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /^View scale up at / }));
    const view = await screen.findByRole('dialog', { name: 'Scheduled event' });
    expect(within(view).getByText('Its start has passed: it can no longer be changed.')).toBeInTheDocument();
    expect(within(view).getByText('+1')).toBeInTheDocument();
    expect(pastStart).toBeTruthy();
    await userEvent.click(within(view).getByRole('button', { name: 'Close' }));

    // Edit the future one: the wizard opens with its values.
    await userEvent.click(within(table).getByRole('button', { name: `Edit disconnect at ${shown(future)}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit scheduled event' });
    expect(within(edit).getByRole('combobox', { name: 'Event' })).toHaveValue('Disconnect');
    expect(within(edit).getByRole('textbox', { name: 'Start date' })).toHaveValue(dateInputValue(future));
    await chooseEvent(edit, 'Connect');
    await userEvent.click(within(edit).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(edit).findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The scheduled connect of sales-analytics is updated')).toBeInTheDocument();
    const post = em.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ event: 'connect', recordID: futureId });

    // Delete it, after the confirmation.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const refreshed = await screen.findByRole('table', { name: 'Scheduled events' });
    await userEvent.click(await within(refreshed).findByRole('button', { name: /^Delete connect at / }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete scheduled event?' });
    expect(within(confirm).getByText(/^The connect at .+ will not run\.$/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText('The scheduled connect of sales-analytics is deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Delete connect at / })).not.toBeInTheDocument());
    expect(em.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/users/instances/${SALES}/${futureId}/deletescheduledevent`,
    ]);
  });

  it("puts the server's field message under its input and goes back to its step", async () => {
    renderTab();
    await em.fault({
      route: `POST /users/instances/${SALES}/scheduleevent`,
      status: 400,
      body: {
        message: 'Please select a date and time after the current',
        errors: [{ fieldName: 'startTime', message: 'Please select a date and time after the current' }],
      },
    });
    const dialog = await openWizard();
    await chooseEvent(dialog, 'Disconnect');
    await setDate(dialog, 'Start date', inDays(1));
    setTime(dialog, 'Start time', '08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Schedule event' }));
    expect(await within(dialog).findByText('Please select a date and time after the current')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Start time/)).toHaveAttribute('aria-invalid', 'true');
  });
});
