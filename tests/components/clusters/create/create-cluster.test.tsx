/**
 * The create form (doc 1 §5) against the in-process emulator: its catalogue (regions, sizes, images, data
 * apps, idle times), its demo accounts and its answers. Server errors the emulator would not give for a
 * valid form come from its fault hook.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications, notificationsStore } from '@mantine/notifications';
import type { InstancesResponse } from '../../../../src/contract/types';
import { CreateClusterPage } from '../../../../src/features/clusters/create/CreateClusterPage';
import { startComponentEmulator, type SignedInAs } from '../../../support/component-emulator';
import { demoCreatePayload } from '../../../support/create-payload';
import { renderWithProviders } from '../../../support/render';

const PREMIUM = 'premium@demo.test';
const TRIAL = 'trial@demo.test';
/** Owns no cluster yet and may have 3 (server/users/seed-users.ts). */
const PARTNER = 'partner@demo.test';
/** Premium, with two regions of their own subscription (platform az). */
const AZURE = 'azure@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
});

function createRequests(account: SignedInAs) {
  return em.calls.filter((call) => call.method === 'POST' && call.path === `/users/${account.uuid}/instances`).map((call) => call.body);
}

async function renderForm(email = PREMIUM) {
  const account = em.signIn(email);
  const result = renderWithProviders(<CreateClusterPage />, { route: '/clusters/create', user: account, seedMe: false });
  await screen.findByRole('textbox', { name: /Cluster name/ });
  return { ...result, account };
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The slider once the sizes have come, showing `text`. */
async function sizeSlider(text: string) {
  const slider = await screen.findByRole('slider', { name: 'Size' });
  await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', text));
  return slider;
}

describe('/clusters/create errors', () => {
  it('shows each client-side error under its own input', async () => {
    const { account } = await renderForm();
    const disk = screen.getByRole('textbox', { name: /Disk size \(GB\)/ });
    await userEvent.clear(disk);
    await userEvent.type(disk, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create Cluster' }));

    expect(screen.getByRole('textbox', { name: /Cluster name/ })).toHaveAccessibleDescription(/Cluster name is required/);
    expect(screen.getByRole('combobox', { name: /Region/ })).toHaveAccessibleDescription(/Region is required/);
    expect(disk).toHaveAccessibleDescription(/Disk size must be a whole number between 20 and 500 GB/);
    expect(screen.getByRole('combobox', { name: /Cluster version/ })).not.toHaveAccessibleDescription(/required/);
    expect(createRequests(account)).toHaveLength(0);
  });

  it('checks the name rules as the user leaves the field', async () => {
    await renderForm();
    const name = screen.getByRole('textbox', { name: /Cluster name/ });
    await userEvent.type(name, 'my--cluster');
    await userEvent.tab();
    expect(name).toHaveAccessibleDescription(/Should not contain multiple consequent dashes/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the emulator's field error under its input, once: no notice repeats it", async () => {
    // sales-analytics is one of premium@'s clusters: the emulator refuses the name after the form passed it.
    const { account } = await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Cluster name/ }), 'sales-analytics');
    await choose(/Region/, 'US East (N. Virginia)');
    await userEvent.click(screen.getByRole('button', { name: 'Create Cluster' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Cluster name/ })).toHaveAccessibleDescription(/This cluster name is already taken/),
    );
    expect(createRequests(account)).toHaveLength(1);
    expect(notificationsStore.getState().notifications).toEqual([]);
  });

  it('puts server field errors under the named inputs, a field the form names otherwise under its input', async () => {
    await em.fault({
      route: 'POST /users/*/instances',
      status: 400,
      body: {
        message: 'Please check the highlighted fields',
        errors: [
          { fieldName: 'name', message: 'A cluster named sales already exists' },
          { fieldName: 'zone', message: 'This zone is full' },
        ],
      },
    });
    await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Cluster name/ }), 'sales');
    await choose(/Region/, 'US East (N. Virginia)');
    await userEvent.click(screen.getByRole('button', { name: 'Create Cluster' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Cluster name/ })).toHaveAccessibleDescription(/A cluster named sales already exists/),
    );
    expect(screen.getByRole('combobox', { name: /Region/ })).toHaveAccessibleDescription(/This zone is full/);
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(screen.queryByText('Please check the highlighted fields')).not.toBeInTheDocument();
  });

  it('shows a server field error the form has no input for as the error notice', async () => {
    await em.fault({
      route: 'POST /users/*/instances',
      status: 400,
      body: { message: 'Invalid input', errors: [{ fieldName: 'quota', message: 'Your cluster quota is used up' }] },
    });
    await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Cluster name/ }), 'sales');
    await choose(/Region/, 'US East (N. Virginia)');
    await userEvent.click(screen.getByRole('button', { name: 'Create Cluster' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Error')).toBeInTheDocument();
    expect(within(notice).getByText('Your cluster quota is used up')).toBeInTheDocument();
  });
});

