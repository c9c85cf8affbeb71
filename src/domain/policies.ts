/**
 * The one role and policy matrix of a cluster (spec doc 1 §6, doc 2 §6). The doc 2 matrix (areas × roles,
 * manage or view) is written down once, as the spec has it; every role's per-cluster policy lists
 * (`clusterPolicy` of an instance: managementPolicy, connectionPolicy, …) are derived from it. The emulator
 * answers each caller with the lists of their role (`policyFor`) and refuses a write the lists do not allow
 * (server/clusters/kit.ts `can`); the app shows or hides an action with the same check (`allows`).
 */
import type { ClusterPolicy, ClusterRoleName } from '../contract/types';

// --- Roles ---------------------------------------------------------------------------------------

export const CLUSTER_ROLES = [
  'owner',
  'accountAdmin',
  'developer',
  'accountManager',
  'incorta-admin',
] as const satisfies readonly ClusterRoleName[];

export function isClusterRole(value: string): value is ClusterRoleName {
  return (CLUSTER_ROLES as readonly string[]).includes(value);
}

export const CLUSTER_ROLE_LABELS: Record<ClusterRoleName, string> = {
  owner: 'Owner',
  developer: 'User',
  accountManager: 'Billing User',
  accountAdmin: 'Manager',
  'incorta-admin': 'Support',
};

// --- The matrix of doc 2 §6 ----------------------------------------------------------------------

/** 'manage' is M+V, 'view' is V, 'none' is no access, 'unlisted' where the matrix leaves the cell empty. */
export type Access = 'manage' | 'view' | 'none' | 'unlisted';

export const MATRIX_AREAS = [
  'Cluster configurations',
  'Cluster Administration Users',
  'Data Apps',
  'Analytics Sub-Cluster',
  'Access Token',
  'IP Whitelisting',
  'Connect/Disconnect Cluster',
  'Upgrade Version',
  'Clone/Delete Cluster',
  'Billing',
] as const;

export type MatrixArea = (typeof MATRIX_AREAS)[number];

export interface MatrixRow {
  area: MatrixArea;
  access: Record<ClusterRoleName, Access>;
}

function row(
  area: MatrixArea,
  owner: Access,
  accountAdmin: Access,
  developer: Access,
  accountManager: Access,
  support: Access,
): MatrixRow {
  return { area, access: { owner, accountAdmin, developer, accountManager, 'incorta-admin': support } };
}

/** The permission matrix of doc 2 §6 as written; columns owner, manager, user, billing, support. */
export const PERMISSION_MATRIX: readonly MatrixRow[] = [
  row('Cluster configurations', 'manage', 'manage', 'view', 'unlisted', 'manage'),
  row('Cluster Administration Users', 'manage', 'manage', 'none', 'unlisted', 'view'),
  row('Data Apps', 'manage', 'manage', 'view', 'unlisted', 'manage'),
  row('Analytics Sub-Cluster', 'manage', 'manage', 'view', 'unlisted', 'view'),
  row('Access Token', 'manage', 'manage', 'none', 'none', 'none'),
  row('IP Whitelisting', 'manage', 'manage', 'none', 'unlisted', 'view'),
  row('Connect/Disconnect Cluster', 'manage', 'manage', 'none', 'none', 'none'),
  row('Upgrade Version', 'manage', 'none', 'none', 'none', 'none'),
  row('Clone/Delete Cluster', 'manage', 'none', 'none', 'none', 'none'),
  row('Billing', 'manage', 'none', 'none', 'none', 'view'),
];

/**
 * How the cells the matrix leaves empty are read, all in the Billing User's column. Doc 2 §6's prose says the
 * Billing User "manages cluster configurations and data apps and views users and billing" (the Billing row,
 * which the matrix fills with none, stays none); the sub-cluster tab is shown to them (view), the allow-list
 * is not.
 */
const UNLISTED_READING: Partial<Record<ClusterRoleName, Partial<Record<MatrixArea, Exclude<Access, 'unlisted'>>>>> = {
  accountManager: {
    'Cluster configurations': 'manage',
    'Cluster Administration Users': 'view',
    'Data Apps': 'manage',
    'Analytics Sub-Cluster': 'view',
    'IP Whitelisting': 'none',
  },
};

/** The role's access to an area: the matrix's cell, an empty cell as read above; unknown areas have none. */
export function accessOf(role: ClusterRoleName, area: string): Exclude<Access, 'unlisted'> {
  const cell = PERMISSION_MATRIX.find((r) => r.area === area)?.access[role] ?? 'none';
  if (cell !== 'unlisted') return cell;
  return UNLISTED_READING[role]?.[area as MatrixArea] ?? 'none';
}

/** Whether the role may view (or manage) an area of the matrix; unknown areas deny. */
export function roleCan(role: ClusterRoleName, area: string, need: 'view' | 'manage'): boolean {
  const access = accessOf(role, area);
  if (access === 'manage') return true;
  return need === 'view' && access === 'view';
}

