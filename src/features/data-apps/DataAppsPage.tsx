/**
 * /data-apps and /data-apps/{blueprintName} (doc 3 §2 Data Apps page, §4, §6, §8; issue 15): the catalogue with
 * its filter panel (business functions, data sources, types), 'Search Data App', removable filter tags and 'Clear
 * Filters', all kept in the URL query (a reload or a shared link keeps them; the path's blueprintName prefills the
 * search; ?cluster= preselects the install's cluster). Cards with Install; several selected at once and installed
 * together. An expired trial sees the trial-expired notice instead. Partners export ('Export Data App').
 *
 * An install the page started is followed here (its status polled every 10 s while it loads) and its end shown
 * in the result dialog, with the retry of failed data apps. Another screen may send failed blueprint ids through
 * the navigation state (`navigate('/data-apps', { state: { failedBlueprints } })`): the install dialog opens on
 * them. The catalogue is persisted: it reads offline, with its age; actions then say they need the network.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, CloseButton, Drawer, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { dataAppQueries } from '../../api/cluster-data-apps';
import { dataAppPageQueries } from '../../api/data-apps';
import { userQueries } from '../../api/users';
import type { DataAppImportStatus } from '../../contract/types';
import type { DataAppCluster } from '../../contract/types/data-app-exports';
import {
  CATALOGUE_PARAMS,
  catalogueFacets,
  catalogueQuery,
  EMPTY_FILTERS,
  failedIdsOf,
  filterDataApps,
  filterTags,
  hasFilters,
  parseCatalogueQuery,
  withoutTag,
  type CatalogueFilters,
  type DataAppsHistoryState,
} from '../../domain/data-app-catalogue';
import { isInstallable } from '../../domain/data-app-imports';
import { clusterPath, PATHS } from '../../domain/paths';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../pwa';
import { GatedButton } from '../../ui/GatedButton';
import { useRequiredUuid } from '../../stores/session';
import { ImportResultDialog } from '../../ui/data-app-install/ImportResultDialog';
import { SearchInput } from '../../ui/SearchInput';
import { QueryState } from '../../ui/QueryState';
import { TrialExpired } from '../../ui/TrialExpired';
import { DataAppCard } from './DataAppCard';
import { ExportModal } from './ExportModal';
import { FilterPanel } from './FilterPanel';
import { InstallModal, type InstallStart } from './InstallModal';
import { DATA_APPS_PAGE } from './messages';


/** The install the page started: followed until it ends, then its result dialog (once). */
function useFollowedImport(uuid: string) {
  const [cluster, setCluster] = useState<DataAppCluster | null>(null);
  const status = useQuery({
    ...dataAppQueries.status(uuid, cluster?.name ?? '', cluster?.id ?? ''),
    enabled: cluster !== null,
  });
  const [result, setResult] = useState<{ cluster: DataAppCluster; status: DataAppImportStatus } | null>(null);
  const data = cluster ? status.data : undefined;
  // Adjusted while rendering from the status the query answers: when it comes back ended, the dialog opens.
  if (cluster && data && data.state !== 'loading' && data.state !== null) {
    setCluster(null);
    setResult({ cluster, status: data });
  }
  return {
    cluster,
    loading: cluster && data?.state === 'loading' ? data : null,
    checking: status.isFetching,
    check: () => void status.refetch(),
    follow: setCluster,
    result,
    closeResult: () => setResult(null),
  };
}

