#!/usr/bin/env node
/**
 * Browser tests drive a system Chromium through playwright-core (browser downloads do not work here).
 * Finds it (CHROME_PATH, then the usual Debian paths) or installs Debian's `chromium`; prints the path found.
 */
import { ensureDebianTool } from './debian-tool.mjs';

const path = ensureDebianTool({
  name: 'Chromium',
  envVar: 'CHROME_PATH',
  candidates: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
  debianPackage: 'chromium',
  neededFor: 'Browser tests need',
});
process.stdout.write(`Chromium: ${path}\n`);
