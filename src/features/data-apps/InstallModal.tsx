/**
 * The Data Apps page's install dialog (doc 3 §2 install modal, §5 Data Apps install): the cluster picker
 * (valid_bp_clusters; ?cluster= preselects one, as does a single connected cluster), then, once a cluster that
 * can take the import is chosen, the support check of each data app on it and the form the cluster's tab uses
 * (ui/data-app-install/InstallDialog). A cluster that cannot take it says why ('Your cluster must be connected to
 * be able to import Data Apps.', 'Currently importing Data App(s), please try again later.', 'Loader service is
 * not running on the selected cluster'); with no connected cluster at all, the dialog says one is needed.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { dataAppMutations, dataAppQueries, type SupportCheck } from '../../api/cluster-data-apps';
import { tenantQueries } from '../../api/cluster-tenants';
import type { DataApp, DataSource } from '../../contract/types';
import type { DataAppCluster } from '../../contract/types/data-app-exports';
import { installRefusalOf } from '../../domain/data-app-catalogue';
import { importedIds, isInstallable } from '../../domain/data-app-imports';
import { toImportPayload, type DataAppImportFormValues } from '../../domain/schemas/data-app-import';
import { InstallDialog } from '../../ui/data-app-install/InstallDialog';
import { ClusterPicker } from './ClusterPicker';
import { CLUSTER_PICKER } from './messages';

export interface InstallStart {
  /** The data apps to install. */
  apps: DataApp[];
  /** A cluster name to preselect (?cluster=, or the cluster of a retry). */
  cluster?: string | null;
  tenant?: string | null;
  username?: string | null;
}

export interface InstallModalProps {
  uuid: string;
  start: InstallStart;
  clusters: { data: DataAppCluster[] | undefined; isError: boolean; refetch: () => void };
  dataSources: readonly DataSource[];
  onClose: () => void;
  /** The import was accepted onto the cluster (it now loads). */
  onInstalled: (cluster: DataAppCluster) => void;
}

/** The cluster to start with: the one named, else the only connected one that can take an import. */
function preselected(clusters: readonly DataAppCluster[] | undefined, name: string | null | undefined): string | null {
  if (!clusters) return null;
  if (name) {
    const named = clusters.find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (named) return named.id;
  }
  const ready = clusters.filter((c) => installRefusalOf(c) === null);
  return ready.length === 1 ? (ready[0]?.id ?? null) : null;
}

export function InstallModal({ uuid, start, clusters, dataSources, onClose, onInstalled }: InstallModalProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const clusterId = picked ?? preselected(clusters.data, start.cluster);
  const cluster = clusters.data?.find((c) => c.id === clusterId) ?? null;
  const refusal = cluster ? installRefusalOf(cluster) : null;
  const usable = cluster !== null && refusal === null;
  const name = cluster?.name ?? '';
  const id = cluster?.id ?? '';

  const tenants = useQuery({ ...tenantQueries.list(uuid, name), enabled: usable });
  const status = useQuery({ ...dataAppQueries.status(uuid, name, id), enabled: usable });
  const check = useMutation(dataAppMutations.checkSupport(uuid, id));
  const importer = useMutation(dataAppMutations.import(uuid, name));
  const [checked, setChecked] = useState<Readonly<Record<string, SupportCheck[]>>>({});

  // The support check runs for each cluster chosen (the user's pick or the preselection), once.
  const { mutate: runCheck } = check;
  const installable = start.apps.filter(isInstallable);
  const appsKey = installable.map((app) => app.id).join(',');
  const have = id in checked;
  useEffect(() => {
    if (!usable || have || id === '' || appsKey === '') return;
    const apps = start.apps.filter((app) => appsKey.split(',').includes(app.id));
    runCheck(apps, { onSuccess: (checks) => setChecked((current) => ({ ...current, [id]: checks })) });
  }, [usable, have, id, appsKey, runCheck, start.apps]);

  const checks = checked[id] ?? null;
  const noneConnected = clusters.data !== undefined && !clusters.data.some((c) => c.connected);

  const send = (values: DataAppImportFormValues, names: string[], overwrite: boolean) => {
    const target = cluster;
    if (!target) return Promise.resolve();
    return importer.mutateAsync(toImportPayload(target.id, names, values, overwrite), { onSuccess: () => onInstalled(target) });
  };

  const clusterField = (
    <Stack gap="sm">
      {noneConnected ? (
        <Alert color="orange" title={CLUSTER_PICKER.noConnectedInstallTitle}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{CLUSTER_PICKER.noConnectedInstall}</Text>
            <Button component={Link} href="/clusters" size="xs" variant="light">
              {CLUSTER_PICKER.goToClusters}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <ClusterPicker
        clusters={clusters.data}
        failed={clusters.isError}
        onRetry={clusters.refetch}
        value={clusterId}
        onChange={(next) => setPicked(next)}
        disabled={importer.isPending}
      />
    </Stack>
  );

  return (
    <InstallDialog
      apps={start.apps}
      clusterField={clusterField}
      refusal={refusal}
      checks={usable ? checks : null}
      checking={usable && checks === null && installable.length > 0 && !check.isError}
      imported={importedIds(status.data)}
      tenants={(tenants.data ?? []).map((t) => t.name)}
      dataSources={dataSources}
      initial={{ tenant: start.tenant, username: start.username }}
      sending={importer.isPending}
      onSend={send}
      onClose={onClose}
    />
  );
}
