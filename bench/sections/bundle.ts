/**
 * The JS and CSS a browser loads for the first route: what dist/index.html references directly
 * (entry script, modulepreload chunks, stylesheets). Lazy route chunks are listed separately.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from '../run';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
}

export async function firstRouteSize(): Promise<BenchRow[]> {
  const html = readFileSync('dist/index.html', 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  const js = referenced.filter((file) => file.endsWith('.js'));
  const css = referenced.filter((file) => file.endsWith('.css'));
  const allJs = readdirSync('dist/assets').filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`);
  const lazy = allJs.filter((file) => !js.includes(file));
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
  return [
    { figure: `first-route JS, gzip (${js.length} files)`, value: kb(sum(js)) },
    { figure: `first-route CSS, gzip (${css.length} files)`, value: kb(sum(css)) },
    { figure: `lazy JS chunks, gzip (${lazy.length} files)`, value: kb(sum(lazy)) },
  ];
}
