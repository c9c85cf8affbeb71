#!/usr/bin/env node
/**
 * The split-deployment test and `npm run split` serve dist/ with nginx, as a static deployment does.
 * Finds it (NGINX_PATH, then the usual Debian paths) or installs Debian's `nginx-light`; prints the path found.
 */
import { ensureDebianTool } from './debian-tool.mjs';

const path = ensureDebianTool({
  name: 'nginx',
  envVar: 'NGINX_PATH',
  candidates: ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'],
  debianPackage: 'nginx-light',
  neededFor: 'The split-deployment test needs',
});
process.stdout.write(`nginx: ${path}\n`);
