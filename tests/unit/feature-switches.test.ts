/**
 * The Configurations tab's rules (doc 2 §2, §4, §6, §8): the sections in order, hidden ones and who sees which,
 * every gate of a switch with the spec's exact texts, the data agent rule, the confirmations, and values.
 */
import { describe, expect, it } from 'vitest';
import type { PlatformAction, User } from '../../src/contract/types';
import {
  changeRefusal,
  CONFIG_SECTIONS,
  confirmationFor,
  FEATURE_SWITCH_TEXTS,
  isSwitchShown,
  switchRefusal,
  visibleSections,
  type SwitchCluster,
  type SwitchContext,
} from '../../src/domain/feature-switches';
import { REFUSALS, UNSUPPORTED_ACTION_TOOLTIP } from '../../src/domain/permissions';
import { policyFor } from '../../src/domain/policies';
import type { ClusterRoleName } from '../../src/contract/types';
import { buildUser } from '../support/users';

const ALL_ACTIONS: PlatformAction[] = ['cluster_suspend', 'sqli', 'copilot', 'mlflow', 'da', 'cluster_resize'].map((name) => ({
  name,
  platforms: 'gc,az,az-saas',
}));

function user(overrides: Partial<User> = {}, toggles: string[] = ['dataagent', 'deltashare', 'incortaX', 'copilot', 'mlflow']): User {
  return buildUser({ platformActions: ALL_ACTIONS, features: toggles.map((key) => ({ key, toggle: true })), ...overrides });
}

function cluster(overrides: Partial<SwitchCluster> = {}, role: ClusterRoleName = 'owner'): SwitchCluster {
  return {
    platform: 'gc',
    image: '2026.10.1',
    isPremium: true,
    clusterPolicy: policyFor(role),
    premiumFeaturesConfig: { INCORTA_COPILOT_ENABLEMENT: true, ENABLE_DATA_STUDIO: true },
    isIncortaXEligible: true,
    ...overrides,
  };
}

function ctx(overrides: Partial<SwitchContext> = {}): SwitchContext {
  return { user: user(), cluster: cluster(), status: 'running', premiumSupported: true, ...overrides };
}

describe('the sections (doc 2 §2)', () => {
  it("keeps the spec's order with the hidden ones, and the one anchor it names", () => {
    expect(CONFIG_SECTIONS.map((s) => s.key)).toEqual([
      'clusterSize',
      'servicesControl',
      'analyticsNode',
      'loaderNode',
      'autoSuspend',
      'homePage',
      'onboarding',
      'mlflow',
      'deltaShare',
      'copilot',
      'incortaX',
      'sqli',
      'dataStudio',
      'synapse',
      'dataAgent',
      'pythonPackages',
    ]);
    expect(CONFIG_SECTIONS.find((s) => s.key === 'incortaX')?.id).toBe('cluster-incorta-x');
  });

  it('never shows the hidden ones; cluster size only with showInstanceSize', () => {
    const shown = visibleSections({ user: user(), cluster: cluster(), showInstanceSize: true }).map((s) => s.key);
    expect(shown).not.toContain('analyticsNode');
    expect(shown).not.toContain('loaderNode');
    expect(shown).not.toContain('synapse');
    expect(shown[0]).toBe('clusterSize');
    expect(visibleSections({ user: user(), cluster: cluster(), showInstanceSize: false }).map((s) => s.key)).not.toContain('clusterSize');
  });

  it('shows delta sharing to the owner and Manager only, and copilot, MLflow, BI tools by their toggles', () => {
    expect(isSwitchShown('deltaShare', { user: user(), cluster: cluster({}, 'accountAdmin') })).toBe(true);
    expect(isSwitchShown('deltaShare', { user: user(), cluster: cluster({}, 'accountManager') })).toBe(false);
    expect(isSwitchShown('deltaShare', { user: user(), cluster: cluster({}, 'developer') })).toBe(false);
    const none = user({}, []);
    for (const key of ['copilot', 'mlflow', 'incortaX'] as const) {
      expect(isSwitchShown(key, { user: none, cluster: cluster() })).toBe(false);
      expect(isSwitchShown(key, { user: user(), cluster: cluster() })).toBe(true);
    }
  });
});

