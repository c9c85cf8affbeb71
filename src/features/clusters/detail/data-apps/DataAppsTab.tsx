/**
 * The Data Apps tab of a cluster (spec doc 2 §2 tab data-apps, §6, §9; doc 3 §4): the data apps imported onto
 * the cluster, grouped by category, and Import. Import is refused, with its reason in a tooltip reachable by
 * keyboard, offline, where the plan lacks the dataapps action, without blueprintPolicy create, while the cluster
 * is not connected ('Your cluster must be connected to be able to import Data Apps.'), while an import loads
 * ('Currently importing Data App(s), please try again later.') and while the loader is not running (read from
 * the services status). An import under way shows here and is polled every 10 s (a failed read retried after
 * 3 s); when it ends, the success dialog (with retry for failed data apps) or 'Importing Failed' (TRY AGAIN or
 * DONE). The latest import's failures stay readable, with their retry, after the dialog is closed.
 */
import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dataAppQueries } from '../../../../api/cluster-data-apps';
import { servicesQueries } from '../../../../api/cluster-services';
import type { DataAppImportStatus } from '../../../../contract/types';
import { importedIds, importRefusal, isImporting } from '../../../../domain/data-app-imports';
import { formatDate } from '../../../../domain/time-format';
import { OfflineTooltip, useOnline } from '../../../../pwa';
import { userLocale } from '../../../../ui/locale';
import { QueryState, queryStateOf } from '../../../../ui/QueryState';
import { GatedButton } from '../../../../ui/GatedButton';
import { ImportResultDialog } from '../../../../ui/data-app-install/ImportResultDialog';
import type { ClusterTabProps } from '../tab-props';
import { ImportModal, type ImportStart } from './ImportModal';
import { DATA_APPS_TAB } from './messages';
import { TabHeading } from '../TabHeading';


/** The data apps of an import that did not make it, to import again. */
function retryOf(status: DataAppImportStatus): ImportStart {
  return { ids: status.failedBlueprints.map((b) => b.id), tenant: status.tenant, username: status.username };
}

export function DataAppsTab({ uuid, user, entry, status }: ClusterTabProps) {
  const { instance } = entry;
  const running = status === 'running';
  const query = useQuery(dataAppQueries.status(uuid, instance.name, instance.id));
  const services = useQuery({ ...servicesQueries.status(uuid, instance.name, instance.id), enabled: running });
  const online = useOnline();
  const [start, setStart] = useState<ImportStart | null>(null);
  const data = query.data;
  // An import seen loading is watched; when its status comes back ended, its dialog opens (once). Adjusted
  // while rendering, from the status the query answers (no effect: nothing outside React is involved).
  const [watching, setWatching] = useState(() => data?.state === 'loading');
  const [result, setResult] = useState<DataAppImportStatus | null>(null);
  const [seen, setSeen] = useState(data);
  if (data !== seen) {
    setSeen(data);
    if (data?.state === 'loading') {
      if (!watching) setWatching(true);
    } else if (watching && data && data.state !== null) {
      setWatching(false);
      setResult(data);
    }
  }

  const refusal = importRefusal({
    user,
    cluster: instance,
    status,
    importing: isImporting(data),
    loaderStatus: running ? services.data?.loaderStatus : null,
  });
  const imported = importedIds(data);
  const locale = userLocale();
  const openImport = (next: ImportStart) => {
    setResult(null);
    setStart(next);
  };

  const importButton = (label: string, next: ImportStart, variant?: string) =>
    refusal ? (
      <GatedButton label={label} refusal={refusal} variant={variant} />
    ) : (
      <OfflineTooltip offline={!online}>
        <Button
          variant={variant}
          disabled={!online}
          style={online ? undefined : { pointerEvents: 'none' }}
          onClick={() => openImport(next)}
        >
          {label}
        </Button>
      </OfflineTooltip>
    );

  const ended = data && !watching && data.state !== 'loading' && data.state !== null && data.failedBlueprints.length > 0 ? data : null;

  return (
    <Stack gap="md" component="section" aria-labelledby="data-apps-title">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <TabHeading id="data-apps-title" title={DATA_APPS_TAB.title} intro={DATA_APPS_TAB.intro} style={{ minWidth: 0, flex: '1 1 20rem' }} />
        {importButton(DATA_APPS_TAB.import, { ids: [] })}
      </Group>

      {data?.state === 'loading' ? (
        <Alert color="blue" title={DATA_APPS_TAB.importing(data.blueprints.length)} icon={<Loader size="xs" aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {DATA_APPS_TAB.importingBody(data.blueprints.map((b) => b.name).join(', '), data.tenant ?? '')}
            </Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
              {DATA_APPS_TAB.checkNow}
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {ended ? (
        <Alert color={ended.state === 'failed' ? 'red' : 'orange'} title={`${DATA_APPS_TAB.lastImport}: ${ended.message?.title ?? ''}`}>
          <Stack gap="xs" align="flex-start">
            {ended.message ? <Text size="sm">{ended.message.body}</Text> : null}
            {ended.error ? <Text size="sm">{ended.error}</Text> : null}
            {importButton(DATA_APPS_TAB.retryFailed, retryOf(ended), 'light')}
          </Stack>
        </Alert>
      ) : null}

      <QueryState
        query={queryStateOf(query)}
        texts={DATA_APPS_TAB}
        isEmpty={(d) => d.importedBlueprints.length === 0}
        empty={
          <Text c="dimmed" ta="center" py="lg">
            {DATA_APPS_TAB.empty}
          </Text>
        }
      >
        {(d) => (
          <Stack gap="lg">
            {d.importedBlueprints.map((group) => (
              <Stack key={group.category} gap="xs">
                <Title order={3} size="h5">
                  {group.category}
                </Title>
                <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={DATA_APPS_TAB.importedListLabel(group.category)}>
                  {group.blueprints.map((app) => (
                    <Paper component="li" key={app.id} withBorder p="sm" radius="sm" data-data-app={app.slug}>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {app.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {DATA_APPS_TAB.importedInto(app.tenant, formatDate(Date.parse(app.importedAt), locale))}
                      </Text>
                    </Paper>
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>

      {start ? (
        <ImportModal
          uuid={uuid}
          instance={instance}
          imported={imported}
          start={start}
          onClose={() => setStart(null)}
          onImported={() => {
            setStart(null);
            setWatching(true);
          }}
        />
      ) : null}
      {result ? <ImportResultDialog result={result} onRetry={() => openImport(retryOf(result))} onClose={() => setResult(null)} /> : null}
    </Stack>
  );
}
