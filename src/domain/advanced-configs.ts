/**
 * Advanced configurations (spec doc 2 §2, §3, §4, §5, §6, §8): who may view and change them, when they can be
 * read, which items show, how wide an item's description is, the help link, the restart notice, the navigation
 * states other screens open the tab with, and the search and 'modified only' filter (ours). Pure functions.
 */
import type {
  AdvancedConfigItem,
  AdvancedConfigTab,
  AdvancedConfigTabKind,
  ClusterRoleName,
  ServiceToRestart,
} from '../contract/types';
import { docsLink } from './docs-links';
import type { ClusterStatus } from './status';

/** The spec's exact texts (doc 2 §2, §4, §8). */
export const ADVANCED_CONFIGS_TEXTS = {
  serverTab: 'Server Configurations',
  tenantTab: (tenant: string) => `Tenant Configurations (${tenant})`,
  disconnected: 'Cluster is disconnected',
  loading: 'Cluster is loading... Your cluster must be connected to view advanced configurations',
  updated: 'Advanced Configurations has been updated successfully',
  restartSuffix: '. Service(s) must be restarted',
} as const;

/** The success notice of a save (doc 2 §8): with '. Service(s) must be restarted' when a changed item needs it. */
export function advancedConfigsSavedMessage(restart: boolean): string {
  return restart ? `${ADVANCED_CONFIGS_TEXTS.updated}${ADVANCED_CONFIGS_TEXTS.restartSuffix}` : ADVANCED_CONFIGS_TEXTS.updated;
}

/** The 'name' of the server tab in GET and PATCH (doc 2 §7: tenant id or 'system'). */
export const SYSTEM_TAB_NAME = 'system';

// --- Who (doc 2 §6) ----------------------------------------------------------------------------------

export type AdvancedConfigsAccess = 'edit' | 'view' | 'none';

/**
 * Doc 2 §6: "Advanced Configurations needs clusterPolicy.roleName owner or accountAdmin (one reading also
 * allows accountManager for viewing the tab; editing only owner or accountAdmin)". We take that reading.
 */
export function advancedConfigsAccess(role: ClusterRoleName | undefined): AdvancedConfigsAccess {
  if (role === 'owner' || role === 'accountAdmin') return 'edit';
  if (role === 'accountManager') return 'view';
  return 'none';
}

/** Ours: why a caller may not read or change them (the emulator's 403, the read-only tab's tooltip). */
export const ADVANCED_CONFIGS_REFUSALS = {
  view: 'Only the owner, a Manager or a Billing User can view the advanced configurations of this cluster',
  edit: 'Only the owner or a Manager can change the advanced configurations of this cluster',
} as const;

// --- When (doc 2 §4) ---------------------------------------------------------------------------------

/** Null while running (they can be read); otherwise what the tab says instead (doc 2 §4, §8). */
export function advancedConfigsUnavailable(status: ClusterStatus): string | null {
  if (status === 'running') return null;
  return status === 'sleeping' ? ADVANCED_CONFIGS_TEXTS.disconnected : ADVANCED_CONFIGS_TEXTS.loading;
}

// --- Which items show (doc 2 §5) ---------------------------------------------------------------------

/**
 * An item with dependencies shows only when they match the current values: all of them with
 * dependenciesAndingEvaluation, otherwise any one. `valueOf` reads another item of the same tab.
 */
export function isItemVisible(
  item: Pick<AdvancedConfigItem, 'dependencies' | 'dependenciesAndingEvaluation'>,
  valueOf: (key: string) => string | undefined,
): boolean {
  const dependencies = item.dependencies ?? [];
  if (dependencies.length === 0) return true;
  const matches = (d: { key: string; value: string }) => valueOf(d.key) === d.value;
  return item.dependenciesAndingEvaluation ? dependencies.every(matches) : dependencies.some(matches);
}

// --- Layout (doc 2 §5) -------------------------------------------------------------------------------

/**
 * The wire name of the product's own category (the labs features). The spec names it with the vendor's brand
 * word, which we never write: the screen shows it as our brand's name (config/brand.ts).
 */
