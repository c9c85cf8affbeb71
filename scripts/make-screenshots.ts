/**
 * Takes the install sheet's screenshots (public/screenshots/*.png) of the real app: premium@demo.test's
 * cluster list on a phone (540×1200, device scale 1.5 of a 360 px wide screen) and on a desktop (1280×720),
 * against an emulator started here. Run after a visible change: `npm run build && npx tsx scripts/make-screenshots.ts`.
 */
import { closeContext, signIn, startStack } from '../tests/support/e2e';

const stack = await startStack({ simSpeed: 1 });
try {
  const shots = [
    { file: 'public/screenshots/clusters-narrow.png', width: 360, height: 800, scale: 1.5 },
    { file: 'public/screenshots/clusters-wide.png', width: 1280, height: 720, scale: 1 },
  ];
  for (const shot of shots) {
    const context = await stack.browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await signIn(page, stack, 'premium@demo.test');
    await page.getByRole('article').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: shot.file });
    await closeContext(context);
  }
} finally {
  await stack.close();
}