describe('/clusters/create submit', () => {
  it('sends the derived payload, shows the success notice and goes to /clusters', async () => {
    const { currentPath, account } = await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Cluster name/ }), 'sales-eu');
    await choose(/Region/, 'Asia Pacific (Tokyo)');
    await choose(/Optimization level/, 'Analytics Optimized');
    await choose(/Idle time/, '4 Hours');
    const slider = await sizeSlider('Small - 4 IPU');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('Analytics: Medium - 8 IPU · Loader: Small - 4 IPU')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Cluster' }));

    expect(await screen.findByText('cluster is created successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/clusters'));
    expect(createRequests(account)).toEqual([
      {
        name: 'sales-eu',
        platform: 'gc',
        region: 'asia-northeast1',
        zone: 'asia-northeast1-a',
        k8sClusterCode: 'gc-asia-northeast1-01',
        appId: '1',
        image: '2026.10.1',
        installation: 'typical',
        dsize: 50,
        idleTime: 4,
        blueprintId: null,
        csize: 'medium',
        optimizationLevel: 'Analytics Optimized',
        analyticsSizeID: 'size-medium',
        loaderSizeID: 'size-small',
        alive: false,
        sleeppable: true,
      },
    ]);
    // The emulator made it: it is on the owner's list, being created.
    const list = (await (await em.emulator.fetch(`/api/users/${account.uuid}/instances`, { as: PREMIUM })).json()) as InstancesResponse;
    expect(list.instances.find((c) => c.name === 'sales-eu')?.status).toBe('creating');
  });

  it('moves the size with the slider, one mark per size', async () => {
    await renderForm();
    await choose(/Region/, 'US East (N. Virginia)');
    const slider = await sizeSlider('Small - 4 IPU');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '12.5');
    expect(slider).toHaveAttribute('aria-valuetext', 'Medium - 8 IPU');
  });

  it('brings the data app field into view when Custom is chosen, keeping focus on the choice', async () => {
    await renderForm();
    const scrolled: Element[] = [];
    vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    const custom = screen.getByRole('radio', { name: 'Custom' });
    await userEvent.click(custom);
    const dataApp = await screen.findByRole('combobox', { name: /Data app/ });
    expect(scrolled).toContain(dataApp);
    expect(custom).toHaveFocus();
  });

  it('offers installable data apps up to the chosen version only with a custom installation', async () => {
    // premium@ is not enterprise: only data apps open to every plan, installable, up to the version chosen.
    await renderForm();
    await choose(/Cluster version/, '2026.7.2');
    expect(screen.queryByRole('combobox', { name: /Data app/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Data app/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sales Analytics', 'Supply Chain Insights']);
  });
});

describe('/clusters/create with a slow catalog (issue 9)', () => {
  it('a click while the sizes are still on their way waits for them and creates: no "Size is required"', async () => {
    const { currentPath, account } = await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Cluster name/ }), 'sales-apac');
    await sizeSlider('Small - 4 IPU');
    // The chosen region's sizes answer is held back until the test lets it go, as on a slow connection.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const emulator = vi.mocked(globalThis.fetch).getMockImplementation();
    if (!emulator) throw new Error('startComponentEmulator routes fetch to the emulator');
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (String(input).includes('/images/sizes?clusterCode=')) await held;
      return emulator(input, init);
    });
    await choose(/Region/, 'Asia Pacific (Tokyo)');
    await userEvent.click(screen.getByRole('button', { name: 'Create Cluster' }));
    expect(createRequests(account)).toHaveLength(0);
    release();

    await waitFor(() => expect(createRequests(account)).toHaveLength(1));
    expect(createRequests(account)[0]).toMatchObject({
      csize: 'small',
      analyticsSizeID: 'size-small',
      k8sClusterCode: 'gc-asia-northeast1-01',
    });
    expect(screen.queryByText('Size is required')).not.toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/clusters'));
  });
});

