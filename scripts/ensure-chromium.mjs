#!/usr/bin/env node
/**
 * Browser tests drive a system Chromium through playwright-core (browser downloads do not work here).
 * Finds it (CHROME_PATH, then the usual Debian paths); when missing and running as root with apt-get,
 * installs Debian's `chromium`; otherwise stops with a message saying what to do. Prints the path found.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function find() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

let path = find();
if (!path && process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  process.exit(1);
}
if (!path) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      'Browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
        'or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again.',
    );
    process.exit(1);
  }
  process.stdout.write('Chromium is missing: installing Debian\'s chromium package (apt-get)…\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  }
  path = find();
  if (result.status !== 0 || !path) {
    console.error('Installing chromium with apt-get failed; install it by hand or set CHROME_PATH.');
    process.exit(1);
  }
}
process.stdout.write(`Chromium: ${path}\n`);
