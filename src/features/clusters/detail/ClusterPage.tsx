/**
 * /clusters/{name} (spec doc 2 §2): one cluster, its status always in view, the header actions, and its
 * tabs by `?tab=`. What a card and a push alert about the cluster open, so it reads from its own call
 * (persisted like the list: it opens offline with its age shown).
 */
import { memo, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Alert, Anchor, Button, Group, Loader, Scroller, Stack, Tabs, Title } from '@mantine/core';
import { useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { clusterMutations, clusterQueries, type ClusterDetailEntry } from '../../../api/clusters';
import { mutationKeys } from '../../../api/keys';
import type { User } from '../../../contract/types';
import { userQueries } from '../../../api/users';
import { CLUSTER_TAB_LABELS, SECTION_ANCHORS, tabFromQuery, visibleTabs, type ClusterTab } from '../../../domain/cluster-page';
import { PATHS } from '../../../domain/paths';
import { canConnect, REFUSALS } from '../../../domain/permissions';
import { deriveClusterStatus, type ClusterStatus } from '../../../domain/status';
import { OfflineTooltip, useOnline } from '../../../pwa';
import { useRequiredUuid } from '../../../stores/session';
import { QueryState } from '../../../ui/QueryState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { ClusterActionsMenu } from '../ClusterActionsMenu';
import { ClusterDialogs } from '../ClusterDialogs';
import { DisconnectConfirm } from '../DisconnectConfirm';
import { GatedButton } from '../../../ui/GatedButton';
import { lazyComponent, lazyModule, preload, type LazyModule } from '../../../ui/lazy-module';
import { CARD_MESSAGES } from '../messages';
import { AlertSnooze } from './AlertSnooze';
import { ClusterSecrets } from './ClusterSecrets';
import { MainTab } from './MainTab';
import { NotificationsBell } from './NotificationsBell';
import { SupportTokenButton } from './SupportTokenButton';
import { CLUSTER_PAGE } from './messages';
import type { ClusterTabProps } from './tab-props';
import { hashTarget, useScrollToHash } from './url-hash';

/**
 * Each tab beyond the overview is its own chunk, loaded when the tab opens. A start on a tab (a bookmark, a
 * shared link) fetches it once the header is on screen (useAfterFirstCommit), not with the page's code:
 * fetched that early, the configurations tab's ~40 files shared a slow network with the cluster's answer
 * and held its status back (issue 24: Lighthouse's LCP 3.8 s, 2.3 s without).
 */
type LazyTab = Exclude<ClusterTab, 'main'>;
const TAB_MODULES: Record<LazyTab, LazyModule<ComponentType<ClusterTabProps>>> = {
  configurations: lazyModule(() => import('./configurations/ConfigurationsTab').then((m) => m.ConfigurationsTab)),
  'scaling-configurations': lazyModule(() => import('./scaling/ScalingTab').then((m) => m.ScalingTab)),
  'self-managed-clusters': lazyModule(() => import('./self-managed/SelfManagedTab').then((m) => m.SelfManagedTab)),
  scheduling: lazyModule(() => import('./scheduling/SchedulingTab').then((m) => m.SchedulingTab)),
  'access-and-security': lazyModule(() => import('./access/AccessTab').then((m) => m.AccessTab)),
  libraries: lazyModule(() => import('./libraries/LibrariesTab').then((m) => m.LibrariesTab)),
  'advanced-configurations': lazyModule(() => import('./advanced-configs/AdvancedConfigsTab').then((m) => m.AdvancedConfigsTab)),
  'data-apps': lazyModule(() => import('./data-apps/DataAppsTab').then((m) => m.DataAppsTab)),
};
const LAZY_TABS = {} as Record<LazyTab, ComponentType<ClusterTabProps>>;
for (const tab of Object.keys(TAB_MODULES) as LazyTab[]) LAZY_TABS[tab] = lazyComponent(TAB_MODULES[tab], (Tab) => Tab);

/**
 * A tab's code starts loading when the pointer (a mouse's hover, a finger's touch) or the focus reaches it, so
 * the tap usually finds it loaded and the tab renders at once: a tab that suspends shows its loader for at least
 * 300 ms (React's fallback hold), however fast its code arrives.
 */
const preloadTab = (tab: ClusterTab) => (tab === 'main' ? undefined : preload(TAB_MODULES[tab]));

export function ClusterPage() {
  const uuid = useRequiredUuid();
  const { clusterName = '' } = useParams<{ clusterName: string }>();
  const name = decodeURIComponent(clusterName);
  const user = useQuery(userQueries.me(uuid)).data;
  const detail = useQuery(clusterQueries.detail(uuid, name));
  const [, navigate] = useLocation();
  const [cloneSource, setCloneSource] = useState<string | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<string | null>(null);

  const { refetch } = detail;
  const retry = useCallback(() => void refetch(), [refetch]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Anchor component={Link} href={PATHS.clusters} size="sm">
          {CLUSTER_PAGE.backToClusters}
        </Anchor>
        <NotificationsBell uuid={uuid} />
      </Group>
      <QueryState
        query={{ ...detail, refetch: retry }}
        texts={CLUSTER_PAGE}
        ready={user !== undefined}
        errorAction={
          <Button component={Link} href={PATHS.clusters} size="xs" variant="default">
            {CLUSTER_PAGE.backToClusters}
          </Button>
        }
      >
        {(entry) =>
          user ? (
            <ClusterView
              uuid={uuid}
              user={user}
              entry={entry}
              onClone={() => setCloneSource(entry.instance.name)}
              onDelete={() => setDeleteTarget(entry.instance.name)}
            />
          ) : null
        }
      </QueryState>
      <ClusterDialogs
        uuid={uuid}
        cloneSource={cloneSource}
        deleteTarget={deleteTarget}
        onCloseClone={() => setCloneSource(null)}
        onCloseDelete={() => setDeleteTarget(null)}
        onDeleted={() => navigate(PATHS.clusters)}
      />
    </Stack>
  );
}

interface ClusterViewProps {
  uuid: string;
  user: User;
  entry: ClusterDetailEntry;
  onClone: () => void;
  onDelete: () => void;
}

function ClusterView({ uuid, user, entry, onClone, onDelete }: ClusterViewProps) {
  const { instance } = entry;
  const status = deriveClusterStatus(instance, entry.service);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const tabs = useMemo(() => visibleTabs(user, instance), [user, instance]);
  const hashTab = SECTION_ANCHORS[hashTarget()];
  const queryTab = new URLSearchParams(search).get('tab');
  const tab = tabFromQuery(queryTab ?? hashTab ?? null, tabs);
  // The name, status, actions and tabs paint first; the tab's content follows at transition priority, in
  // slices between frames (issue 24: a push alert's tap shows the status sooner on a slow phone, and the
  // page's first render is no longer one long task).
  const contentReady = useAfterFirstCommit();
  useScrollToHash(contentReady);
  const tabList = useSelectedTabInView(tab);

  const choose = (next: string | null) => {
    if (next === null || next === tab) return;
    const params = new URLSearchParams(search);
    if (next === 'main') params.delete('tab');
    else params.set('tab', next);
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };

  return (
    <Stack gap="md">
      <ClusterHeader uuid={uuid} user={user} entry={entry} status={status} onClone={onClone} onDelete={onDelete} />
      <AlertSnooze uuid={uuid} name={instance.name} />
      {/* What the card says, so the badge is not all the page explains (issue 26 §11). */}
      {status === 'corrupted' ? (
        <Alert color="gray" variant="light">
          {CARD_MESSAGES.corruptedFooter}
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        {/*
          Up to nine sections do not fit a phone (issue 26 §9): the strip scrolls sideways, as Material's
          scrollable tabs do, with a fade and an arrow at each edge that has more, so the other sections are
          visible to find. It stays one tablist: a screen reader hears "tab 2 of 9", arrow keys move along
          it (the focused tab scrolls into view), and the selected one is brought into view on open.
        */}
        <Scroller
          startControlProps={{ 'aria-label': CLUSTER_PAGE.earlierSections }}
          endControlProps={{ 'aria-label': CLUSTER_PAGE.moreSections }}
        >
          <Tabs.List ref={tabList} aria-label={CLUSTER_PAGE.tabsLabel} style={{ flexWrap: 'nowrap' }}>
            {tabs.map((t) => (
              <Tabs.Tab
                key={t}
                value={t}
                style={{ flex: 'none' }}
                onPointerEnter={() => preloadTab(t)}
                onFocus={() => preloadTab(t)}
              >
                {CLUSTER_TAB_LABELS[t]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Scroller>
        {tabs.map((t) => (
          <Tabs.Panel key={t} value={t} pt="md">
            {contentReady ? <TabContent tab={t} uuid={uuid} user={user} entry={entry} status={status} /> : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/**
 * False until the first commit, then true at transition priority. Not `useDeferredValue(true, false)`: a
 * component that mounts inside a deferred render (the signed-in shell renders the page at transition
 * priority once the user arrives) gets the final value at once, so the tab's content was committed and
 * painted together with the header, not after it (measured: the h1 and the first section entered the
 * page in the same commit, 300 ms after the cluster's answer).
 */
function useAfterFirstCommit(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

/** Scrolls the strip (never the page: `nearest`) so the selected tab shows, e.g. ?tab=scheduling on a phone. */
function useSelectedTabInView(tab: ClusterTab) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return list;
}

interface TabContentProps extends ClusterTabProps {
  tab: ClusterTab;
}

/**
 * Memoized: the page re-renders on what does not change the tab (a dialog opening, the detail poll's fetching
 * flag, the header's mutation state); the tab's props are the query's data and strings, equal until they change.
 */
const TabContent = memo(function TabContent({ tab, ...props }: TabContentProps) {
  if (tab === 'main') return <MainTab {...props} />;
  const Lazy = LAZY_TABS[tab];
  return (
    <Suspense fallback={<Loader size="sm" aria-label={CLUSTER_PAGE.loadingTab} />}>
      <Lazy {...props} />
    </Suspense>
  );
});

interface ClusterHeaderProps extends Omit<ClusterViewProps, 'entry'> {
  entry: ClusterDetailEntry;
  status: ClusterStatus;
}

/** Name and status; Connect or Disconnect by status and connectionPolicy; Clone and Delete; Upgrade to Premium. */
function ClusterHeader({ uuid, user, entry, status, onClone, onDelete }: ClusterHeaderProps) {
  const { instance } = entry;
  const online = useOnline();
  const connect = useMutation(clusterMutations.connect(uuid));
  // Disconnect stops a running system: it asks first, as on the card; Connect runs on one click.
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);
  const pending = useMutationState({
    filters: { mutationKey: mutationKeys.clusters(uuid), status: 'pending' },
    select: (mutation) => mutation.state.variables,
  });
  const busy = pending.includes(instance.name);

  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {instance.name}
        </Title>
        <StatusBadge status={status} size="lg" />
      </Group>
      <Group gap="xs" wrap="wrap">
        <ClusterSecrets uuid={uuid} user={user} instance={instance} />
        <SupportTokenButton uuid={uuid} name={instance.name} policy={instance.clusterPolicy} />
        {instance.isPremium ? null : (
          <Button component={Link} href={PATHS.plans} variant="light">
            {CLUSTER_PAGE.upgradeToPremium}
          </Button>
        )}
        <ConnectButton
          status={status}
          mayConnect={canConnect(instance)}
          online={online}
          busy={busy}
          onConnect={() => connect.mutate(instance.name)}
          onDisconnect={() => setConfirmDisconnect(true)}
        />
        <DisconnectConfirm uuid={uuid} target={confirmDisconnect ? instance.name : null} onClose={() => setConfirmDisconnect(false)} />
        <ClusterActionsMenu
          user={user}
          instance={instance}
          status={status}
          busy={busy}
          offline={!online}
          showDisconnect={false}
          onClone={onClone}
          onDelete={onDelete}
        />
      </Group>
    </Group>
  );
}

interface ConnectButtonProps {
  status: ClusterStatus;
  mayConnect: boolean;
  online: boolean;
  busy: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}

/** Disconnect while running or starting up, Connect while disconnected (doc 2 §4); otherwise nothing to do. */
function ConnectButton({ status, mayConnect, online, busy, onConnect, onDisconnect }: ConnectButtonProps) {
  const action = status === 'running' || status === 'starting-up' ? 'disconnect' : status === 'sleeping' ? 'connect' : null;
  if (action === null) return null;
  const label = action === 'connect' ? CARD_MESSAGES.connect : CARD_MESSAGES.disconnect;
  if (!mayConnect) return <GatedButton label={label} refusal={REFUSALS.noPermission} variant="default" />;
  if (busy) return <GatedButton label={label} refusal={REFUSALS.busy} variant="default" />;
  return (
    <OfflineTooltip offline={!online}>
      <Button
        variant={action === 'connect' ? 'filled' : 'default'}
        disabled={!online}
        style={online ? undefined : { pointerEvents: 'none' }}
        onClick={action === 'connect' ? onConnect : onDisconnect}
      >
        {label}
      </Button>
    </OfflineTooltip>
  );
}
