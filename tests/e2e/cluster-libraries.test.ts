/**
 * Libraries in a real browser (doc 2 §2, §4, §5, §7; issue 14): a PyPI install that the list shows installing,
 * then installed once the emulator's clock has moved past it and the list is read again; a file sent through
 * the upload URL flow (the real PUT of its bytes with its content type) that lands in the emulator and is
 * installed. Axe on the tab and on the install dialog at 1280 and 360 px.
 *
 * The emulator runs at simulated speed 1 (an install takes a simulated minute), so nothing finishes until the
 * test moves the clock; sales-analytics (premium@, running) is the only cluster it touches.
 */
import { expectAccessible } from '../support/axe';
import { advanceClock, signIn, stackForFile } from '../support/e2e';

const PREMIUM = 'premium@demo.test';
const WAIT = { timeout: 20_000 };

const stack = stackForFile({ simSpeed: 1, serviceWorkers: 'block' });

describe('the libraries tab', () => {
  it('installs a PyPI package that moves to installed, then uploads and installs a file', async () => {
    const { page } = await stack.newPage();
    await signIn(page, stack, PREMIUM, '/clusters/sales-analytics?tab=libraries');
    const tab = page.getByRole('region', { name: 'Libraries' });
    // The demo libraries of sales-analytics (server/clusters/libraries/seed.ts), a failed one's error in its row.
    await tab.getByRole('table', { name: 'Libraries' }).getByRole('row').filter({ hasText: 'forecast' }).waitFor(WAIT);
    await tab.getByText(/needs a GPU, which the Loader and Chidori runtimes do not have/).first().waitFor(WAIT);

    // PyPI: the tag input splits on Space.
    await tab.getByRole('button', { name: 'Install New Library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Install New Library' });
    await dialog.getByText('Type and press Space eg., numpy==1.3').waitFor();
    await expectAccessible(page, 'the install dialog, PyPI');
    // The tag input's text field (its hidden value input carries the label too).
    await dialog.getByLabel(/^PyPI packages/).and(page.locator('input:not([type="hidden"])')).pressSequentially('requests==2.31 ');
    const install = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname.endsWith('/libraries/install'));
    await dialog.getByRole('button', { name: 'Install', exact: true }).click();
    expect((await install).postDataJSON()).toEqual({ type: 'pypi', data: { packages: ['requests==2.31'] } });
    await dialog.waitFor({ state: 'hidden' });

    const table = tab.getByRole('table', { name: 'Libraries' });
    const row = table.getByRole('row').filter({ hasText: 'requests==2.31' });
    await row.locator('[data-runtime="spark"][data-state="installing"]').waitFor(WAIT);
    await tab.getByText('A library is installing: this list refreshes every 30 seconds.').waitFor();
    await expectAccessible(page, 'the libraries tab with an install under way');

    // The install's simulated minute passes; the next read of the list shows it installed on every runtime.
    await advanceClock(stack, 2 * 60_000);
    await tab.getByRole('button', { name: 'Refresh' }).click();
    await row.locator('[data-runtime="spark"][data-state="installed"]').waitFor(WAIT);
    expect(await row.locator('[data-state="installed"]').count()).toBe(4);

    // File Uploader: the upload URL, then the file's bytes PUT there with its content type, then the install.
    await tab.getByRole('button', { name: 'Install New Library' }).click();
    await dialog.getByRole('radio', { name: 'File Uploader' }).check();
    const content = 'def greet(name):\n    return f"hello {name}"\n';
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'greetings.py', mimeType: 'text/x-python', buffer: Buffer.from(content) });
    await expectAccessible(page, 'the install dialog, File Uploader');
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/libraries/uploads/'));
    await dialog.getByRole('button', { name: 'Install', exact: true }).click();
    const upload = await sent;
    expect(upload.headers()['content-type']).toBe('text/x-python');
    expect(upload.headers().authorization).toBeUndefined();
    await dialog.waitFor({ state: 'hidden', ...WAIT });

    const fileRow = table.getByRole('row').filter({ hasText: 'greetings.py' });
    await fileRow.getByText('Uploaded file').waitFor(WAIT);
    const stored = stack.emulator.ctx.db
      .prepare('SELECT content_type, size, content FROM library_files WHERE file_name = ?')
      .get('greetings.py') as { content_type: string; size: number; content: Buffer } | undefined;
    expect(stored?.content_type).toBe('text/x-python');
    expect(stored?.content.toString('utf8')).toBe(content);
  });
});