describe('/clusters/create rules by user and platform', () => {
  it('shows a trial user the regions locked, with the upgrade hint and a preselected region', async () => {
    await renderForm(TRIAL);
    const regionInput = screen.getByRole('combobox', { name: /Region/ });
    expect(regionInput).toHaveValue('US East (N. Virginia)');
    expect(regionInput).toHaveAccessibleDescription('To choose a region, upgrade to a Premium Account.');
    await userEvent.click(regionInput);
    const options = await screen.findAllByRole('option');
    const names = options.map((o) => o.textContent);
    expect(names[0]).toBe('US East (N. Virginia)');
    // Every managed region is listed, the ones not available to anyone included, and none can be chosen.
    expect(names).toEqual(expect.arrayContaining(['Middle East (Doha)', 'Asia Pacific (Tokyo)']));
    for (const option of options) expect(option).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Asia Pacific (Tokyo)' }));
    expect(regionInput).toHaveValue('US East (N. Virginia)');
  });

  it('gives each region a trial user may not choose its own upgrade tooltip', async () => {
    await renderForm(TRIAL);
    await userEvent.click(screen.getByRole('combobox', { name: /Region/ }));
    await userEvent.hover(within(await screen.findByRole('option', { name: 'Europe West (Frankfurt)' })).getByText('Europe West (Frankfurt)'));
    await waitFor(() =>
      expect(screen.getAllByRole('tooltip').map((t) => t.textContent)).toContain('To choose a region, upgrade to a Premium Account.'),
    );
  });

  it('locks the version on az with its tooltip text, lists only the own regions and disables the slider', async () => {
    await renderForm(AZURE);
    await choose(/Platform/, 'Azure (your subscription)');
    const version = screen.getByRole('combobox', { name: /Cluster version/ });
    expect(version).toBeDisabled();
    expect(version).toHaveValue('2026.10.1');
    expect(version).toHaveAccessibleDescription('Only Latest Version is Supported in Azure Platform');
    expect(screen.getByRole('textbox', { name: /Cluster name/ })).toHaveAccessibleDescription('3 to 8 lowercase letters and digits.');
    await userEvent.click(screen.getByRole('combobox', { name: /Region/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['East US (Virginia)', 'West Europe (Netherlands)']);
    await userEvent.click(options[0] as HTMLElement);
    expect(await screen.findByRole('slider', { name: 'Size' })).toHaveAttribute('data-disabled', 'true');
  });

  it('lists only available regions for a paying user', async () => {
    await renderForm();
    await userEvent.click(screen.getByRole('combobox', { name: /Region/ }));
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['US East (N. Virginia)', 'Asia Pacific (Tokyo)']));
    // The two regions the emulator marks unavailable are not offered.
    expect(names).not.toContain('Europe Southwest (Madrid)');
    expect(names).not.toContain('Middle East (Doha)');
  });

  it('sends users who may not create a cluster to /clusters', async () => {
    // partner@ may have 3 clusters and has partner-demo: the emulator makes two more, then the form is refused.
    for (const name of ['partner-a', 'partner-b']) {
      const res = await em.emulator.fetch(`/api/users/${em.uuidOf(PARTNER)}/instances`, {
        as: PARTNER,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(demoCreatePayload({ name })),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const account = em.signIn(PARTNER);
    const { currentPath } = renderWithProviders(<CreateClusterPage />, { route: '/clusters/create', user: account, seedMe: false });
    await waitFor(() => expect(currentPath()).toBe('/clusters'));
  });
});