export function DataAppsPage() {
  const uuid = useRequiredUuid();
  const user = useQuery(userQueries.me(uuid)).data;
  const expired = user?.trialExpired === true;
  const catalogue = useQuery({ ...dataAppQueries.catalogue(), enabled: user !== undefined && !expired });
  const clusters = useQuery({ ...dataAppPageQueries.clusters(uuid), enabled: user !== undefined && !expired });
  const online = useOnline();
  const offline = online ? null : OFFLINE_ACTION_TOOLTIP;
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  const params = useParams<{ blueprintName?: string }>();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const apps = useMemo(() => catalogue.data?.apps ?? [], [catalogue.data]);
  const dataSources = useMemo(() => catalogue.data?.dataSources ?? [], [catalogue.data]);
  const filters = parseCatalogueQuery(search, params.blueprintName ?? null, apps);
  const clusterParam = new URLSearchParams(search).get(CATALOGUE_PARAMS.cluster);

  const setFilters = (next: CatalogueFilters) => {
    const query = catalogueQuery(next, search);
    navigate(query ? `${PATHS.dataApps}?${query}` : PATHS.dataApps, { replace: true });
  };

  const [selected, setSelected] = useState<string[]>([]);
  const [install, setInstall] = useState<InstallStart | null>(null);
  const [exporting, setExporting] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const followed = useFollowedImport(uuid);

  // Failed data apps another screen sent for a retry (doc 3 §2): the install dialog opens on them, once.
  const historyState = useHistoryState<DataAppsHistoryState | null>();
  const [seenState, setSeenState] = useState<DataAppsHistoryState | null | undefined>(undefined);
  const failedIds = failedIdsOf(historyState);
  if (apps.length > 0 && historyState !== seenState) {
    setSeenState(historyState);
    const retry = apps.filter((app) => failedIds.includes(app.id));
    if (retry.length > 0) {
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      setInstall({ apps: retry, cluster: clusterParam, tenant: text(historyState?.tenant), username: text(historyState?.username) });
    }
  }
  // The state is used: a reload or Back does not open the dialog again.
  const hasFailed = failedIds.length > 0 && apps.length > 0;
  useEffect(() => {
    if (hasFailed) navigate(search ? `${location}?${search}` : location, { replace: true, state: null });
  }, [hasFailed, navigate, location, search]);

  if (expired && user) {
    return (
      <Stack gap="md" p="md" component="section" aria-labelledby="data-apps-title">
        <Title order={1} size="h2" id="data-apps-title">
          {DATA_APPS_PAGE.title}
        </Title>
        <TrialExpired user={user} />
      </Stack>
    );
  }

  const facets = catalogueFacets(apps, dataSources);
  const shown = filterDataApps(apps, filters);
  const tags = filterTags(filters, dataSources);
  const filtered = hasFilters(filters);
  const chosen = apps.filter((app) => selected.includes(app.id) && isInstallable(app));
  const toggle = (id: string, on: boolean) => setSelected((list) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id)));
  const clearFilters = () => setFilters(EMPTY_FILTERS);
  const activeCount = filters.businessFunctions.length + filters.dataSources.length + filters.types.length;

  const panel = <FilterPanel facets={facets} filters={filters} onChange={setFilters} />;

  return (
    <Stack gap="md" p="md" component="section" aria-labelledby="data-apps-title" pb={chosen.length > 0 ? 96 : 'md'}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 20rem' }}>
          <Title order={1} size="h2" id="data-apps-title">
            {DATA_APPS_PAGE.title}
          </Title>
          <Text size="sm">{DATA_APPS_PAGE.intro}</Text>
        </Stack>
        {user?.isPartner ? <GatedButton refusal={offline} tooltipWidth={240} label={DATA_APPS_PAGE.export} variant="default" onClick={() => setExporting(true)} /> : null}
      </Group>

      {followed.loading && followed.cluster ? (
        <Alert color="blue" title={DATA_APPS_PAGE.installing(followed.loading.blueprints.length, followed.cluster.name)} icon={<Loader size="xs" aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {DATA_APPS_PAGE.installingBody(followed.loading.blueprints.map((b) => b.name).join(', '), followed.loading.tenant ?? '')}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={followed.check} loading={followed.checking}>
                {DATA_APPS_PAGE.checkNow}
              </Button>
              <Anchor component={Link} href={`${clusterPath(followed.cluster.name)}?tab=data-apps`} size="sm">
                {DATA_APPS_PAGE.openCluster}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      <Group gap="sm" align="flex-end" wrap="nowrap">
        <SearchInput
          label={DATA_APPS_PAGE.searchLabel}
          placeholder={DATA_APPS_PAGE.searchPlaceholder}
          value={filters.search}
          onChange={(search) => setFilters({ ...filters, search })}
          style={{ flex: 1, minWidth: 0 }}
        />
        {phone ? (
          <Button variant="default" onClick={() => setFiltersOpen(true)}>
            {DATA_APPS_PAGE.filtersWithCount(activeCount)}
          </Button>
        ) : null}
      </Group>

      {filtered ? (
        <Group gap="xs" aria-label={DATA_APPS_PAGE.activeFilters} role="group">
          {tags.map((tag) => (
            <Badge
              key={`${tag.facet}:${tag.value}`}
              variant="light"
              size="lg"
              tt="none"
              pr={4}
              rightSection={
                <CloseButton
                  size="sm"
                  variant="transparent"
                  aria-label={DATA_APPS_PAGE.removeTag(tag.label)}
                  onClick={() => setFilters(withoutTag(filters, tag))}
                />
              }
            >
              {tag.label}
            </Badge>
          ))}
          <Anchor component="button" type="button" size="sm" onClick={clearFilters}>
            {DATA_APPS_PAGE.clearFilters}
          </Anchor>
        </Group>
      ) : null}

      <Group align="flex-start" gap="lg" wrap="nowrap">
        {phone ? null : (
          <Paper component="aside" aria-label={DATA_APPS_PAGE.filtersLabel} withBorder p="md" radius="md" w={250} style={{ flexShrink: 0 }}>
            {panel}
          </Paper>
        )}
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <QueryState
            query={{ ...catalogue, refetch: () => void catalogue.refetch() }}
            texts={DATA_APPS_PAGE}
            isEmpty={() => shown.length === 0}
            empty={
              <Stack align="center" gap="xs" py="xl">
                <Text c="dimmed">{DATA_APPS_PAGE.empty}</Text>
                {filtered ? (
                  <Anchor component="button" type="button" size="sm" onClick={clearFilters}>
                    {DATA_APPS_PAGE.clearFilters}
                  </Anchor>
                ) : null}
              </Stack>
            }
          >
            {() => (
              <Stack gap="xs">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {DATA_APPS_PAGE.shown(shown.length)}
                </Text>
                <SimpleGrid
                  component="ul"
                  cols={{ base: 1, sm: 2, xl: 3 }}
                  spacing="md"
                  m={0}
                  p={0}
                  style={{ listStyle: 'none' }}
                  aria-label={DATA_APPS_PAGE.listLabel}
                >
                  {shown.map((app) => (
                    <DataAppCard
                      key={app.id}
                      app={app}
                      online={online}
                      selected={selected.includes(app.id)}
                      onSelect={(on) => toggle(app.id, on)}
                      onInstall={() => setInstall({ apps: [app], cluster: clusterParam })}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            )}
          </QueryState>
        </Stack>
      </Group>

      {chosen.length > 0 ? (
        <Paper
          withBorder
          shadow="md"
          p="sm"
          radius="md"
          role="region"
          aria-label={DATA_APPS_PAGE.selectionLabel}
          style={{ position: 'sticky', bottom: 'var(--mantine-spacing-md)', zIndex: 5 }}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500} aria-live="polite">
              {DATA_APPS_PAGE.selected(chosen.length)}
            </Text>
            <Group gap="xs">
              <Button variant="subtle" onClick={() => setSelected([])}>
                {DATA_APPS_PAGE.clearSelection}
              </Button>
              <GatedButton
                refusal={offline}
                tooltipWidth={240}
                label={DATA_APPS_PAGE.installSelected(chosen.length)}
                onClick={() => setInstall({ apps: chosen, cluster: clusterParam })}
              />
            </Group>
          </Group>
        </Paper>
      ) : null}

      <Drawer opened={filtersOpen} onClose={() => setFiltersOpen(false)} title={DATA_APPS_PAGE.filtersLabel} position="bottom" size="85%">
        <Stack gap="md">
          {panel}
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={clearFilters} disabled={!filtered}>
              {DATA_APPS_PAGE.clearFilters}
            </Anchor>
            <Button onClick={() => setFiltersOpen(false)}>{DATA_APPS_PAGE.shown(shown.length)}</Button>
          </Group>
        </Stack>
      </Drawer>

      {install ? (
        <InstallModal
          uuid={uuid}
          start={install}
          clusters={{ data: clusters.data, isError: clusters.isError, refetch: () => void clusters.refetch() }}
          dataSources={dataSources}
          onClose={() => setInstall(null)}
          onInstalled={(cluster) => {
            setInstall(null);
            setSelected([]);
            followed.follow(cluster);
            void clusters.refetch();
          }}
        />
      ) : null}
      {exporting ? (
        <ExportModal
          uuid={uuid}
          clusters={{ data: clusters.data, isError: clusters.isError, refetch: () => void clusters.refetch() }}
          onClose={() => setExporting(false)}
        />
      ) : null}
      {followed.result ? (
        <ImportResultDialog
          result={followed.result.status}
          onClose={followed.closeResult}
          onRetry={() => {
            const { cluster, status } = followed.result ?? {};
            followed.closeResult();
            if (!cluster || !status) return;
            setInstall({
              apps: apps.filter((app) => status.failedBlueprints.some((b) => b.id === app.id)),
              cluster: cluster.name,
              tenant: status.tenant,
              username: status.username,
            });
          }}
        />
      ) : null}
    </Stack>
  );
}