describe('why a switch is refused (doc 2 §4, §6, §8)', () => {
  it('allows every switch to the owner of a running cluster with every toggle and action', () => {
    for (const key of ['autoSuspend', 'homePage', 'onboarding', 'mlflow', 'deltaShare', 'copilot', 'incortaX', 'sqli', 'dataStudio', 'dataAgent'] as const) {
      expect(switchRefusal(key, ctx())).toBeNull();
    }
  });

  it("needs the cluster connected, with the spec's text", () => {
    expect(FEATURE_SWITCH_TEXTS.mustBeConnected).toBe('Your cluster must be connected to apply this change');
    for (const status of ['sleeping', 'starting-up', 'stopping', 'corrupted']) {
      expect(switchRefusal('onboarding', ctx({ status }))).toEqual({ kind: 'state', message: 'Your cluster must be connected to apply this change' });
    }
  });

  it("shows the spec's disabled texts for data agent, delta sharing and the advanced SQL interface on Azure", () => {
    expect(switchRefusal('dataAgent', ctx({ user: user({}, []) }))?.message).toBe('Data Agent has been temporarily disabled.');
    expect(switchRefusal('deltaShare', ctx({ user: user({}, []) }))?.message).toBe('Delta Sharing has been disabled, Please contact support.');
    for (const platform of ['az', 'az-saas'] as const) {
      expect(switchRefusal('sqli', ctx({ cluster: cluster({ platform }) }))?.message).toBe(
        'Advanced SQL Interface is Currently Unavailable for Azure Clusters!',
      );
    }
  });

  it('needs release 2023.4.0 or later for delta sharing', () => {
    expect(switchRefusal('deltaShare', ctx({ cluster: cluster({ image: '2023.3.9' }) }))?.message).toBe(
      'Delta Sharing needs cluster version 2023.4.0 or later. Update the cluster first.',
    );
    expect(switchRefusal('deltaShare', ctx({ cluster: cluster({ image: '2023.4.0' }) }))).toBeNull();
  });

  it('needs the platform action of data agent, copilot, MLflow, the SQL interface and auto suspend', () => {
    const noActions = user({ platformActions: [] });
    for (const key of ['dataAgent', 'copilot', 'mlflow', 'sqli', 'autoSuspend'] as const) {
      expect(switchRefusal(key, ctx({ user: noActions }))).toEqual({ kind: 'plan', message: UNSUPPORTED_ACTION_TOOLTIP });
    }
    expect(switchRefusal('onboarding', ctx({ user: noActions }))).toBeNull();
  });

  it("keeps copilot and data studio to premium clusters where the premium flag applies, with the spec's text", () => {
    const basic = cluster({ isPremium: false });
    expect(switchRefusal('dataStudio', ctx({ cluster: basic }))).toEqual({
      kind: 'premium',
      message: 'Only available for Premium users. Chat with us to upgrade.',
    });
    expect(switchRefusal('copilot', ctx({ cluster: basic }))?.kind).toBe('premium');
    expect(switchRefusal('dataStudio', ctx({ cluster: basic, premiumSupported: false }))).toBeNull();
    const notPremiumOnly = cluster({ isPremium: false, premiumFeaturesConfig: { INCORTA_COPILOT_ENABLEMENT: false, ENABLE_DATA_STUDIO: false } });
    expect(switchRefusal('dataStudio', ctx({ cluster: notPremiumOnly }))).toBeNull();
  });

  it('refuses auto suspend and the home page to trial users, and every switch to a role without clusterPolicy update', () => {
    const trial = user({ role: { id: 1, name: 'free' } });
    expect(switchRefusal('autoSuspend', ctx({ user: trial }))?.kind).toBe('trial');
    expect(switchRefusal('homePage', ctx({ user: trial }))?.kind).toBe('trial');
    expect(switchRefusal('onboarding', ctx({ user: trial }))).toBeNull();
    expect(switchRefusal('onboarding', ctx({ cluster: cluster({}, 'developer') }))).toEqual({ kind: 'role', message: REFUSALS.noPermission });
  });

  it('puts the account before the state: a refused feature is not told to connect first', () => {
    expect(switchRefusal('dataAgent', ctx({ user: user({}, []), status: 'sleeping' }))?.kind).toBe('unavailable');
  });
});

describe('data agent and the confirmations (doc 2 §4)', () => {
  it('blocks turning data agent off while connections exist, by their count', () => {
    expect(changeRefusal('dataAgent', false, 0)).toBeNull();
    expect(changeRefusal('dataAgent', false, 1)).toEqual({
      kind: 'state',
      message: "Delete this cluster's data agent connection before turning Data Agent off.",
    });
    expect(changeRefusal('dataAgent', false, 2)).toEqual({
      kind: 'state',
      message: "Delete this cluster's 2 data agent connections before turning Data Agent off.",
    });
    expect(changeRefusal('dataAgent', true, 2)).toBeNull();
  });

  it('asks before turning data agent and the advanced SQL interface on, not off', () => {
    expect(confirmationFor('dataAgent', true)?.title).toBe('Turn on Data Agent?');
    expect(confirmationFor('sqli', true)?.message).toMatch(/restarts the cluster's services/);
    expect(confirmationFor('dataAgent', false)).toBeNull();
    expect(confirmationFor('sqli', false)).toBeNull();
    expect(confirmationFor('onboarding', true)).toBeNull();
  });
});
