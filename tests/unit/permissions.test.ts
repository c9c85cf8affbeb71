import {
  CREATE_DISABLED_TOOLTIP,
  FEATURE_TOGGLES,
  PLATFORM_ACTIONS,
  UNSUPPORTED_ACTION_TOOLTIP,
  canChangePassword,
  canClone,
  canConnect,
  canCreateCluster,
  canDelete,
  canSeeDataApps,
  cloneRefusal,
  createRefusal,
  deleteRefusal,
  isActionSupported,
  isInvitationForUser,
  isPremiumPlan,
  isToggleEnabled,
  isTrial,
  needsProvisionPassword,
  showUpgradeBanner,
  type PolicyCluster,
} from '../../src/domain/permissions';
import { makeUser } from './fixtures';

const trial = makeUser({ role: { id: 1, name: 'free' } });
const premium = makeUser({ role: { id: 3, name: 'premium' } });

describe('global roles', () => {
  it('treats role id 1 as the trial user', () => {
    expect(isTrial(trial)).toBe(true);
    expect(isTrial(premium)).toBe(false);
  });

  it('counts basic and premium as the premium plan', () => {
    expect(isPremiumPlan(makeUser({ role: { id: 2, name: 'basic' } }))).toBe(true);
    expect(isPremiumPlan(premium)).toBe(true);
    expect(isPremiumPlan(trial)).toBe(false);
    expect(isPremiumPlan(makeUser({ role: { id: 4, name: 'enterprise' } }))).toBe(false);
  });
});

describe('feature toggles', () => {
  it('lists the documented keys, with microsoftSynapse for the data-warehouse integration', () => {
    expect(FEATURE_TOGGLES).toEqual([
      'payment', 'azureSupport', 'whitelist', 'subcluster', 'dataagent', 'azureSaaSSupport', 'incortaX',
      'autoScale', 'copilot', 'schedular', 'deltashare', 'mlflow', 'manualScaling', 'microsoftSynapse',
    ]);
  });

  it('is on when published in toggleFeatures', () => {
    const user = makeUser({ toggleFeatures: [{ key: 'payment', published: true }] });
    expect(isToggleEnabled(user, 'payment')).toBe(true);
    expect(isToggleEnabled(user, 'whitelist')).toBe(false);
  });

  it('is on when toggled on in features', () => {
    const user = makeUser({ features: [{ key: 'copilot', toggle: true }] });
    expect(isToggleEnabled(user, 'copilot')).toBe(true);
  });

  it('is off when unpublished and toggled off', () => {
    const user = makeUser({
      toggleFeatures: [{ key: 'mlflow', published: false }],
      features: [{ key: 'mlflow', toggle: false }],
    });
    expect(isToggleEnabled(user, 'mlflow')).toBe(false);
  });
});

describe('platform actions', () => {
  it('lists the documented keys as the API spells them', () => {
    expect(PLATFORM_ACTIONS).toContain('packages_installion');
    expect(PLATFORM_ACTIONS).toHaveLength(15);
  });

  it('supports an action only for the listed platforms', () => {
    const user = makeUser({ platformActions: [{ name: 'clone', platforms: 'gc, az-saas' }] });
    expect(isActionSupported(user, 'clone', 'gc')).toBe(true);
    expect(isActionSupported(user, 'clone', 'az-saas')).toBe(true);
    expect(isActionSupported(user, 'clone', 'az')).toBe(false);
    expect(isActionSupported(user, 'sqli', 'gc')).toBe(false);
  });

  it('has a not-supported-in-your-plan tooltip', () => {
    expect(UNSUPPORTED_ACTION_TOOLTIP).toBe('This action is not supported in your current plan');
  });
});

describe('canCreateCluster', () => {
  const allowed = makeUser({
    instancesCount: 1,
    platformActions: [{ name: 'cluster_create', platforms: 'gc,az' }],
  });

  it('allows a user under the allowed count with the action supported', () => {
    expect(canCreateCluster(allowed)).toBe(true);
    expect(canCreateCluster(allowed, 'az')).toBe(true);
  });

  it('refuses an expired trial', () => {
    expect(canCreateCluster({ ...allowed, trialExpired: true })).toBe(false);
  });

  it('refuses when the count has reached the allowed count', () => {
    expect(canCreateCluster(allowed, 'gc', 3)).toBe(false);
    expect(canCreateCluster({ ...allowed, instancesCount: 3 })).toBe(false);
  });

  it('refuses when the platform action is not supported', () => {
    expect(canCreateCluster(allowed, 'az-saas')).toBe(false);
  });

  it('has the exact tooltip', () => {
    expect(CREATE_DISABLED_TOOLTIP).toBe('To create more clusters, upgrade to a Premium Account.');
    const allowed = makeUser({
      platformActions: [{ name: 'cluster_create', platforms: 'gc' }],
      configurations: { ...makeUser().configurations, allowedInstances: { count: 2 } },
      instancesCount: 1,
    });
    expect(createRefusal(allowed)).toBeNull();
    expect(createRefusal({ ...allowed, instancesCount: 2 })).toBe(CREATE_DISABLED_TOOLTIP);
    expect(createRefusal({ ...allowed, trialExpired: true })).toBe(CREATE_DISABLED_TOOLTIP);
    expect(createRefusal(allowed, 'az')).toBe(UNSUPPORTED_ACTION_TOOLTIP);
  });
});

