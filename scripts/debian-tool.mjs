/**
 * Tools the tests need from Debian (Chromium, its headless shell, nginx): each found where its environment
 * variable points, or at the usual paths; those missing, when running as root with apt-get, installed from
 * Debian's packages in one apt-get call (an `apt-get update` first if the package lists are stale); otherwise
 * the process stops with a message saying what to do. Answers the paths found, in the order asked.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** @typedef {{ name: string, envVar: string, candidates: string[], debianPackage: string, neededFor: string }} DebianTool */

/** @param {DebianTool} tool @returns {string | null} */
function find({ envVar, candidates }) {
  const fromEnv = process.env[envVar];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return candidates.find((path) => existsSync(path)) ?? null;
}

/**
 * @param {DebianTool[]} tools
 * @returns {string[]}
 */
export function ensureDebianTools(tools) {
  const missing = tools.filter((tool) => !find(tool));
  if (missing.length === 0) return tools.map((tool) => /** @type {string} */ (find(tool)));
  for (const { envVar } of missing) {
    if (process.env[envVar]) {
      console.error(`${envVar} is set to ${process.env[envVar]}, but no file is there.`);
      process.exit(1);
    }
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    for (const { name, envVar, debianPackage, neededFor } of missing) {
      console.error(
        `${neededFor} ${name}. Install it (Debian/Ubuntu: \`sudo apt-get install -y ${debianPackage}\`) ` +
          `or set ${envVar} to its binary, then run the tests again.`,
      );
    }
    process.exit(1);
  }
  const packages = missing.map((tool) => tool.debianPackage);
  process.stdout.write(`${missing.map((tool) => tool.name).join(', ')} missing: installing Debian's ${packages.join(', ')} (apt-get)…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  let result = install();
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = install();
  }
  const stillMissing = missing.filter((tool) => !find(tool));
  if (result.status !== 0 || stillMissing.length > 0) {
    const names = (stillMissing.length > 0 ? stillMissing : missing).map((tool) => tool.name).join(', ');
    console.error(`Installing ${packages.join(', ')} with apt-get failed; install ${names} by hand or set ${missing.map((t) => t.envVar).join(' / ')}.`);
    process.exit(1);
  }
  return tools.map((tool) => /** @type {string} */ (find(tool)));
}

/**
 * @param {DebianTool} tool
 * @returns {string}
 */
export function ensureDebianTool(tool) {
  return ensureDebianTools([tool])[0];
}
