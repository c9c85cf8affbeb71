import { useDeferredValue, useMemo } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useLocation } from 'wouter';
import type { User } from '../../contract/types';
import type { ClusterEntry } from '../../api/clusters';
import { clusterGroup, deriveClusterStatus, type ClusterStatus } from '../../domain/status';
import { REFUSALS, canCreateCluster, createRefusal, isToggleEnabled } from '../../domain/permissions';
import { OfflineTooltip, useOnline } from '../../pwa';
import { GatedButton } from '../../ui/GatedButton';
import { preload } from '../../ui/lazy-module';
import { ClusterCard } from './ClusterCard';
import { ClusterGrid, ClusterPanel } from './ClusterPanel';
import { gettingStartedModule } from './lazy-parts';
import { QueryState, type QueryStateTexts } from '../../ui/QueryState';
import { CLUSTERS_MESSAGES } from './messages';
import { useProgressiveCount } from '../../ui/use-progressive-count';

const preloadGettingStarted = () => preload(gettingStartedModule);

export interface ClusterListState {
  data: ClusterEntry[] | undefined;
  /** No answer yet (and nothing restored from the persisted cache). */
  isPending: boolean;
  error: Error | null;
  isFetching: boolean;
  /** When the shown data arrived (ms since epoch); 0 when there is none. */
  dataUpdatedAt: number;
  refetch: () => void;
}

export interface ClustersViewProps {
  user: User;
  list: ClusterListState;
  /** False during the 100 ms render delay (doc 1 §2). */
  ready: boolean;
  /** Names of clusters with a connect, disconnect or delete on its way. */
  busyNames: ReadonlySet<string>;
  onGettingStarted: () => void;
  onConnect: (name: string) => void;
  onDisconnect: (name: string) => void;
  onClone: (entry: ClusterEntry) => void;
  onDelete: (entry: ClusterEntry) => void;
}

interface Row {
  entry: ClusterEntry;
  status: ClusterStatus;
}

const PANELS = ['connected', 'disconnected'] as const;

function CreateButton({ user }: { user: User }) {
  const online = useOnline();
  const refusal = createRefusal(user);
  if (refusal === null && !online) {
    return (
      <OfflineTooltip offline>
        <Button disabled style={{ pointerEvents: 'none' }}>
          {CLUSTERS_MESSAGES.createNew}
        </Button>
      </OfflineTooltip>
    );
  }
  if (refusal === null) {
    return (
      <Button component={Link} href="/clusters/create">
        {CLUSTERS_MESSAGES.createNew}
      </Button>
    );
  }
  return <GatedButton label={CLUSTERS_MESSAGES.createNew} refusal={refusal} />;
}

/** Creating in the user's own cloud subscription needs the toggle to show and showConsentFlow to open (doc 1 §2, doc 3). */
function ConsentFlowButton({ user }: { user: User }) {
  if (!isToggleEnabled(user, 'azureSupport')) return null;
  if (!user.showConsentFlow) {
    return <GatedButton label={CLUSTERS_MESSAGES.createInOwnCloud} refusal={REFUSALS.consentFlowUnavailable} variant="light" />;
  }
  return (
    <Button component={Link} href="/consentflow" variant="light">
      {CLUSTERS_MESSAGES.createInOwnCloud}
    </Button>
  );
}

export interface ClustersHeaderProps {
  user: User;
  /** A refetch of a list already shown is under way. */
  refreshing?: boolean;
  onGettingStarted: () => void;
}

/** Title and actions of /clusters; also above the expired-trial screen, with Create refused (doc 1 §6). */
export function ClustersHeader({ user, refreshing = false, onGettingStarted }: ClustersHeaderProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs">
        <Title order={1} size="h2">
          {CLUSTERS_MESSAGES.pageTitle}
        </Title>
        {refreshing ? <Loader size="xs" aria-label={CLUSTERS_MESSAGES.refreshing} /> : null}
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={onGettingStarted} onPointerEnter={preloadGettingStarted} onFocus={preloadGettingStarted}>
          {CLUSTERS_MESSAGES.gettingStarted}
        </Button>
        <ConsentFlowButton user={user} />
        <CreateButton user={user} />
      </Group>
    </Group>
  );
}