describe('upgrade banner, data apps, provision, password, invitations', () => {
  it('shows the banner only with payment on, role id 1, and not on /plans', () => {
    expect(showUpgradeBanner(trial, '/clusters', true)).toBe(true);
    expect(showUpgradeBanner(trial, '/plans', true)).toBe(false);
    expect(showUpgradeBanner(trial, '/clusters', false)).toBe(false);
    expect(showUpgradeBanner(premium, '/clusters', true)).toBe(false);
  });

  it('leaves the banner out for an expired trial above the pages that show the expired screen only', () => {
    const expired = { ...trial, trialExpired: true };
    expect(showUpgradeBanner(expired, '/clusters', true)).toBe(false);
    expect(showUpgradeBanner(expired, '/data-apps', true)).toBe(false);
    expect(showUpgradeBanner(expired, '/consumption', true)).toBe(true);
  });

  it('shows Data Apps only with enableMarketplace', () => {
    expect(canSeeDataApps(makeUser({ enableMarketplace: true }))).toBe(true);
    expect(canSeeDataApps(makeUser({ enableMarketplace: false }))).toBe(false);
  });

  it('asks for a password from a provisioned user with a dummy password and no last reset', () => {
    const base = { isProvision: true, isDummyPassword: true };
    expect(needsProvisionPassword(makeUser({ ...base, last_password_reset: '' }))).toBe(true);
    expect(needsProvisionPassword(makeUser({ ...base, last_password_reset: null }))).toBe(true);
    expect(needsProvisionPassword(makeUser({ ...base, last_password_reset: '2026-02-01' }))).toBe(false);
    expect(needsProvisionPassword(makeUser({ ...base, isDummyPassword: false, last_password_reset: '' }))).toBe(false);
    expect(needsProvisionPassword(makeUser({ ...base, isProvision: false, last_password_reset: '' }))).toBe(false);
  });

  it('lets only database-connection accounts change their password', () => {
    expect(canChangePassword(makeUser({ sub: 'db|u-1' }), 'db|')).toBe(true);
    expect(canChangePassword(makeUser({ sub: 'social|u-1' }), 'db|')).toBe(false);
  });

  it('accepts an invitation only for the signed-in uuid', () => {
    expect(isInvitationForUser('u-1', 'u-1')).toBe(true);
    expect(isInvitationForUser('u-1', 'u-2')).toBe(false);
  });
});

describe('per-cluster policies', () => {
  const full: PolicyCluster = {
    platform: 'gc',
    cloneable: true,
    clusterPolicy: { managementPolicy: ['list', 'create'], clusterPolicy: ['delete'], connectionPolicy: ['create'] },
  };
  const none: PolicyCluster = {
    platform: 'gc',
    cloneable: true,
    clusterPolicy: { managementPolicy: ['list'], clusterPolicy: ['update'], connectionPolicy: [] },
  };
  const cloner = makeUser({ platformActions: [{ name: 'clone', platforms: 'gc' }] });

  it('clones with managementPolicy create, cloneable, running and the clone action', () => {
    expect(canClone(cloner, full, 'running')).toBe(true);
    expect(canClone(cloner, full, 'sleeping')).toBe(false);
    expect(canClone(cloner, { ...full, cloneable: false }, 'running')).toBe(false);
    expect(canClone(cloner, none, 'running')).toBe(false);
    expect(canClone(makeUser(), full, 'running')).toBe(false);
    expect(canClone(cloner, { ...full, platform: 'az' }, 'running')).toBe(false);
  });

  it('deletes with clusterPolicy delete while running or sleeping', () => {
    expect(canDelete(full, 'running')).toBe(true);
    expect(canDelete(full, 'sleeping')).toBe(true);
    expect(canDelete(full, 'creating')).toBe(false);
    expect(canDelete(full, 'starting-up')).toBe(false);
    expect(canDelete(none, 'running')).toBe(false);
  });

  it('says why Clone or Delete is refused: the plan first, then the role, then the cluster', () => {
    expect(cloneRefusal(cloner, { ...full, platform: 'az' }, 'sleeping')).toBe('This action is not supported in your current plan');
    expect(cloneRefusal(cloner, none, 'running')).toBe('Your role on this cluster does not allow this action.');
    expect(cloneRefusal(cloner, { ...full, cloneable: false }, 'running')).toBe('This cluster cannot be cloned.');
    expect(cloneRefusal(cloner, full, 'sleeping')).toBe('Only a connected cluster can be cloned.');
    expect(cloneRefusal(cloner, full, 'running')).toBeNull();
    expect(deleteRefusal(none, 'running')).toBe('Your role on this cluster does not allow this action.');
    expect(deleteRefusal(full, 'creating')).toBe('A cluster can be deleted only while it is connected or disconnected.');
    expect(deleteRefusal(full, 'sleeping')).toBeNull();
  });

  it('connects and disconnects with connectionPolicy create', () => {
    expect(canConnect(full)).toBe(true);
    expect(canConnect(none)).toBe(false);
  });
});
