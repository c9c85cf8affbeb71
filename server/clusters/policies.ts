/**
 * Per-cluster policies by cluster role (spec doc 1 §6, doc 2 §6). The emulator answers each caller with
 * the policy lists of their role on that cluster, and enforces the same lists on every write.
 *
 * From the matrix of doc 2 §6: only the owner may clone, delete and upgrade (managementPolicy create and
 * update, clusterPolicy delete); owner and Manager may connect and disconnect, manage users, the allow-list
 * and access tokens; a User (developer) only views; a Billing User manages configurations and data apps.
 */
import type { ClusterPolicy, ClusterRoleName } from '../../src/api/types';

const ALL = ['list', 'create', 'update', 'delete'];
const WRITE = ['create', 'update', 'delete'];

const POLICIES: Record<ClusterRoleName, ClusterPolicy> = {
  owner: {
    managementPolicy: ['list', 'create', 'update'],
    clusterPolicy: [...ALL],
    connectionPolicy: ['create'],
    subClusterPolicy: [...ALL],
    userPolicy: [...WRITE],
    whitelistPolicy: [...WRITE],
    blueprintPolicy: ['list', 'create'],
    cliPolicy: [...ALL],
    roleName: 'owner',
    authorizedRoles: ['owner', 'accountAdmin', 'developer', 'accountManager'],
  },
  accountAdmin: {
    managementPolicy: ['list'],
    clusterPolicy: ['list', 'update'],
    connectionPolicy: ['create'],
    subClusterPolicy: [...ALL],
    userPolicy: [...WRITE],
    whitelistPolicy: [...WRITE],
    blueprintPolicy: ['list', 'create'],
    cliPolicy: [...ALL],
    roleName: 'accountAdmin',
    authorizedRoles: ['accountAdmin', 'developer', 'accountManager'],
  },
  developer: {
    managementPolicy: ['list'],
    clusterPolicy: ['list'],
    connectionPolicy: [],
    subClusterPolicy: ['list'],
    userPolicy: [],
    whitelistPolicy: [],
    blueprintPolicy: ['list'],
    cliPolicy: [],
    roleName: 'developer',
    authorizedRoles: [],
  },
  accountManager: {
    managementPolicy: ['list'],
    clusterPolicy: ['list', 'update'],
    connectionPolicy: [],
    subClusterPolicy: ['list'],
    userPolicy: [],
    whitelistPolicy: [],
    blueprintPolicy: ['list', 'create'],
    cliPolicy: [],
    roleName: 'accountManager',
    authorizedRoles: ['accountManager'],
  },
  'incorta-admin': {
    managementPolicy: ['list'],
    clusterPolicy: ['list', 'update'],
    connectionPolicy: [],
    subClusterPolicy: ['list'],
    userPolicy: [],
    whitelistPolicy: [],
    blueprintPolicy: ['list', 'create'],
    cliPolicy: [],
    roleName: 'incorta-admin',
    authorizedRoles: [],
  },
};

/** A fresh copy, so callers may not change the table by accident. */
export function policyFor(role: ClusterRoleName): ClusterPolicy {
  const p = POLICIES[role];
  return {
    managementPolicy: [...p.managementPolicy],
    clusterPolicy: [...p.clusterPolicy],
    connectionPolicy: [...p.connectionPolicy],
    subClusterPolicy: [...(p.subClusterPolicy ?? [])],
    userPolicy: [...(p.userPolicy ?? [])],
    whitelistPolicy: [...(p.whitelistPolicy ?? [])],
    blueprintPolicy: [...(p.blueprintPolicy ?? [])],
    cliPolicy: [...(p.cliPolicy ?? [])],
    roleName: role,
    authorizedRoles: [...(p.authorizedRoles ?? [])],
  };
}

export const CLUSTER_ROLES: readonly ClusterRoleName[] = ['owner', 'accountAdmin', 'developer', 'accountManager', 'incorta-admin'];

export function isClusterRole(value: string): value is ClusterRoleName {
  return (CLUSTER_ROLES as readonly string[]).includes(value);
}