interface PanelBodyProps {
  rows: Row[];
  emptyText: string;
  props: ClustersViewProps;
  offline: boolean;
  navigate: (path: string) => void;
}

/** Cards drawn at once per panel: more than a screenful at any width (3 columns × 20 rows on a desktop). */
export const FIRST_CARDS = 60;
/** Cards added per background step: small enough that a step never holds the page for long. */
export const MORE_CARDS = 60;

/** A panel's cards: the first screenful at once, the rest in the background (useProgressiveCount). */
function PanelBody({ rows, emptyText, props, offline, navigate }: PanelBodyProps) {
  const shown = useProgressiveCount(rows.length, FIRST_CARDS, MORE_CARDS);
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {emptyText}
      </Text>
    );
  }
  return (
    <ClusterGrid>
      {rows.slice(0, shown).map(({ entry, status }) => (
        <ClusterCard
          key={entry.instance.id}
          entry={entry}
          status={status}
          user={props.user}
          busy={props.busyNames.has(entry.instance.name)}
          offline={offline}
          navigate={navigate}
          onConnect={props.onConnect}
          onDisconnect={props.onDisconnect}
          onClone={props.onClone}
          onDelete={props.onDelete}
        />
      ))}
    </ClusterGrid>
  );
}

const LIST_STATE_TEXTS: QueryStateTexts = {
  loading: CLUSTERS_MESSAGES.loading,
  errorTitle: CLUSTERS_MESSAGES.loadFailedTitle,
  retry: CLUSTERS_MESSAGES.retry,
  stale: CLUSTERS_MESSAGES.staleList,
};

/** The /clusters list (doc 1 §2): actions, then Connected and Disconnected panels with their counts. */
export function ClustersView(props: ClustersViewProps) {
  const { user, ready } = props;
  // New list data renders at transition priority: React draws the cards in slices between frames, not in
  // one long task that holds the page at start (Lighthouse TBT, issue 10), and a tap meanwhile wins.
  const data = useDeferredValue(props.list.data);
  const list = { ...props.list, data };
  // Read once here rather than in each of up to 1,000 cards.
  const offline = !useOnline();
  const [, navigate] = useLocation();

  const groups = useMemo(() => {
    const connected: Row[] = [];
    const disconnected: Row[] = [];
    for (const entry of list.data ?? []) {
      const status = deriveClusterStatus(entry.instance, entry.service);
      (clusterGroup(status) === 'disconnected' ? disconnected : connected).push({ entry, status });
    }
    return { connected, disconnected };
  }, [list.data]);

  const header = (
    <ClustersHeader user={user} refreshing={list.isFetching && list.data !== undefined} onGettingStarted={props.onGettingStarted} />
  );

  return (
    <Stack gap="lg">
      {header}
      <QueryState
        query={list}
        texts={LIST_STATE_TEXTS}
        ready={ready}
        isEmpty={(data) => data.length === 0}
        empty={
          <Stack align="center" py="xl" gap="sm">
            <Title order={2} size="h3" ta="center">
              {CLUSTERS_MESSAGES.emptyList}
            </Title>
            {canCreateCluster(user) ? (
              <Anchor component={Link} href="/clusters/create">
                {CLUSTERS_MESSAGES.emptyListCreate}
              </Anchor>
            ) : null}
          </Stack>
        }
      >
        {() => (
          <div>
            {PANELS.map((panel) => {
              const rows = panel === 'connected' ? groups.connected : groups.disconnected;
              const title = panel === 'connected' ? CLUSTERS_MESSAGES.connectedPanel : CLUSTERS_MESSAGES.disconnectedPanel;
              const empty = panel === 'connected' ? CLUSTERS_MESSAGES.noConnected : CLUSTERS_MESSAGES.noDisconnected;
              return (
                <ClusterPanel
                  key={panel}
                  label={
                    <Group component="span" gap="xs">
                      <Text component="span" fw={600}>
                        {title}
                      </Text>
                      <Badge variant="light" color="gray">
                        {rows.length}
                      </Badge>
                    </Group>
                  }
                >
                  <PanelBody rows={rows} emptyText={empty} props={props} offline={offline} navigate={navigate} />
                </ClusterPanel>
              );
            })}
          </div>
        )}
      </QueryState>
    </Stack>
  );
}
