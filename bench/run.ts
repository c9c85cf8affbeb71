/**
 * `npm run bench`: builds the app and prints the figures the issues ask for. Each section in
 * bench/sections/ is a function returning rows; this file runs them in order and prints a table.
 */
import { execSync } from 'node:child_process';
import { DIST } from './dist';
import { firstRouteSize } from './sections/bundle';
import { clusterListFigures } from './sections/clusters';
import { clusterTabSizes } from './sections/cluster-tabs';
import { consumptionFigures } from './sections/consumption';
import { pushRelayLatency } from './sections/push';
import { alertToPage } from './sections/alert-to-page';
import { offlineWarmStart } from './sections/offline';
import { lighthouseFigures } from './sections/lighthouse';
import { startupTimes } from './sections/startup';

export interface BenchRow {
  figure: string;
  value: string;
}

const sections: { name: string; run: () => Promise<BenchRow[]> }[] = [
  { name: 'bundle', run: firstRouteSize },
  { name: 'cluster list', run: clusterListFigures },
  { name: 'cluster tabs', run: clusterTabSizes },
  { name: 'consumption', run: consumptionFigures },
  { name: 'push relay', run: pushRelayLatency },
  { name: 'alert to cluster page', run: alertToPage },
  { name: 'offline', run: offlineWarmStart },
  { name: 'start-up', run: startupTimes },
  { name: 'lighthouse (mobile, signed in: list, cluster page, its configurations tab, consumption)', run: lighthouseFigures },
];

// `npm run bench -- lighthouse bundle` runs only the sections whose names start with those words.
const wanted = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = sections.filter(({ name }) => wanted.length === 0 || wanted.some((word) => name.startsWith(word)));
if (chosen.length === 0) {
  process.stderr.write(`No section starts with ${wanted.join(' or ')}; sections: ${sections.map(({ name }) => name).join(', ')}\n`);
  process.exit(2);
}

execSync(`npx vite build --logLevel warn --outDir ${DIST}`, { stdio: 'inherit' });
for (const section of chosen) {
  const rows = await section.run();
  process.stdout.write(`\n${section.name}\n`);
  for (const row of rows) process.stdout.write(`  ${row.figure.padEnd(48)} ${row.value}\n`);
}
