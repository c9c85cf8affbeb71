#!/usr/bin/env node
/**
 * The split-deployment test and `npm run split` serve dist/ with nginx, as a static deployment does.
 * Finds it (NGINX_PATH, then the usual Debian paths); when missing and running as root with apt-get,
 * installs Debian's `nginx-light`; otherwise stops with a message saying what to do. Prints the path found.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];

function find() {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  return NGINX_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

let path = find();
if (!path && process.env.NGINX_PATH) {
  console.error(`NGINX_PATH is set to ${process.env.NGINX_PATH}, but no file is there.`);
  process.exit(1);
}
if (!path) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      'The split-deployment test needs nginx. Install it (Debian/Ubuntu: `sudo apt-get install -y nginx-light`) ' +
        'or set NGINX_PATH to an nginx binary, then run the tests again.',
    );
    process.exit(1);
  }
  process.stdout.write("nginx is missing: installing Debian's nginx-light package (apt-get)…\n");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], { stdio: 'inherit', env });
  let result = install();
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = install();
  }
  path = find();
  if (result.status !== 0 || !path) {
    console.error('Installing nginx-light with apt-get failed; install nginx by hand or set NGINX_PATH.');
    process.exit(1);
  }
}
process.stdout.write(`nginx: ${path}\n`);
