/**
 * The one role and policy matrix (doc 1 §6, doc 2 §6): the matrix as written, and the policy lists the
 * emulator answers and checks, derived from it, pinned list by list so a change to the matrix shows here.
 */
import type { ClusterPolicy } from '../../src/contract/types';
import {
  CLUSTER_ROLE_LABELS,
  CLUSTER_ROLES,
  PERMISSION_MATRIX,
  accessOf,
  allows,
  isClusterRole,
  policyFor,
  roleCan,
} from '../../src/domain/policies';

describe('cluster roles', () => {
  it('names the roles as the spec does', () => {
    expect(CLUSTER_ROLE_LABELS.owner).toBe('Owner');
    expect(CLUSTER_ROLE_LABELS.developer).toBe('User');
    expect(CLUSTER_ROLE_LABELS.accountManager).toBe('Billing User');
    expect(CLUSTER_ROLE_LABELS.accountAdmin).toBe('Manager');
  });

  it('holds the doc 2 matrix', () => {
    expect(PERMISSION_MATRIX.map((r) => r.area)).toEqual([
      'Cluster configurations', 'Cluster Administration Users', 'Data Apps', 'Analytics Sub-Cluster', 'Access Token',
      'IP Whitelisting', 'Connect/Disconnect Cluster', 'Upgrade Version', 'Clone/Delete Cluster', 'Billing',
    ]);
    expect(roleCan('developer', 'Cluster configurations', 'view')).toBe(true);
    expect(roleCan('developer', 'Cluster configurations', 'manage')).toBe(false);
    expect(roleCan('accountAdmin', 'IP Whitelisting', 'manage')).toBe(true);
    expect(roleCan('incorta-admin', 'IP Whitelisting', 'view')).toBe(true);
    expect(roleCan('incorta-admin', 'IP Whitelisting', 'manage')).toBe(false);
    expect(roleCan('accountAdmin', 'Clone/Delete Cluster', 'manage')).toBe(false);
    expect(roleCan('owner', 'Clone/Delete Cluster', 'manage')).toBe(true);
    expect(roleCan('owner', 'Upgrade Version', 'manage')).toBe(true);
    expect(roleCan('accountAdmin', 'Billing', 'view')).toBe(false);
    expect(roleCan('incorta-admin', 'Billing', 'view')).toBe(true);
    expect(roleCan('accountManager', 'Access Token', 'view')).toBe(false);
    expect(roleCan('owner', 'Unknown area', 'view')).toBe(false);
  });
});

describe('the policy lists of each role', () => {
  const ALL = ['list', 'create', 'update', 'delete'];
  const WRITE = ['create', 'update', 'delete'];

  it.each<[string, ClusterPolicy]>([
    [
      'owner',
      {
        managementPolicy: ['list', 'create', 'update'],
        clusterPolicy: ALL,
        connectionPolicy: ['create'],
        subClusterPolicy: ALL,
        userPolicy: WRITE,
        whitelistPolicy: ALL,
        blueprintPolicy: ['list', 'create'],
        cliPolicy: ALL,
        roleName: 'owner',
        authorizedRoles: ['owner', 'accountAdmin', 'developer', 'accountManager'],
      },
    ],
    [
      'accountAdmin',
      {
        managementPolicy: ['list'],
        clusterPolicy: ['list', 'update'],
        connectionPolicy: ['create'],
        subClusterPolicy: ALL,
        userPolicy: WRITE,
        whitelistPolicy: ALL,
        blueprintPolicy: ['list', 'create'],
        cliPolicy: ALL,
        roleName: 'accountAdmin',
        authorizedRoles: ['accountAdmin', 'developer', 'accountManager'],
      },
    ],
    [
      'developer',
      {
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
    ],
    [
      'accountManager',
      {
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
    ],
    [
      'incorta-admin',
      {
        managementPolicy: ['list'],
        clusterPolicy: ['list', 'update'],
        connectionPolicy: [],
        subClusterPolicy: ['list'],
        userPolicy: [],
        whitelistPolicy: ['list'],
        blueprintPolicy: ['list', 'create'],
        cliPolicy: [],
        roleName: 'incorta-admin',
        authorizedRoles: [],
      },
    ],
  ])('gives %s its lists', (role, expected) => {
    expect(isClusterRole(role)).toBe(true);
    if (!isClusterRole(role)) return;
    expect(policyFor(role)).toEqual(expected);
  });

  it('knows the five roles and nothing else', () => {
    expect([...CLUSTER_ROLES]).toEqual(['owner', 'accountAdmin', 'developer', 'accountManager', 'incorta-admin']);
    expect(isClusterRole('admin')).toBe(false);
  });

  it('reads the Billing User column from the prose where the matrix leaves it empty', () => {
    expect(accessOf('accountManager', 'Cluster configurations')).toBe('manage');
    expect(accessOf('accountManager', 'Data Apps')).toBe('manage');
    expect(accessOf('accountManager', 'Cluster Administration Users')).toBe('view');
    expect(accessOf('accountManager', 'IP Whitelisting')).toBe('none');
    // A cell the matrix fills stays as written, prose or not.
    expect(accessOf('accountManager', 'Billing')).toBe('none');
  });

  it('hands out fresh lists, so a caller cannot change the matrix', () => {
    policyFor('owner').clusterPolicy.push('bogus');
    expect(policyFor('owner').clusterPolicy).not.toContain('bogus');
  });

  it('allows an action only when its list holds it', () => {
    const developer = policyFor('developer');
    expect(allows(developer, 'clusterPolicy', 'list')).toBe(true);
    expect(allows(developer, 'clusterPolicy', 'update')).toBe(false);
    expect(allows(policyFor('accountAdmin'), 'connectionPolicy', 'create')).toBe(true);
    // An answer without the optional lists allows nothing of them.
    expect(allows({ managementPolicy: ['list'], clusterPolicy: [], connectionPolicy: [] }, 'cliPolicy', 'list')).toBe(false);
  });
});
