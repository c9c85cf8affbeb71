/**
 * The IP Whitelisting section of Access & Security (spec doc 2 §2, §3, §5, §6, §8): the cluster's allow-list
 * (its ranges, description, active), Add IP Addresses and, per item, Edit and Delete with a confirmation
 * ('IP Addresses/Range Deleted'). whitelistPolicy gates each action (domain/whitelist.ts), with the plan and
 * offline: a refused action is a disabled button with its reason in a tooltip. The heading is the tab's
 * (AccessTab.tsx); the list is persisted, so it reads offline.
 */
import { useState } from 'react';
import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { whitelistMutations, whitelistQueries } from '../../../../../api/cluster-whitelist';
import type { WhitelistItem } from '../../../../../contract/types';
import type { WhitelistFormValues } from '../../../../../domain/schemas/whitelist';
import { splitRange } from '../../../../../domain/validation/whitelist';
import { whitelistRefusal, type WhitelistAction } from '../../../../../domain/whitelist';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../../../../pwa';
import { lazyModule, preload, useLazyModule } from '../../../../../ui/lazy-module';
import { byText, QueryDataTable, type DataColumn, type RowAction } from '../../../../../ui/DataTable';
import type { ClusterTabProps } from '../../tab-props';
import { GatedButton } from '../../../../../ui/GatedButton';
import { DELETE_DIALOG, WHITELIST_TEXTS } from './messages';
import { ConfirmDialog } from '../../../../../ui/ConfirmDialog';

const modalModule = lazyModule(() => import('./WhitelistModal'));


type Dialog = { mode: 'create'; item: null } | { mode: 'edit'; item: WhitelistItem } | { mode: 'delete'; item: WhitelistItem } | null;

export function IpWhitelist({ uuid, user, entry }: ClusterTabProps) {
  const online = useOnline();
  const { name, platform, clusterPolicy } = entry.instance;
  const query = useQuery(whitelistQueries.list(uuid, name));
  const create = useMutation(whitelistMutations.create(uuid, name));
  const update = useMutation(whitelistMutations.update(uuid, name));
  const remove = useMutation(whitelistMutations.remove(uuid, name));
  const clientAddress = useMutation(whitelistMutations.clientAddress(uuid));

  const [dialog, setDialog] = useState<Dialog>(null);
  const formOpen = dialog !== null && dialog.mode !== 'delete';
  const modal = useLazyModule(modalModule, formOpen);
  const close = () => setDialog(null);
  const warm = () => preload(modalModule);

  /** Why an action is refused now: the toggle, the plan and the role first, then the connection. */
  const refusalOf = (action: WhitelistAction): string | null =>
    whitelistRefusal(user, { platform, clusterPolicy }, action) ?? (online ? null : OFFLINE_ACTION_TOOLTIP);

  const submit = (values: WhitelistFormValues): Promise<unknown> => {
    if (dialog?.mode === 'create') {
      return create.mutateAsync({ range: values.range, description: values.description }, { onSuccess: close });
    }
    if (dialog?.mode === 'edit') {
      return update.mutateAsync({ id: dialog.item.id, payload: values }, { onSuccess: close });
    }
    return Promise.resolve();
  };

  const deleting = dialog?.mode === 'delete' ? dialog.item : null;

  const columns: DataColumn<WhitelistItem>[] = [
    {
      key: 'range',
      label: WHITELIST_TEXTS.columns.range,
      rowHeader: true,
      sort: byText((item) => item.range),
      render: (item) => (
        <Stack gap={2}>
          {splitRange(item.range).map((range, index) => (
            <Text key={`${range}-${index}`} size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {range}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'description',
      label: WHITELIST_TEXTS.columns.description,
      wrap: true,
      render: (item) =>
        item.description === '' ? (
          <Text size="sm" c="dimmed">
            {WHITELIST_TEXTS.noDescription}
          </Text>
        ) : (
          item.description
        ),
    },
    {
      key: 'active',
      label: WHITELIST_TEXTS.columns.active,
      render: (item) => (
        <Badge color={item.active ? 'green' : 'gray'} variant="light">
          {item.active ? WHITELIST_TEXTS.active : WHITELIST_TEXTS.inactive}
        </Badge>
      ),
    },
  ];

  const rowActions = (item: WhitelistItem): RowAction[] => [
    {
      label: WHITELIST_TEXTS.edit,
      name: WHITELIST_TEXTS.actionLabel(WHITELIST_TEXTS.edit, item.range),
      refusal: refusalOf('update'),
      onIntent: warm,
      onClick: () => setDialog({ mode: 'edit', item }),
    },
    {
      label: WHITELIST_TEXTS.delete,
      name: WHITELIST_TEXTS.actionLabel(WHITELIST_TEXTS.delete, item.range),
      color: 'red',
      refusal: refusalOf('delete'),
      onClick: () => setDialog({ mode: 'delete', item }),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="xs" style={{ minWidth: 0, flex: '1 1 16rem' }} wrap="nowrap">
          <Text size="sm" c="dimmed">
            {WHITELIST_TEXTS.intro}
          </Text>
          {query.isFetching && query.data ? <Loader size="xs" aria-label={WHITELIST_TEXTS.refreshing} /> : null}
        </Group>
        <GatedButton
          tooltipWidth={240}
          label={WHITELIST_TEXTS.add}
          size="sm"
          variant="filled"
          refusal={refusalOf('create')}
          onIntent={warm}
          onClick={() => setDialog({ mode: 'create', item: null })}
        />
      </Group>

      <QueryDataTable
        query={query}
        messages={WHITELIST_TEXTS}
        isEmpty={(data) => data.whitelists.length === 0}
        rows={(data) => data.whitelists}
        columns={columns}
        rowKey={(item) => item.id}
        actions={{ buttons: rowActions, nowrap: true }}
        minWidth={640}
      />

      {formOpen && modal && dialog ? (
        <modal.WhitelistModal
          mode={dialog.mode}
          item={dialog.item}
          onClose={close}
          onSubmit={submit}
          submitting={create.isPending || update.isPending}
          findAddress={async () => (await clientAddress.mutateAsync()).address}
          refusal={online ? null : OFFLINE_ACTION_TOOLTIP}
        />
      ) : null}

      <ConfirmDialog
        opened={deleting !== null}
        title={DELETE_DIALOG.title}
        cancelLabel={DELETE_DIALOG.cancel}
        confirmLabel={DELETE_DIALOG.confirm}
        confirmRefusal={online ? null : OFFLINE_ACTION_TOOLTIP}
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: close })}
      >
        {deleting ? DELETE_DIALOG.body(deleting.range) : null}
      </ConfirmDialog>
    </Stack>
  );
}