// --- Per-cluster policy lists (doc 2 §6), derived from the matrix --------------------------------

export const POLICY_AREAS = [
  'managementPolicy',
  'clusterPolicy',
  'connectionPolicy',
  'subClusterPolicy',
  'userPolicy',
  'whitelistPolicy',
  'blueprintPolicy',
  'cliPolicy',
] as const satisfies readonly (keyof ClusterPolicy)[];

export type PolicyArea = (typeof POLICY_AREAS)[number];

export const POLICY_ACTIONS = ['list', 'create', 'update', 'delete'] as const;

export type PolicyAction = (typeof POLICY_ACTIONS)[number];

type Grant = readonly [MatrixArea, 'view' | 'manage'];

const view = (area: MatrixArea): Grant => [area, 'view'];
const manage = (area: MatrixArea): Grant => [area, 'manage'];

/**
 * Which cell of the matrix grants each action of each list (doc 2 §6, "Per-cluster policy lists"); an action
 * not named here is never granted. clusterPolicy create has no use in the spec; it goes with clone and
 * delete, so only the owner holds it.
 */
const GRANTS: Record<PolicyArea, Partial<Record<PolicyAction, Grant>>> = {
  // list shows Configurations; create allows cloning; update allows upgrade.
  managementPolicy: {
    list: view('Cluster configurations'),
    create: manage('Clone/Delete Cluster'),
    update: manage('Upgrade Version'),
  },
  // update allows size and any configuration change; delete allows deletion.
  clusterPolicy: {
    list: view('Cluster configurations'),
    create: manage('Clone/Delete Cluster'),
    update: manage('Cluster configurations'),
    delete: manage('Clone/Delete Cluster'),
  },
  // create allows Connect and Disconnect.
  connectionPolicy: { create: manage('Connect/Disconnect Cluster') },
  subClusterPolicy: {
    list: view('Analytics Sub-Cluster'),
    create: manage('Analytics Sub-Cluster'),
    update: manage('Analytics Sub-Cluster'),
    delete: manage('Analytics Sub-Cluster'),
  },
  userPolicy: {
    create: manage('Cluster Administration Users'),
    update: manage('Cluster Administration Users'),
    delete: manage('Cluster Administration Users'),
  },
  // list shows the IP Whitelisting section (with the whitelist toggle); create, update, delete gate its actions.
  whitelistPolicy: {
    list: view('IP Whitelisting'),
    create: manage('IP Whitelisting'),
    update: manage('IP Whitelisting'),
    delete: manage('IP Whitelisting'),
  },
  // list shows Data Apps; create allows import.
  blueprintPolicy: { list: view('Data Apps'), create: manage('Data Apps') },
  // list shows Help & Support; create generates a token, update renews it, delete revokes it.
  cliPolicy: {
    list: view('Access Token'),
    create: manage('Access Token'),
    update: manage('Access Token'),
    delete: manage('Access Token'),
  },
};

/** The roles each role may give on the cluster (role options come from authorizedRoles, doc 2 §6). */
const AUTHORIZED_ROLES: Record<ClusterRoleName, readonly ClusterRoleName[]> = {
  owner: ['owner', 'accountAdmin', 'developer', 'accountManager'],
  accountAdmin: ['accountAdmin', 'developer', 'accountManager'],
  developer: [],
  accountManager: ['accountManager'],
  'incorta-admin': [],
};

function listFor(role: ClusterRoleName, area: PolicyArea): string[] {
  return POLICY_ACTIONS.filter((action) => {
    const grant = GRANTS[area][action];
    return grant !== undefined && roleCan(role, grant[0], grant[1]);
  });
}

/** The role's policy lists as the API answers them, a fresh copy each call. */
export function policyFor(role: ClusterRoleName): ClusterPolicy {
  return {
    managementPolicy: listFor(role, 'managementPolicy'),
    clusterPolicy: listFor(role, 'clusterPolicy'),
    connectionPolicy: listFor(role, 'connectionPolicy'),
    subClusterPolicy: listFor(role, 'subClusterPolicy'),
    userPolicy: listFor(role, 'userPolicy'),
    whitelistPolicy: listFor(role, 'whitelistPolicy'),
    blueprintPolicy: listFor(role, 'blueprintPolicy'),
    cliPolicy: listFor(role, 'cliPolicy'),
    roleName: role,
    authorizedRoles: [...AUTHORIZED_ROLES[role]],
  };
}

/** Whether a cluster's policy lists allow the action: the check of the app and of the emulator alike. */
export function allows(policy: Partial<Pick<ClusterPolicy, PolicyArea>>, area: PolicyArea, action: PolicyAction): boolean {
  return policy[area]?.includes(action) ?? false;
}
