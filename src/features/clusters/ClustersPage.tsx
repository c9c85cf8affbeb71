import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { clusterMutations, clusterQueries, type ClusterEntry } from '../../api/clusters';
import { mutationKeys } from '../../api/keys';
import { userQueries } from '../../api/users';
import { LIST_RENDER_DELAY_MS } from '../../domain/constants';
import { showsConsentDrawer } from '../../domain/tracking';
import { useRequiredUuid } from '../../stores/session';
import { useTrackingChoice } from '../../stores/tracking';
import { useLazyModule } from '../../ui/lazy-module';
import { ClustersHeader, ClustersView } from './ClustersView';
import { gettingStartedModule, pipelineCardModule } from './lazy-parts';
import { ClusterDialogs } from './ClusterDialogs';
import { DisconnectConfirm } from './DisconnectConfirm';
import { CLUSTERS_MESSAGES } from './messages';

/** Only an expired trial sees it, instead of the list: the list's first load does not carry it. */
const TrialExpired = lazy(() => import('../../ui/TrialExpired').then((m) => ({ default: m.TrialExpired })));

interface GettingStartedHistoryState {
  showGettingStarted?: boolean;
}

/** The activation's redirectTo for a new user (docs/emulator-api.md): open Getting Started once. */
const WELCOME_PARAM = 'welcome';

/**
 * Opens the Getting Started panel when the router state asks for it (doc 1 §2), or when a new user lands
 * on /clusters?welcome=1; the parameter then leaves the URL (replaced, not pushed), so a reload or a
 * shared link does not open the panel again.
 */
function useGettingStarted() {
  const historyState = useHistoryState<GettingStartedHistoryState | null>();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const welcome = new URLSearchParams(search).get(WELCOME_PARAM) === '1';
  const [opened, setOpened] = useState(() => historyState?.showGettingStarted === true || welcome);
  // A navigation to ?welcome=1 while the page is already shown opens the panel too.
  const [seenWelcome, setSeenWelcome] = useState(welcome);
  if (welcome !== seenWelcome) {
    setSeenWelcome(welcome);
    if (welcome) setOpened(true);
  }
  useEffect(() => {
    if (!welcome) return;
    const rest = new URLSearchParams(search);
    rest.delete(WELCOME_PARAM);
    const query = rest.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  }, [welcome, search, location, navigate]);
  const [seenState, setSeenState] = useState(historyState);
  // A navigation to this page with the flag while it is already shown opens the panel too.
  if (historyState !== seenState) {
    setSeenState(historyState);
    if (historyState?.showGettingStarted === true) setOpened(true);
  }
  return { opened, open: () => setOpened(true), close: () => setOpened(false) };
}

/** The list renders after a short delay (doc 1 §2, §9). */
function useRenderDelay(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition: the list this reveals is drawn in slices between frames, not in one long task.
    const timer = window.setTimeout(() => startTransition(() => setReady(true)), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return ready;
}

/** /clusters: data, mutations and dialogs; ClustersView draws it. */
export function ClustersPage() {
  const uuid = useRequiredUuid();
  const userQuery = useQuery(userQueries.me(uuid));
  const user = userQuery.data;
  // An expired trial sees no list: do not poll one.
  const listQuery = useQuery({ ...clusterQueries.list(uuid), enabled: user !== undefined && !user.trialExpired });
  const ready = useRenderDelay(LIST_RENDER_DELAY_MS);
  const gettingStarted = useGettingStarted();
  // One prompt at a time on a first sign-in: the tracking question (the layout's consent drawer) first,
  // Getting Started once it is answered, rather than its overlay half over the question.
  const trackingChoice = useTrackingChoice(uuid);
  const askingConsent = user !== undefined && showsConsentDrawer(user, trackingChoice);
  const gettingStartedShown = gettingStarted.opened && !askingConsent;
  const [cloneSource, setCloneSource] = useState<string | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<string | null>(null);
  // Disconnect stops a running system: it asks first (DisconnectConfirm); Connect runs on one click.
  const [disconnectTarget, setDisconnectTarget] = useState<string | null>(null);

  // Each factory owns its cache effects and notices (api/notices.ts); the page adds only its own.
  const connect = useMutation(clusterMutations.connect(uuid));

  // Every cluster with a connect, disconnect or delete on its way, across concurrent calls.
  const pendingNames = useMutationState({
    filters: { mutationKey: mutationKeys.clusters(uuid), status: 'pending' },
    select: (mutation) => mutation.state.variables,
  });
  const busyNames = useMemo(
    () => new Set(pendingNames.filter((v): v is string => typeof v === 'string')),
    [pendingNames],
  );

  const { mutate: connectMutate } = connect;
  const onConnect = useCallback((name: string) => connectMutate(name), [connectMutate]);
  const onDisconnect = useCallback((name: string) => setDisconnectTarget(name), []);
  const onClone = useCallback((entry: ClusterEntry) => setCloneSource(entry.instance.name), []);
  const onDelete = useCallback((entry: ClusterEntry) => setDeleteTarget(entry.instance.name), []);
  const { refetch } = listQuery;
  const retry = useCallback(() => void refetch(), [refetch]);
  // Loaded on first use (lazy-parts.ts). Once its module is there the panel stays mounted, so it slides
  // in and out as before.
  const gettingStartedPart = useLazyModule(gettingStartedModule, gettingStartedShown);
  const pipelinePart = useLazyModule(pipelineCardModule, user !== undefined && user.pipelineStatus !== null);

  const loader = (
    <Center py="xl">
      <Loader aria-label={CLUSTERS_MESSAGES.loading} />
    </Center>
  );
  if (!user) return loader;
  const gettingStartedDrawer = gettingStartedPart ? (
    <gettingStartedPart.GettingStartedDrawer opened={gettingStartedShown} onClose={gettingStarted.close} />
  ) : null;

  if (user.trialExpired) {
    return (
      <Stack gap="lg">
        <ClustersHeader user={user} onGettingStarted={gettingStarted.open} />
        <Suspense fallback={loader}>
          <TrialExpired user={user} />
        </Suspense>
        {gettingStartedDrawer}
      </Stack>
    );
  }

  return (
    <>
      {pipelinePart ? <pipelinePart.PipelineCard user={user} /> : null}
      <ClustersView
        user={user}
        list={{
          data: listQuery.data,
          isPending: listQuery.isPending,
          error: listQuery.error,
          isFetching: listQuery.isFetching,
          dataUpdatedAt: listQuery.dataUpdatedAt,
          refetch: retry,
        }}
        ready={ready}
        busyNames={busyNames}
        onGettingStarted={gettingStarted.open}
        onConnect={onConnect}
        onDisconnect={onDisconnect}
        onClone={onClone}
        onDelete={onDelete}
      />
      {gettingStartedDrawer}
      <ClusterDialogs
        uuid={uuid}
        cloneSource={cloneSource}
        deleteTarget={deleteTarget}
        onCloseClone={() => setCloneSource(null)}
        onCloseDelete={() => setDeleteTarget(null)}
      />
      <DisconnectConfirm uuid={uuid} target={disconnectTarget} onClose={() => setDisconnectTarget(null)} />
    </>
  );
}
