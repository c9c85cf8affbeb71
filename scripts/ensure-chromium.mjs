#!/usr/bin/env node
/**
 * Browser tests drive a system Chromium through playwright-core (browser downloads do not work here): Chromium's
 * headless shell for most files (a third less CPU), and Chromium itself for the pages that show notifications
 * and take push messages, which the shell cannot (tests/support/e2e.ts, StackOptions.notifications). Finds each
 * (its environment variable, then the usual Debian paths) or installs Debian's package; prints the paths found.
 */
import { ensureDebianTools } from './debian-tool.mjs';

// One apt-get call for both: the two packages share chromium-common, which must be the same version.
const [chromium, shell] = ensureDebianTools([
  {
    name: 'Chromium',
    envVar: 'CHROME_PATH',
    candidates: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
    debianPackage: 'chromium',
    neededFor: 'Browser tests need',
  },
  {
    name: "Chromium's headless shell",
    envVar: 'CHROME_HEADLESS_SHELL_PATH',
    candidates: ['/usr/bin/chromium-headless-shell'],
    debianPackage: 'chromium-headless-shell',
    neededFor: 'Browser tests need',
  },
]);
process.stdout.write(`Chromium: ${chromium}\nChromium's headless shell: ${shell}\n`);
