/**
 * Advanced configurations of a cluster (doc 2 §3 Advanced config tab and Config item, §7): the server's and each
 * tenant's settings, in categories, and the change the Save button sends.
 */

/** The input an item is edited with (doc 2 §3). */
export type AdvancedConfigType = 'enum' | 'string' | 'password' | 'text' | 'boolean' | 'number';

/** Which services a change to an item restarts (doc 2 §3). */
export type ServiceToRestart = 'loader' | 'analytics' | 'SQLi' | 'all';

/**
 * A bound of an item: for a number, its smallest and largest value; for a string or text, `max` is its longest
 * length (doc 2 §5).
 */
export interface AdvancedConfigValidator {
  min?: number;
  max?: number;
}

/** The item shows only while the item `key` (of the same tab) holds `value` (doc 2 §5). */
export interface AdvancedConfigDependency {
  key: string;
  value: string;
}

/**
 * One setting (doc 2 §3 Config item). Values travel as text: a boolean is 'true' or 'false', a number its
 * decimal digits. A password's value is never sent back: it reads as ''.
 */
export interface AdvancedConfigItem {
  key: string;
  label: string;
  description: string;
  type: AdvancedConfigType;
  value: string;
  /** Ours (beyond the spec): the value the item has until someone changes it; the 'modified only' filter reads it. */
  defaultValue?: string;
  /** The options of an enum. */
  possibleValues?: string[];
  validators?: AdvancedConfigValidator[];
  dependencies?: AdvancedConfigDependency[];
  /** True: every dependency must match; otherwise any one (doc 2 §5). */
  dependenciesAndingEvaluation?: boolean;
  requiresRestart?: boolean;
  serviceToRestart?: ServiceToRestart;
}

export interface AdvancedConfigCategory {
  category: string;
  config: AdvancedConfigItem[];
}

/** 'server': the cluster's own settings (name 'system'); 'tenant': one tenant's (name is the tenant's id). */
export type AdvancedConfigTabKind = 'server' | 'tenant';

/** One tab of settings (doc 2 §3 Advanced config tab). */
export interface AdvancedConfigTab {
  tab: AdvancedConfigTabKind;
  /** 'system' for the server tab, the tenant's id for a tenant's. */
  name: string;
  displayName: string;
  id: string;
  categories: AdvancedConfigCategory[];
}

/** GET instances/{id}/advanced-configs: the server tab, then one tab per tenant. */
export type AdvancedConfigsResponse = AdvancedConfigTab[];

export interface AdvancedConfigChange {
  configKey: string;
  configValue: string;
}

/** One tab's changes: `name` is 'system' or a tenant's id. */
export interface AdvancedConfigsPatchEntry {
  name: string;
  data: AdvancedConfigChange[];
}

/** PATCH instances/{id}/advanced-configs (doc 2 §7); answers { message }. */
export type AdvancedConfigsPatchPayload = AdvancedConfigsPatchEntry[];
