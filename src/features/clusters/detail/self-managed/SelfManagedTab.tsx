/**
 * The self-managed clusters tab (spec doc 2 §2, §4, §5, §6, §8, §9): the cluster's sub-clusters in a table
 * (name, type, size, nodes, IPU = ipu × nodes, status, actions), 'No Self-Managed Clusters created yet.' when
 * there are none, and what the role's subClusterPolicy allows: create; edit and scale; connect and disconnect;
 * remove, with a confirmation. A refused action is a disabled button with its reason in a tooltip ('Cluster Must
 * be running', 'Connect your cluster to create a new Self-Managed Cluster', "You can't make actions on
 * Self-Managed Cluster", 'Self-Managed Cluster Must be running!' for the URL, the plan's, or offline). The
 * sub-clusters come with the cluster; the page polls every 5 s while one is on its way somewhere.
 */
import { useMemo, useState } from 'react';
import { Badge, Button, CopyButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { catalogQueries } from '../../../../api/catalog';
import { subClusterMutations, subClusterQueries } from '../../../../api/cluster-sub-clusters';
import type { SubCluster } from '../../../../contract/types';
import { isActionSupported, UNSUPPORTED_ACTION_TOOLTIP } from '../../../../domain/permissions';
import type { SubClusterFormMode, SubClusterFormValues } from '../../../../domain/schemas/sub-cluster';
import {
  anySubClusterMoving,
  connectionAction,
  isSubClusterMoving,
  showsAction,
  SUB_CLUSTER_STATUS_VIEW,
  SUB_CLUSTER_TYPE_LABELS,
  subClusterIpu,
  subClusterRefusal,
  typeContextOf,
  typeOptionOf,
  wireType,
  type SubClusterAction,
} from '../../../../domain/sub-clusters';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../../../pwa';
import { byNumber, byText, DataTable, type DataColumn, type RowAction } from '../../../../ui/DataTable';
import { GatedButton } from '../../../../ui/GatedButton';
import { lazyModule, preload, useLazyModule } from '../../../../ui/lazy-module';
import { COPY_FEEDBACK_MS } from '../../../../domain/cluster-secrets';
import type { ClusterTabProps } from '../tab-props';
import { REMOVE_DIALOG, SELF_MANAGED } from './messages';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';

const modalModule = lazyModule(() => import('./SubClusterModal'));


type Dialog = { mode: SubClusterFormMode; sub: SubCluster | null } | { mode: 'remove'; sub: SubCluster } | null;

export function SelfManagedTab({ uuid, user, entry, status }: ClusterTabProps) {
  const online = useOnline();
  const name = entry.instance.name;
  const query = useQuery(subClusterQueries.cluster(uuid, name));
  const instance = query.data?.instance ?? entry.instance;
  const subs = instance.subClusters;
  const policy = instance.clusterPolicy;
  const clusterRunning = status === 'running';
  const planSupports = isActionSupported(user, 'subcluster', instance.platform);
  const types = useMemo(() => typeContextOf(instance, subs), [instance, subs]);

  const sizes = useQuery(catalogQueries.sizes({ clusterCode: null, platform: instance.platform }));
  const create = useMutation(subClusterMutations.create(uuid, name));
  const update = useMutation(subClusterMutations.update(uuid, name));
  const remove = useMutation(subClusterMutations.remove(uuid, name));
  const connect = useMutation(subClusterMutations.connect(uuid, name));
  const disconnect = useMutation(subClusterMutations.disconnect(uuid, name));

  const [dialog, setDialog] = useState<Dialog>(null);
  const formOpen = dialog !== null && dialog.mode !== 'remove';
  const modal = useLazyModule(modalModule, formOpen);
  const close = () => setDialog(null);
  const warm = () => preload(modalModule);

  /** Why an action is refused now: the plan, the offline state, then the rules of the sub-cluster and its cluster. */
  const refusalOf = (action: SubClusterAction, sub: SubCluster | null): string | null => {
    if (action !== 'open' && !planSupports) return UNSUPPORTED_ACTION_TOOLTIP;
    const rule = subClusterRefusal(action, clusterRunning, sub);
    if (rule !== null) return rule;
    return action !== 'open' && !online ? OFFLINE_ACTION_TOOLTIP : null;
  };

  const submit = (values: SubClusterFormValues): Promise<unknown> => {
    if (!dialog || dialog.mode === 'remove') return Promise.resolve();
    if (dialog.mode === 'create') {
      const { type, configs } = wireType(values.type ?? 'analytics');
      return create.mutateAsync(
        { userId: uuid, clusterName: name, type, configs, size: values.size ?? '', name: values.name, nodes: 1 },
        { onSuccess: close },
      );
    }
    const sub = dialog.sub;
    if (!sub) return Promise.resolve();
    return update.mutateAsync(
      { subCluster: sub.id, size: values.size ?? sub.sizeID, nodes: Number(values.nodes) },
      { onSuccess: close },
    );
  };

  const rowButtons = (sub: SubCluster): (RowAction | false)[] => {
    const label = (action: string) => SELF_MANAGED.actionLabel(action, sub.name);
    const toggle = connectionAction(sub);
    const pending =
      (connect.isPending && connect.variables.subCluster === sub.id) || (disconnect.isPending && disconnect.variables.subCluster === sub.id);
    const text = toggle === 'connect' ? SELF_MANAGED.connect : SELF_MANAGED.disconnect;
    const editable = showsAction(policy, 'edit');
    return [
      showsAction(policy, toggle) && {
        key: 'connection',
        label: text,
        name: label(text),
        refusal: pending ? null : refusalOf(toggle, sub),
        loading: pending || (isSubClusterMoving(sub.status) && (sub.status === 'starting' || sub.status === 'stopping')),
        onClick: () => (toggle === 'connect' ? connect : disconnect).mutate({ subCluster: sub.id }),
      },
      editable && { label: SELF_MANAGED.edit, name: label(SELF_MANAGED.edit), refusal: refusalOf('edit', sub), onIntent: warm, onClick: () => setDialog({ mode: 'edit', sub }) },
      editable && { label: SELF_MANAGED.scale, name: label(SELF_MANAGED.scale), refusal: refusalOf('scale', sub), onIntent: warm, onClick: () => setDialog({ mode: 'scale', sub }) },
      showsAction(policy, 'remove') && {
        label: SELF_MANAGED.remove,
        name: label(SELF_MANAGED.remove),
        color: 'red',
        refusal: refusalOf('remove', sub),
        onClick: () => setDialog({ mode: 'remove', sub }),
      },
    ];
  };

  /** Open and copy the URL: a link and a copy button while it can be reached, else refused like the rest. */
  const urlActions = (sub: SubCluster) => {
    const label = (action: string) => SELF_MANAGED.actionLabel(action, sub.name);
    const urlRefusal = refusalOf('open', sub);
    if (urlRefusal !== null) {
      return [SELF_MANAGED.open, SELF_MANAGED.copyUrl].map((text) => (
        <GatedButton size="compact-sm" tooltipWidth={240} key={text} label={text} name={label(text)} refusal={urlRefusal} variant="subtle" />
      ));
    }
    return (
      <>
        <Button size="compact-sm" variant="subtle" component="a" href={sub.url} target="_blank" rel="noopener noreferrer" aria-label={label(SELF_MANAGED.open)}>
          {SELF_MANAGED.open}
        </Button>
        <CopyButton value={sub.url} timeout={COPY_FEEDBACK_MS}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="subtle" color={copied ? 'teal' : undefined} onClick={copy} aria-label={label(SELF_MANAGED.copyUrl)}>
              {copied ? SELF_MANAGED.copied : SELF_MANAGED.copyUrl}
            </Button>
          )}
        </CopyButton>
      </>
    );
  };

  const columns: DataColumn<SubCluster>[] = [
    { key: 'name', label: SELF_MANAGED.columns.name, rowHeader: true, wrap: true, sort: byText((sub) => sub.name), render: (sub) => sub.name },
    { key: 'type', label: SELF_MANAGED.columns.type, render: (sub) => SUB_CLUSTER_TYPE_LABELS[typeOptionOf(sub)] },
    { key: 'size', label: SELF_MANAGED.columns.size, render: (sub) => sub.sizeDisplayName },
    { key: 'nodes', label: SELF_MANAGED.columns.nodes, sort: byNumber((sub) => sub.nodes), render: (sub) => sub.nodes },
    { key: 'ipu', label: SELF_MANAGED.columns.ipu, render: subClusterIpu },
    {
      key: 'status',
      label: SELF_MANAGED.columns.status,
      render: (sub) => {
        const view = SUB_CLUSTER_STATUS_VIEW[sub.status];
        return (
          <Badge color={view.color} variant="light" leftSection={view.moving ? <Loader size={10} color={view.color} aria-hidden /> : null}>
            {view.label}
          </Badge>
        );
      },
    },
  ];

  const removing = dialog?.mode === 'remove' ? dialog.sub : null;

  return (
    <Stack gap="md" component="section" aria-labelledby="self-managed-title">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Title order={2} size="h3" id="self-managed-title">
              {SELF_MANAGED.title}
            </Title>
            {query.isFetching && anySubClusterMoving(subs) ? <Loader size="xs" aria-label={SELF_MANAGED.polling} /> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {SELF_MANAGED.intro}
          </Text>
        </Stack>
        {showsAction(policy, 'create') ? (
          <GatedButton
            tooltipWidth={240}
            label={SELF_MANAGED.create}
            size="sm"
            variant="filled"
            refusal={refusalOf('create', null)}
            onIntent={warm}
            onClick={() => setDialog({ mode: 'create', sub: null })}
          />
        ) : null}
      </Group>

      <DataTable
        rows={subs}
        messages={SELF_MANAGED}
        columns={columns}
        rowKey={(sub) => sub.id}
        actions={{ buttons: rowButtons, render: urlActions }}
        minWidth={760}
      />

      {formOpen && modal && dialog ? (
        <modal.SubClusterModal
          mode={dialog.mode}
          clusterName={name}
          subCluster={dialog.sub}
          sizes={sizes.data?.sizes ?? []}
          types={types}
          onClose={close}
          onSubmit={submit}
          submitting={create.isPending || update.isPending}
        />
      ) : null}

      <ConfirmDialog
        opened={removing !== null}
        title={removing ? REMOVE_DIALOG.title(removing.name) : ''}
        cancelLabel={REMOVE_DIALOG.cancel}
        confirmLabel={REMOVE_DIALOG.confirm}
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => removing && remove.mutate({ subCluster: removing.id }, { onSuccess: close })}
      >
        {removing ? REMOVE_DIALOG.body(removing.name) : null}
      </ConfirmDialog>
    </Stack>
  );
}
