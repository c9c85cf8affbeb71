/**
 * The libraries tab (spec doc 2 §2 Libraries, §3, §4, §5, §6, §8, §9): the libraries of every runtime in a
 * table with a filter box and row selection, each runtime's state as a badge and a failed library's error in
 * its row; Install New Library (the dialog, its own chunk), Edit Version (PyPI), Uninstall (a row, or the
 * selected ones, after a confirmation) and Sync Versions. Every action needs the libraries platform action and
 * the right to change the cluster's configuration, and waits while another install or uninstall runs: a refused
 * action is disabled with the reason in its tooltip (domain/libraries.ts `libraryActionRefusal`). The list
 * refreshes every 120 s, every 30 s while a library is in progress (api/cluster-libraries.ts).
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { librariesMutations, librariesQueries, type UploadInstall } from '../../../../api/cluster-libraries';
import type { Library, LibraryInstallPayload } from '../../../../contract/types';
import {
  filterLibraries,
  isUninstallable,
  LIBRARY_RUNTIMES,
  LIBRARY_STATE_COLORS,
  LIBRARY_STATE_LABELS,
  LIBRARY_TYPE_LABELS,
  libraryActionRefusal,
  libraryKey,
  libraryOperation,
  RUNTIME_LABELS,
  runtimeStates,
  withVersion,
} from '../../../../domain/libraries';
import { isActionSupported } from '../../../../domain/permissions';
import { allows } from '../../../../domain/policies';
import { lazyModule, preload, useLazyModule } from '../../../../ui/lazy-module';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../../../pwa';
import { GatedButton } from '../../../../ui/GatedButton';
import { byText, CellLines, QueryDataTable, type DataColumn, type RowAction, type RowSelection } from '../../../../ui/DataTable';
import { queryStateOf } from '../../../../ui/QueryState';
import type { ClusterTabProps } from '../tab-props';
import { LIBRARIES_TAB, UNINSTALL_DIALOG } from './messages';
import { DialogFooter } from '../../../../ui/DialogForm';
import { TabHeading } from '../TabHeading';

const dialogsModule = lazyModule(() => import('./LibraryDialogs'));
const loadDialogs = () => preload(dialogsModule);


type Dialog =
  | { kind: 'install' }
  | { kind: 'edit'; library: Library }
  /** From a row: the uninstall call; from the selection: uninstall-multiple. */
  | { kind: 'uninstall'; libraries: Library[]; from: 'row' | 'selection' };

function StateBadge({ runtime, library }: { runtime: (typeof LIBRARY_RUNTIMES)[number]; library: Library }) {
  const state = runtimeStates(library)[runtime];
  return (
    <Badge variant="light" color={LIBRARY_STATE_COLORS[state]} data-runtime={runtime} data-state={state}>
      {LIBRARY_STATE_LABELS[state]}
    </Badge>
  );
}

