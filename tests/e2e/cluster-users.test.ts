/**
 * Cluster Administration Users in a real browser (issue 14): an invitation whose e-mail the emulator flags
 * (a free-mail domain), continued with bypassValidationFlag, ending on the notice, a pending row and the mail
 * the emulator keeps; and axe on the section with the invite dialog and the matrix dialog open, at 1280 and
 * 360 px.
 *
 * premium@ owns sales-analytics; the invitation adds a pending user there (no other test here depends on it).
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { signIn, stackForFile } from '../support/e2e';

const PREMIUM = 'premium@demo.test';
const SECTION = '/clusters/sales-analytics?tab=access-and-security';
const FLAGGED = "This doesn't seem to be a valid email. Try again or continue with this email.";
const WAIT = { timeout: 20_000 };

const stack = stackForFile({ simSpeed: 1, serviceWorkers: 'block' });

async function openSection(width?: number): Promise<Page> {
  const { page } = await stack.newPage(width ? { width, height: width < 600 ? 740 : 800 } : undefined);
  await signIn(page, stack, PREMIUM, SECTION);
  await page.getByRole('table', { name: 'Cluster users' }).waitFor(WAIT);
  return page;
}

describe('Cluster Administration Users', () => {
  it('invites an address the emulator flags, after continuing with it', async () => {
    const page = await openSection();
    const email = 'ops.lead@gmail.com';
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Manager', exact: true }).click();

    const first = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/adduserrole'));
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    expect((await first).postDataJSON()).toMatchObject({ user: { userEmail: email, roleName: 'accountAdmin' }, bypassValidationFlag: false });
    await dialog.getByText(FLAGGED).waitFor(WAIT);

    const second = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/adduserrole'));
    await dialog.getByRole('button', { name: 'Continue with this email' }).click();
    expect((await second).postDataJSON()).toMatchObject({ user: { userEmail: email, roleName: 'accountAdmin' }, bypassValidationFlag: true });
    await page.getByText('Invitation sent').waitFor(WAIT);
    await page.getByText(`An invitation email was sent to ${email}.`).waitFor(WAIT);
    await dialog.waitFor({ state: 'detached', ...WAIT });

    const row = page.getByRole('table', { name: 'Cluster users' }).getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
    await row.getByText('Pending').waitFor(WAIT);
    const mails = stack.emulator.ctx.db.prepare('SELECT COUNT(*) FROM cluster_user_mails WHERE to_email = ?').pluck().get(email) as number;
    expect(mails).toBe(1);
  });

  it('is accessible with the invite dialog and the matrix dialog open, at 1280 and 360 px', async () => {
    const page = await openSection();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
      await expectAccessible(page, 'users section', [width]);

      await page.getByRole('button', { name: 'Invite User' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite User' });
      await invite.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
      await invite.getByText("This doesn't seem to be a valid email. Try again.").waitFor(WAIT);
      await expectAccessible(page, 'invite dialog', [width]);
      await invite.getByRole('button', { name: 'Cancel' }).click();
      await invite.waitFor({ state: 'detached', ...WAIT });

      await page.getByRole('button', { name: 'Roles and Permissions' }).click();
      const matrix = page.getByRole('dialog', { name: 'Roles and Permissions' });
      await matrix.getByRole('table', { name: 'What each role may do' }).waitFor(WAIT);
      await expectAccessible(page, 'matrix dialog', [width]);
      await page.keyboard.press('Escape');
      await matrix.waitFor({ state: 'hidden', ...WAIT });
    }
  });
});
