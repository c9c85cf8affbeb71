/**
 * One cluster with everything its page shows (doc 2 §2 main tab, §3 Instance): what GET
 * users/{userId}/instances/{name} answers (detail/routes.ts), and what an alert's page reads with the alert's
 * capability (alert-snooze/routes.ts). `usedShare` is also the disk share of the nodes call and of consumption.
 */
import type { ClusterServiceLink, InstanceDetail } from '../../../src/contract/types';
import type { EmulatorContext } from '../../context';
import { featuresOf } from '../features/store';
import { scalingOf } from '../scaling/store';
import type { InstanceRow } from '../schema';
import { subClustersOf } from '../sub-clusters/store';
import { hostNameOf, toInstance, type VisibleInstance } from '../store';
import { availableUpgradesOf, settingsOf } from '../upgrade/store';

/** A stable share of the disk in use, from the cluster's id (15 % to 74 %), so a page reads the same twice. */
export function usedShare(id: string): number {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return 0.15 + (hash % 60) / 100;
}

function services(row: InstanceRow): ClusterServiceLink[] {
  const host = `https://${hostNameOf(row.name)}`;
  const status = row.service_status;
  const links: ClusterServiceLink[] = [
    { kind: 'analytics', url: `${host}/analytics/`, status },
    { kind: 'cmc', url: `${host}/cmc/`, status },
  ];
  if (row.sqli_enabled === 1) links.push({ kind: 'sqli', url: `${host}/sqli/`, status });
  return links;
}

export function toInstanceDetail(ctx: EmulatorContext, visible: VisibleInstance): InstanceDetail {
  const { row } = visible;
  const { people } = ctx.db
    .prepare('SELECT 1 + COUNT(*) AS people FROM cluster_roles WHERE instance_id = ?')
    .get(row.id) as { people: number };
  const consumedData = Math.round(row.dsize * usedShare(row.id));
  // The platform's settings of the cluster (upgrade/store.ts). `upgradable`: a newer release is offered; where
  // build numbers are allowed, the page offers an update by build number either way.
  const availableUpgrades = availableUpgradesOf(row);
  const { byBuildNumber, lockedActions } = settingsOf(ctx.db, row.id);
  return {
    ...toInstance(visible),
    tenantUsers: people,
    remoteStorage: row.platform === 'gc',
    consumedData,
    availableDisk: row.dsize - consumedData,
    upgradable: availableUpgrades.length > 0,
    availableUpgrades,
    byBuildNumber,
    lockedActions,
    ...featuresOf(ctx.db, row),
    ...scalingOf(ctx.db, row),
    subClusters: subClustersOf(ctx.db, row.id),
    services: services(row),
  };
}