export function LibrariesTab({ uuid, user, entry }: ClusterTabProps) {
  const { instance } = entry;
  const ref = { uuid, name: instance.name, id: instance.id };
  const query = useQuery(librariesQueries.list(ref));
  const install = useMutation(librariesMutations.install(ref));
  const uploadInstall = useMutation(librariesMutations.uploadAndInstall(ref));
  const uninstall = useMutation(librariesMutations.uninstall(ref));
  const uninstallMany = useMutation(librariesMutations.uninstallMany(ref));
  const sync = useMutation(librariesMutations.sync(ref));
  const [filter, setFilter] = useState('');
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const dialogs = useLazyModule(dialogsModule, dialog?.kind === 'install' || dialog?.kind === 'edit');

  const libraries = query.data?.libraries ?? [];
  const operation = libraryOperation(query.data?.libraries);
  const online = useOnline();
  // Offline, the offline text wins over every other reason.
  const refusal = online
    ? libraryActionRefusal(
        {
          supported: isActionSupported(user, 'packages_installion', instance.platform),
          canManage: allows(instance.clusterPolicy, 'clusterPolicy', 'update'),
        },
        operation,
      )
    : OFFLINE_ACTION_TOOLTIP;
  const shown = filterLibraries(libraries, filter);
  const selected = libraries.filter((l) => selectedKeys.has(libraryKey(l)) && isUninstallable(l));
  const close = () => setDialog(null);

  const selection: RowSelection<Library> = {
    isSelected: (library) => selectedKeys.has(libraryKey(library)),
    isSelectable: isUninstallable,
    onChange: (library, on) =>
      setSelectedKeys((keys) => {
        const next = new Set(keys);
        if (on) next.add(libraryKey(library));
        else next.delete(libraryKey(library));
        return next;
      }),
    onChangeAll: (on, selectable) => setSelectedKeys(on ? new Set(selectable.map(libraryKey)) : new Set()),
    allLabel: LIBRARIES_TAB.selectAll,
    rowLabel: (library) => LIBRARIES_TAB.selectRow(library.name),
  };

  const columns: DataColumn<Library>[] = [
    {
      key: 'name',
      label: LIBRARIES_TAB.columns.name,
      maxWidth: 280,
      wrap: true,
      sort: byText((library) => library.name),
      render: (library) => (
        <CellLines
          main={library.name}
          color="red"
          detail={
            library.error ? (
              <>
                <Text span fw={600} inherit>
                  {LIBRARIES_TAB.errorLabel}:{' '}
                </Text>
                {library.error}
              </>
            ) : null
          }
        />
      ),
    },
    { key: 'type', label: LIBRARIES_TAB.columns.type, sort: byText((library) => LIBRARY_TYPE_LABELS[library.type]), render: (library) => LIBRARY_TYPE_LABELS[library.type] },
    { key: 'source', label: LIBRARIES_TAB.columns.source, maxWidth: 220, wrap: true, render: (library) => library.sourceColumn },
    ...LIBRARY_RUNTIMES.map((runtime) => ({
      key: runtime,
      label: RUNTIME_LABELS[runtime],
      render: (library: Library) => <StateBadge runtime={runtime} library={library} />,
    })),
  ];

  const rowActions = (library: Library): (RowAction | false)[] => {
    const rowRefusal = refusal ?? (isUninstallable(library) ? null : LIBRARIES_TAB.busyRow);
    return [
      library.type === 'pypi' && {
        label: LIBRARIES_TAB.editVersion,
        name: LIBRARIES_TAB.rowAction(LIBRARIES_TAB.editVersion, library.name),
        refusal: rowRefusal,
        onIntent: loadDialogs,
        onClick: () => setDialog({ kind: 'edit', library }),
      },
      {
        label: LIBRARIES_TAB.uninstall,
        name: LIBRARIES_TAB.rowAction(LIBRARIES_TAB.uninstall, library.name),
        color: 'red',
        refusal: rowRefusal,
        onClick: () => setDialog({ kind: 'uninstall', libraries: [library], from: 'row' }),
      },
    ];
  };

  const submitInstall = (payload: LibraryInstallPayload) => install.mutateAsync(payload, { onSuccess: close });
  const submitUpload = (vars: Omit<UploadInstall, 'onProgress'>) => {
    setProgress(0);
    return uploadInstall.mutateAsync({ ...vars, onProgress: setProgress }, { onSuccess: close, onSettled: () => setProgress(null) });
  };

  const confirmUninstall = (targets: Library[], from: 'row' | 'selection') => {
    const [only] = targets;
    if (from === 'row' && only) uninstall.mutate(only, { onSettled: close });
    else uninstallMany.mutate(targets, { onSuccess: () => setSelectedKeys(new Set()), onSettled: close });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="libraries-title">
      <TabHeading id="libraries-title" title={LIBRARIES_TAB.title} intro={LIBRARIES_TAB.intro} />
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={LIBRARIES_TAB.filterLabel}
          placeholder={LIBRARIES_TAB.filterPlaceholder}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Group gap="xs" wrap="wrap">
          <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching && query.data !== undefined}>
            {LIBRARIES_TAB.refresh}
          </Button>
          <GatedButton
            label={LIBRARIES_TAB.syncVersions}
            variant="default"
            refusal={refusal}
            loading={sync.isPending}
            onClick={() => sync.mutate()}
          />
          <GatedButton
            label={selected.length > 0 ? `${LIBRARIES_TAB.uninstallSelected} (${selected.length})` : LIBRARIES_TAB.uninstallSelected}
            name={LIBRARIES_TAB.uninstallSelected}
            variant="light"
            color="red"
            refusal={refusal ?? (selected.length === 0 ? LIBRARIES_TAB.selectFirst : null)}
            onClick={() => setDialog({ kind: 'uninstall', libraries: selected, from: 'selection' })}
          />
          <GatedButton
            label={LIBRARIES_TAB.install}
            variant="filled"
            refusal={refusal}
            onIntent={loadDialogs}
            onClick={() => setDialog({ kind: 'install' })}
          />
        </Group>
      </Group>
      {operation ? (
        <Text size="sm" c="dimmed" role="status">
          {LIBRARIES_TAB.inProgress[operation]}
        </Text>
      ) : null}

      <QueryDataTable
        query={queryStateOf(query)}
        messages={LIBRARIES_TAB}
        isEmpty={(data) => data.libraries.length === 0}
        rows={() => shown}
        noMatch={LIBRARIES_TAB.noMatch(filter)}
        columns={columns}
        rowKey={libraryKey}
        rowData={(library) => ({ 'data-library': library.name })}
        selection={selection}
        actions={{ buttons: rowActions, nowrap: true }}
        striped
        highlightOnHover
        verticalSpacing="xs"
        minWidth={960}
      />

      {dialog?.kind === 'install' && dialogs ? (
        <dialogs.InstallLibraryModal
          libraries={libraries}
          files={query.data?.files ?? []}
          onClose={close}
          onInstall={submitInstall}
          onUpload={submitUpload}
          submitting={install.isPending || uploadInstall.isPending}
          progress={progress}
        />
      ) : null}

      {dialog?.kind === 'edit' && dialogs ? (
        <dialogs.EditVersionModal
          library={dialog.library}
          onClose={close}
          submitting={install.isPending}
          onSubmit={(version) =>
            submitInstall({ type: 'pypi', data: { packages: [withVersion(dialog.library.name, version)] }, overwrite: true })
          }
        />
      ) : null}

      {dialog?.kind === 'uninstall' ? (
        <Modal
          opened
          onClose={close}
          title={dialog.libraries.length === 1 ? UNINSTALL_DIALOG.titleOne : UNINSTALL_DIALOG.titleMany}
          centered
        >
          <Stack gap="md">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {dialog.libraries.length === 1 && dialog.libraries[0]
                ? UNINSTALL_DIALOG.bodyOne(dialog.libraries[0].name)
                : UNINSTALL_DIALOG.bodyMany(dialog.libraries.length)}
            </Text>
            {dialog.libraries.length > 1 ? (
              <Alert variant="light" color="gray" p="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {dialog.libraries.map((l) => l.name).join(', ')}
                </Text>
              </Alert>
            ) : null}
            <DialogFooter cancelLabel={UNINSTALL_DIALOG.cancel} onCancel={close} busy={uninstall.isPending || uninstallMany.isPending}>
              <GatedButton
                label={UNINSTALL_DIALOG.confirm}
                color="red"
                refusal={refusal}
                loading={uninstall.isPending || uninstallMany.isPending}
                onClick={() => confirmUninstall(dialog.libraries, dialog.from)}
              />
            </DialogFooter>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