export const PRODUCT_CATEGORY = 'Product';

/** The categories whose description column is 40 % wide (doc 2 §5); every other is 75 %. */
export const NARROW_DESCRIPTION_CATEGORIES: readonly string[] = ['Diagnostics', 'Integration', PRODUCT_CATEGORY, 'Export'];

export function descriptionWidth(category: string): 40 | 75 {
  return NARROW_DESCRIPTION_CATEGORIES.includes(category) ? 40 : 75;
}

/** A category as the menu names it: the product's own under our brand's name. */
export function categoryLabel(category: string, productName: string): string {
  return category === PRODUCT_CATEGORY ? productName : category;
}

/**
 * The help link of a tab and category (doc 2 §2), the docs-links.ts way: the server tab's categories are on the
 * system page, a tenant's on the tenants page, each at its category's anchor.
 */
export function advancedConfigsHelpLink(documentationBase: string, tab: AdvancedConfigTabKind, categoryName: string): string {
  return docsLink(documentationBase, tab === 'server' ? 'system' : 'tenants', categoryName);
}

// --- Restart (doc 2 §4) ------------------------------------------------------------------------------

export const SERVICE_TO_RESTART_LABELS: Record<ServiceToRestart, string> = {
  loader: 'Loader',
  analytics: 'Analytics',
  SQLi: 'SQL interface',
  all: 'All services',
};

/** The services the changed items restart, in a fixed order ('all' alone when any needs all). */
export function servicesToRestart(changed: readonly Pick<AdvancedConfigItem, 'requiresRestart' | 'serviceToRestart'>[]): ServiceToRestart[] {
  const needed = new Set(changed.filter((i) => i.requiresRestart).map((i) => i.serviceToRestart ?? 'all'));
  if (needed.has('all')) return ['all'];
  return (['analytics', 'loader', 'SQLi'] as const).filter((s) => needed.has(s));
}

// --- Values ------------------------------------------------------------------------------------------

/** Every item of a tab, across its categories. */
export function itemsOfTab(tab: Pick<AdvancedConfigTab, 'categories'>): AdvancedConfigItem[] {
  return tab.categories.flatMap((c) => c.config);
}

/** A form's value as it travels: text ('true'/'false' for a switch, digits for a number). */
export function toWireValue(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** Ours: an item differs from its default (a password, which is never read back, never does). */
export function isModified(item: Pick<AdvancedConfigItem, 'type' | 'defaultValue'>, value: string): boolean {
  if (item.type === 'password' || item.defaultValue === undefined) return false;
  return value !== item.defaultValue;
}

/** Ours: the search box matches an item's label, key or description, case-insensitively. */
export function matchesSearch(item: Pick<AdvancedConfigItem, 'label' | 'key' | 'description'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [item.label, item.key, item.description].some((text) => text.toLowerCase().includes(needle));
}

// --- Navigation states (doc 2 §2) --------------------------------------------------------------------

/** The Null Handling item of the product category, which the configurations' link opens. */
export const NULL_HANDLING_KEY = 'product.sql.nullHandling';

/**
 * What another screen may ask of the tab through the history state: the labs category (server tab, the
 * product category, scrolled to) or the Null Handling item in it.
 */
export type AdvancedConfigsTarget = 'labs' | 'null-handling';

export interface AdvancedConfigsNavState {
  advancedConfigs: AdvancedConfigsTarget;
}

/** The history state that opens the tab at `target`, for `navigate(path, { state })`. */
export function advancedConfigsNavState(target: AdvancedConfigsTarget): AdvancedConfigsNavState {
  return { advancedConfigs: target };
}

/** The target a history state asks for, or null. */
export function readAdvancedConfigsNavState(state: unknown): AdvancedConfigsTarget | null {
  if (typeof state !== 'object' || state === null || !('advancedConfigs' in state)) return null;
  const target = state.advancedConfigs;
  return target === 'labs' || target === 'null-handling' ? target : null;
}
