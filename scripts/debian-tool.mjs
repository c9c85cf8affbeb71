/**
 * A tool the tests need from Debian (Chromium, nginx): found where an environment variable points, or at the
 * usual paths; when missing and running as root with apt-get, installed from Debian's package (an `apt-get
 * update` first if the package lists are stale); otherwise the process stops with a message saying what to do.
 * Answers the path found.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * @param {{ name: string, envVar: string, candidates: string[], debianPackage: string, neededFor: string }} tool
 * @returns {string}
 */
export function ensureDebianTool({ name, envVar, candidates, debianPackage, neededFor }) {
  const find = () => {
    const fromEnv = process.env[envVar];
    if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
    return candidates.find((path) => existsSync(path)) ?? null;
  };
  const found = find();
  if (found) return found;
  if (process.env[envVar]) {
    console.error(`${envVar} is set to ${process.env[envVar]}, but no file is there.`);
    process.exit(1);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `${neededFor} ${name}. Install it (Debian/Ubuntu: \`sudo apt-get install -y ${debianPackage}\`) ` +
        `or set ${envVar} to its binary, then run the tests again.`,
    );
    process.exit(1);
  }
  process.stdout.write(`${name} is missing: installing Debian's ${debianPackage} package (apt-get)…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], { stdio: 'inherit', env });
  let result = install();
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = install();
  }
  const installed = find();
  if (result.status !== 0 || !installed) {
    console.error(`Installing ${debianPackage} with apt-get failed; install ${name} by hand or set ${envVar}.`);
    process.exit(1);
  }
  return installed;
}
