/**
 * Cluster Administration Users (spec doc 2 §2, §3, §4, §6, §8): the users of the cluster in a table (name,
 * e-mail, role, status, last login), searched by name or e-mail; Invite User; a change of role with its
 * confirmation; delete with its confirmation ('User Deleted'); withdraw a pending owner's invitation; and the
 * Roles and Permissions dialog. What the caller's userPolicy does not allow is not shown; what a row's rules
 * refuse (oneself, the owner) is a disabled button with its reason, reachable by keyboard; offline, every
 * action is refused with the offline tooltip and the table reads from the persisted cache. The AccessTab renders
 * the section's heading; this is its content.
 */
import { useMemo, useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { clusterUserMutations, clusterUserQueries } from '../../../../../api/cluster-users';
import type { AuthorizedUser, GrantableRole } from '../../../../../contract/types';
import {
  deleteRefusal,
  filterUsers,
  roleChangeRefusal,
  roleOf,
  roleOptions,
  showsDelete,
  showsInvite,
  showsRoleChange,
  showsWithdraw,
  sortUsers,
  type UsersViewer,
} from '../../../../../domain/cluster-users';
import { CLUSTER_ROLE_LABELS } from '../../../../../domain/policies';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../../../../pwa';
import { Age } from '../../../../../ui/Age';
import { SearchInput } from '../../../../../ui/SearchInput';
import { GatedButton } from '../../../../../ui/GatedButton';
import { lazyModule, preload, useLazyModule } from '../../../../../ui/lazy-module';
import { byText, QueryDataTable, type DataColumn, type RowAction } from '../../../../../ui/DataTable';
import type { ClusterTabProps } from '../../tab-props';
import { CLUSTER_USERS, DELETE_DIALOG, WITHDRAW_DIALOG } from './messages';
import { RolesMatrixModal } from './RolesMatrixModal';
import { ConfirmDialog } from '../../../../../ui/ConfirmDialog';

const inviteModule = lazyModule(() => import('./InviteUserModal'));
const roleModule = lazyModule(() => import('./ChangeRoleModal'));


type Dialog =
  | { kind: 'invite' }
  | { kind: 'role'; entry: AuthorizedUser }
  | { kind: 'delete'; entry: AuthorizedUser }
  | { kind: 'withdraw'; entry: AuthorizedUser }
  | { kind: 'matrix' }
  | null;

export function ClusterUsers({ uuid, entry: clusterEntry }: ClusterTabProps) {
  const online = useOnline();
  const name = clusterEntry.instance.name;
  const policy = clusterEntry.instance.clusterPolicy;
  const viewer: UsersViewer = { uuid, policy };
  const query = useQuery(clusterUserQueries.list(uuid, name));
  const invite = useMutation(clusterUserMutations.invite(uuid, name));
  const updateRole = useMutation(clusterUserMutations.updateRole(uuid, name));
  const remove = useMutation(clusterUserMutations.remove(uuid, name));
  const withdraw = useMutation(clusterUserMutations.withdraw(uuid, name));

  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const inviteModal = useLazyModule(inviteModule, dialog?.kind === 'invite');
  const roleModal = useLazyModule(roleModule, dialog?.kind === 'role');
  const offline = online ? null : OFFLINE_ACTION_TOOLTIP;

  const sorted = useMemo(() => sortUsers(query.data?.authorizedUsers ?? []), [query.data]);
  const shown = useMemo(() => filterUsers(sorted, search), [sorted, search]);

  const lastLogin = (at: string | null) => {
    const when = at === null ? Number.NaN : Date.parse(at);
    return Number.isFinite(when) ? <Age at={when} /> : CLUSTER_USERS.never;
  };

  const rowActions = (row: AuthorizedUser): (RowAction | false)[] => {
    const name = (action: string) => CLUSTER_USERS.actionLabel(action, row.user.email);
    return [
      showsRoleChange(policy) && {
        label: CLUSTER_USERS.changeRole,
        name: name(CLUSTER_USERS.changeRole),
        refusal: roleChangeRefusal(viewer, row) ?? offline,
        onIntent: () => preload(roleModule),
        onClick: () => setDialog({ kind: 'role', entry: row }),
      },
      showsWithdraw(policy, row) && {
        label: CLUSTER_USERS.withdraw,
        name: name(CLUSTER_USERS.withdraw),
        refusal: offline,
        color: 'orange',
        onClick: () => setDialog({ kind: 'withdraw', entry: row }),
      },
      showsDelete(policy) && {
        label: CLUSTER_USERS.delete,
        name: name(CLUSTER_USERS.delete),
        refusal: deleteRefusal(viewer, row) ?? offline,
        color: 'red',
        onClick: () => setDialog({ kind: 'delete', entry: row }),
      },
    ];
  };

  const columns: DataColumn<AuthorizedUser>[] = [
    {
      key: 'name',
      label: CLUSTER_USERS.columns.name,
      rowHeader: true,
      wrap: true,
      sort: byText((row) => row.user.fullname),
      render: (row) => (
        <>
          {row.user.fullname || CLUSTER_USERS.noName}
          {row.user.id === uuid ? (
            <Text span size="sm" c="dimmed" ml={4}>
              {CLUSTER_USERS.you}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'email', label: CLUSTER_USERS.columns.email, wrap: true, sort: byText((row) => row.user.email), render: (row) => row.user.email },
    {
      key: 'role',
      label: CLUSTER_USERS.columns.role,
      render: (row) => (
        <>
          <Text size="sm">{CLUSTER_ROLE_LABELS[roleOf(row)]}</Text>
          {row.status === 'pending' && row.previousRole ? (
            <Text size="xs" c="dimmed">
              {CLUSTER_USERS.previousRole(CLUSTER_ROLE_LABELS[row.previousRole])}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      label: CLUSTER_USERS.columns.status,
      render: (row) => (
        <Badge variant="light" color={row.status === 'pending' ? 'yellow' : 'teal'}>
          {CLUSTER_USERS.status[row.status]}
        </Badge>
      ),
    },
    { key: 'lastLogin', label: CLUSTER_USERS.columns.lastLogin, render: (row) => lastLogin(row.user.lastLoginAt) },
  ];

  const target = dialog && 'entry' in dialog ? dialog.entry : null;
  const inviteRoles = roleOptions(policy);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {CLUSTER_USERS.intro}
      </Text>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <SearchInput label={CLUSTER_USERS.search} placeholder={CLUSTER_USERS.searchPlaceholder} value={search} onChange={setSearch} />
        <Group gap="xs" wrap="wrap">
          <Button variant="default" onClick={() => setDialog({ kind: 'matrix' })}>
            {CLUSTER_USERS.matrix}
          </Button>
          {showsInvite(policy) ? (
            <GatedButton
              tooltipWidth={240}
              label={CLUSTER_USERS.invite}
              size="sm"
              variant="filled"
              refusal={offline}
              onIntent={() => preload(inviteModule)}
              onClick={() => setDialog({ kind: 'invite' })}
            />
          ) : null}
        </Group>
      </Group>

      <QueryDataTable
        query={query}
        messages={CLUSTER_USERS}
        isEmpty={(data) => data.authorizedUsers.length === 0}
        rows={() => shown}
        noMatch={CLUSTER_USERS.noMatch(search.trim())}
        columns={columns}
        rowKey={(row) => row.user.id}
        actions={{ buttons: rowActions }}
        minWidth={820}
      />

      <RolesMatrixModal opened={dialog?.kind === 'matrix'} onClose={close} />

      {dialog?.kind === 'invite' && inviteModal ? (
        <inviteModal.InviteUserModal
          roles={inviteRoles}
          onClose={close}
          submitting={invite.isPending}
          onSubmit={({ email, role, bypassValidationFlag }: { email: string; role: GrantableRole; bypassValidationFlag: boolean }) =>
            invite.mutateAsync(
              { userId: uuid, clusterName: name, user: { userEmail: email, roleName: role }, bypassValidationFlag },
              { onSuccess: close },
            )
          }
        />
      ) : null}

      {dialog?.kind === 'role' && roleModal ? (
        <roleModal.ChangeRoleModal
          email={dialog.entry.user.email}
          clusterName={name}
          currentRole={roleOf(dialog.entry)}
          roles={roleOptions(policy, roleOf(dialog.entry))}
          onClose={close}
          submitting={updateRole.isPending}
          onSubmit={(role: GrantableRole) =>
            updateRole.mutateAsync({ userEmail: dialog.entry.user.email, roleName: role }, { onSuccess: close })
          }
        />
      ) : null}

      <ConfirmDialog
        opened={dialog?.kind === 'delete' && target !== undefined}
        title={DELETE_DIALOG.title}
        cancelLabel={DELETE_DIALOG.cancel}
        confirmLabel={DELETE_DIALOG.confirm}
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => target && remove.mutate({ userID: target.user.id, email: target.user.email }, { onSuccess: close })}
      >
        {target ? DELETE_DIALOG.body(target.user.email, name) : null}
      </ConfirmDialog>

      <ConfirmDialog
        opened={dialog?.kind === 'withdraw' && target !== undefined}
        title={WITHDRAW_DIALOG.title}
        cancelLabel={WITHDRAW_DIALOG.cancel}
        confirmLabel={WITHDRAW_DIALOG.confirm}
        confirmColor="orange"
        busy={withdraw.isPending}
        onCancel={close}
        onConfirm={() => target && withdraw.mutate({ userID: target.user.id, email: target.user.email }, { onSuccess: close })}
      >
        {target ? WITHDRAW_DIALOG.body(target.user.email, target.previousRole ? CLUSTER_ROLE_LABELS[target.previousRole] : null) : null}
      </ConfirmDialog>
    </Stack>
  );
}
