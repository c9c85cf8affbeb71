/**
 * Writes a gzip -9 copy (`file.js.gz`) beside each built script, stylesheet and manifest over 1 kB, once
 * the build is written. A static server sends it to browsers that accept gzip (the emulator does, see
 * server/static.ts; nginx with `gzip_static on`), so a phone on a slow network downloads the first
 * route's ~130 kB instead of ~500 kB, with no compression work per request (issue 24).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.webmanifest', '.json', '.svg']);
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of files(outDir)) {
          if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
          writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }));
        }
      },
    },
  };
}
