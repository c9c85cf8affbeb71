import { useCallback, useEffect, useMemo, useState } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { clusterMutations, clusterQueries, type ClusterEntry } from '../../api/clusters';
import { mutationKeys } from '../../api/keys';
import { userQueries } from '../../api/users';
import { LIST_RENDER_DELAY_MS, DELETE_NAME_DEBOUNCE_MS } from '../../domain/constants';
import { fieldMessagesOf, GENERIC_ERROR, placeErrors } from '../../domain/errors';
import { cloneInputForServerField } from '../../domain/validation/clone';
import {
  DELETE_MESSAGES,
  deleteConfirmTitle,
  deletedMessage,
  validateDeleteConfirmation,
} from '../../domain/validation/delete';
import { useRequiredUuid } from '../../stores/session';
import { useLazyModule } from '../../ui/lazy-module';
import { ClustersHeader, ClustersView } from './ClustersView';
import { cloneModalModule, deleteDialogModule, gettingStartedModule } from './lazy-parts';
import { TrialExpired } from './TrialExpired';
import { PipelineCard } from './pipeline/PipelineCard';
import { CLONE_DIALOG, CLUSTERS_MESSAGES, DELETE_DIALOG, NOTICE } from './messages';

function errorText(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : GENERIC_ERROR;
}

function showError(error: unknown): void {
  notifications.show({ title: NOTICE.error, message: errorText(error), color: 'red' });
}

function showSuccess(message: string): void {
  notifications.show({ title: NOTICE.success, message, color: 'green' });
}

/** The server's message where one is returned (doc 1 §7), else ours. */
function serverMessage(data: unknown, fallback: string): string {
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return fallback;
}

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
    const timer = window.setTimeout(() => setReady(true), ms);
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
  const [cloneSource, setCloneSource] = useState<string | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<string | null>(null);

  const connectOptions = clusterMutations.connect(uuid);
  const connect = useMutation({
    ...connectOptions,
    onError: (error, name, snapshot, context) => {
      connectOptions.onError?.(error, name, snapshot, context);
      showError(error);
    },
  });
  const disconnectOptions = clusterMutations.disconnect(uuid);
  const disconnect = useMutation({
    ...disconnectOptions,
    onError: (error, name, snapshot, context) => {
      disconnectOptions.onError?.(error, name, snapshot, context);
      showError(error);
    },
  });
  const cloneOptions = clusterMutations.clone(uuid);
  const clone = useMutation({
    ...cloneOptions,
    onSuccess: (data, payload, result, context) => {
      showSuccess(serverMessage(data, CLONE_DIALOG.success(payload.name)));
      setCloneSource(null);
      return cloneOptions.onSuccess?.(data, payload, result, context);
    },
    onError: (error) => {
      // The dialog puts the name's errors under its field; the notice shows only what it cannot.
      const { notice } = placeErrors(errorText(error), fieldMessagesOf(error), cloneInputForServerField);
      if (notice !== null) showError(new Error(notice));
    },
  });
  const deleteOptions = clusterMutations.delete(uuid);
  const remove = useMutation({
    ...deleteOptions,
    onSuccess: (data, name, result, context) => {
      showSuccess(serverMessage(data, deletedMessage(name)));
      setDeleteTarget(null);
      return deleteOptions.onSuccess?.(data, name, result, context);
    },
    onError: showError,
  });

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
  const { mutate: disconnectMutate } = disconnect;
  const onConnect = useCallback((name: string) => connectMutate(name), [connectMutate]);
  const onDisconnect = useCallback((name: string) => disconnectMutate(name), [disconnectMutate]);
  const onClone = useCallback((entry: ClusterEntry) => setCloneSource(entry.instance.name), []);
  const onDelete = useCallback((entry: ClusterEntry) => setDeleteTarget(entry.instance.name), []);
  const { refetch } = listQuery;
  const retry = useCallback(() => void refetch(), [refetch]);
  // Loaded on first use (lazy-parts.ts). Once its module is there the panel stays mounted, so it slides
  // in and out as before.
  const gettingStartedPart = useLazyModule(gettingStartedModule, gettingStarted.opened);
  const clonePart = useLazyModule(cloneModalModule, cloneSource !== null);
  const deletePart = useLazyModule(deleteDialogModule, deleteTarget !== null);

  if (!user) {
    return (
      <Center py="xl">
        <Loader aria-label={CLUSTERS_MESSAGES.loading} />
      </Center>
    );
  }
  const gettingStartedDrawer = gettingStartedPart ? (
    <gettingStartedPart.GettingStartedDrawer opened={gettingStarted.opened} onClose={gettingStarted.close} />
  ) : null;

  if (user.trialExpired) {
    return (
      <Stack gap="lg">
        <ClustersHeader user={user} onGettingStarted={gettingStarted.open} />
        <TrialExpired user={user} />
        {gettingStartedDrawer}
      </Stack>
    );
  }

  return (
    <>
      <PipelineCard user={user} />
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
      {cloneSource !== null && clonePart ? (
        <clonePart.CloneClusterModal
          key={cloneSource}
          sourceName={cloneSource}
          onClose={() => setCloneSource(null)}
          onSubmit={(name) => clone.mutateAsync({ name, clone: cloneSource })}
          submitting={clone.isPending}
        />
      ) : null}
      {deleteTarget !== null && deletePart ? (
        <deletePart.ConfirmByName
          key={deleteTarget}
          opened
          onClose={() => setDeleteTarget(null)}
          title={deleteConfirmTitle(deleteTarget)}
          description={DELETE_DIALOG.warning}
          expectedName={deleteTarget}
          fieldLabel={DELETE_DIALOG.nameLabel}
          confirmLabel={DELETE_DIALOG.submit}
          validate={validateDeleteConfirmation}
          invalidSubmitMessage={DELETE_MESSAGES.invalidName}
          onInvalidSubmit={(message) => showError(new Error(message))}
          debounceMs={DELETE_NAME_DEBOUNCE_MS}
          onConfirm={() => remove.mutate(deleteTarget)}
          loading={remove.isPending}
        />
      ) : null}
    </>
  );
}
