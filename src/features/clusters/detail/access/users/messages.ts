/**
 * The Cluster Administration Users section's texts (spec doc 2 §2, §4, §6). Quoted spec texts live with their
 * rules (domain/validation/cluster-users.ts, domain/cluster-users.ts); the labels here are ours.
 */
import { BRAND } from '../../../../../config/brand';

export const CLUSTER_USERS = {
  intro: 'People who can work on this cluster, and what each of them may do.',
  search: 'Search users',
  searchPlaceholder: 'Name or e-mail',
  invite: 'Invite User',
  matrix: 'Roles and Permissions',
  tableLabel: 'Cluster users',
  columns: { name: 'Name', email: 'E-mail', role: 'Role', status: 'Status', lastLogin: 'Last login', actions: 'Actions' },
  status: { active: 'Active', pending: 'Pending' },
  never: 'Never',
  noName: '—',
  you: '(you)',
  previousRole: (label: string) => `Until accepted: ${label}`,
  changeRole: 'Change role',
  withdraw: 'Withdraw invitation',
  delete: 'Delete',
  actionLabel: (action: string, email: string) => `${action}: ${email}`,
  noMatch: (search: string) => `No user matches “${search}”.`,
  empty: 'No users yet.',
  loading: 'Loading users',
  errorTitle: 'The users could not be loaded',
  retry: 'Try again',
  stale: (time: string) => `Showing users as of ${time}: they could not be refreshed.`,
} as const;

export const INVITE_DIALOG = {
  title: 'Invite User',
  email: 'E-mail',
  emailPlaceholder: 'name@company.com',
  role: 'Role',
  rolePlaceholder: 'Choose a role',
  send: 'Send invitation',
  continueAnyway: 'Continue with this email',
  cancel: 'Cancel',
  ownerNote:
    'Inviting someone as Owner transfers the ownership of this cluster once they accept. The transfer is irreversible once accepted.',
} as const;

export const ROLE_DIALOG = {
  title: (email: string) => `Change the role of ${email}`,
  current: (label: string) => `Current role: ${label}`,
  role: 'New role',
  rolePlaceholder: 'Choose a role',
  confirm: 'Change role',
  transfer: 'Send ownership invitation',
  cancel: 'Cancel',
  ownerNote: (email: string, cluster: string) =>
    `${email} will be invited to become the owner of ${cluster}. Once accepted, the transfer is irreversible: ` +
    'they own the cluster and its current owner becomes a Manager. Until then, the invitation can be withdrawn.',
} as const;

export const DELETE_DIALOG = {
  title: 'Delete user',
  body: (email: string, cluster: string) => `${email} will lose access to ${cluster}, and any pending invitation is cancelled.`,
  confirm: 'Delete',
  cancel: 'Cancel',
} as const;

export const WITHDRAW_DIALOG = {
  title: 'Withdraw ownership invitation',
  body: (email: string, role: string | null) =>
    role
      ? `${email} will not become the owner and keeps the role ${role}.`
      : `${email} will not become the owner and has no role on this cluster.`,
  confirm: 'Withdraw',
  cancel: 'Cancel',
} as const;

export const MATRIX_DIALOG = {
  title: 'Roles and Permissions',
  tableLabel: 'What each role may do',
  scrollLabel: 'Permissions by role (scrolls sideways)',
  area: 'Area',
  cells: { manage: 'Manage and view', view: 'View', none: 'No access', unlisted: 'Not listed' },
  roles: [
    'Owner: the master admin of the cluster.',
    'Manager: administers the cluster with the owner.',
    'User: works with the cluster; sees its configurations and data apps.',
    'Billing User: manages cluster configurations and data apps and views users and billing.',
    `Support: the ${BRAND.cloudName} support team's role.`,
  ],
  close: 'Close',
} as const;
