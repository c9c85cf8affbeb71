/**
 * The Data Apps page's catalogue filters (doc 3 §2 Data Apps page, §3 Catalogue filters): business functions,
 * data sources, types and the search, kept in the URL query so a reload or a shared link keeps them
 * (/data-apps?businessFunction=Finance&dataSource=sap-ecc&type=accelerator&search=ledger&cluster=sales-analytics).
 * /data-apps/{blueprintName} prefills the search. Pure: the page reads and writes the query through these.
 */
import type { DataApp, DataSource } from '../contract/types';
import type { DataAppCluster } from '../contract/types/data-app-exports';
import { DATA_APP_IMPORT_MESSAGES as IMPORT_TEXTS } from './validation/data-app-import';

export interface CatalogueFilters {
  businessFunctions: string[];
  dataSources: string[];
  types: string[];
  search: string;
}

export const EMPTY_FILTERS: CatalogueFilters = { businessFunctions: [], dataSources: [], types: [], search: '' };

/** The URL query's parameter names (repeated for several values). */
export const CATALOGUE_PARAMS = {
  businessFunction: 'businessFunction',
  dataSource: 'dataSource',
  type: 'type',
  search: 'search',
  cluster: 'cluster',
} as const;

/** The catalogue's types and how the page names them (the API's words are its values). */
export const DATA_APP_TYPE_LABELS: Readonly<Record<string, string>> = {
  dataapp: 'Data App',
  accelerator: 'Accelerator',
  sample: 'Sample',
};

export function typeLabel(type: string | undefined): string {
  if (!type) return DATA_APP_TYPE_LABELS.dataapp ?? 'Data App';
  return DATA_APP_TYPE_LABELS[type] ?? type;
}

const unique = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];

/**
 * The filters a URL query holds; `blueprintName` (the path's /data-apps/{blueprintName}) prefills the search
 * when the query has none: a data app's slug or name reads as its name, anything else as written.
 */
export function parseCatalogueQuery(
  query: string,
  blueprintName?: string | null,
  apps: readonly Pick<DataApp, 'name' | 'slug' | 'id'>[] = [],
): CatalogueFilters {
  const params = new URLSearchParams(query);
  const search = params.get(CATALOGUE_PARAMS.search);
  return {
    businessFunctions: unique(params.getAll(CATALOGUE_PARAMS.businessFunction)),
    dataSources: unique(params.getAll(CATALOGUE_PARAMS.dataSource)),
    types: unique(params.getAll(CATALOGUE_PARAMS.type)),
    search: search ?? (blueprintName ? prefillSearch(blueprintName, apps) : ''),
  };
}

/** The search a /data-apps/{blueprintName} link opens with. */
export function prefillSearch(blueprintName: string, apps: readonly Pick<DataApp, 'name' | 'slug' | 'id'>[]): string {
  let text = blueprintName;
  try {
    text = decodeURIComponent(blueprintName);
  } catch {
    // A malformed escape: the text as written.
  }
  const wanted = text.trim().toLowerCase();
  const app = apps.find((a) => a.slug?.toLowerCase() === wanted || a.id.toLowerCase() === wanted || a.name.toLowerCase() === wanted);
  return app ? app.name : text.trim();
}

/**
 * The URL query for `filters`, keeping the other parameters of `current` (the cluster) as they are. Empty
 * filters leave no parameter behind.
 */
export function catalogueQuery(filters: CatalogueFilters, current = ''): string {
  const params = new URLSearchParams(current);
  for (const name of [CATALOGUE_PARAMS.businessFunction, CATALOGUE_PARAMS.dataSource, CATALOGUE_PARAMS.type, CATALOGUE_PARAMS.search]) {
    params.delete(name);
  }
  for (const value of filters.businessFunctions) params.append(CATALOGUE_PARAMS.businessFunction, value);
  for (const value of filters.dataSources) params.append(CATALOGUE_PARAMS.dataSource, value);
  for (const value of filters.types) params.append(CATALOGUE_PARAMS.type, value);
  if (filters.search !== '') params.set(CATALOGUE_PARAMS.search, filters.search);
  return params.toString();
}

export function hasFilters(filters: CatalogueFilters): boolean {
  return filters.businessFunctions.length + filters.dataSources.length + filters.types.length > 0 || filters.search.trim() !== '';
}

type Filterable = Pick<DataApp, 'name' | 'slug' | 'description' | 'tag' | 'businessFunction' | 'type' | 'blueprintCategory' | 'dataSources'>;

/** Whether the app's name, slug, description, tag, business function or category holds the search text. */
function matchesSearch(app: Filterable, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [app.name, app.slug, app.description, app.tag, app.businessFunction, app.blueprintCategory?.name].some((text) =>
    text?.toLowerCase().includes(needle),
  );
}

/**
 * The data apps the filters let through: within a facet any chosen value matches (or), across facets all must
 * (and), and the search on top. A type missing on an app reads as 'dataapp'.
 */
export function filterDataApps<T extends Filterable>(apps: readonly T[], filters: CatalogueFilters): T[] {
  return apps.filter(
    (app) =>
      (filters.businessFunctions.length === 0 || filters.businessFunctions.includes(app.businessFunction ?? '')) &&
      (filters.dataSources.length === 0 || (app.dataSources ?? []).some((id) => filters.dataSources.includes(id))) &&
      (filters.types.length === 0 || filters.types.includes(app.type ?? 'dataapp')) &&
      matchesSearch(app, filters.search),
  );
}

export interface FacetOption {
  value: string;
  label: string;
}

export interface CatalogueFacets {
  businessFunctions: FacetOption[];
  dataSources: FacetOption[];
  types: FacetOption[];
}

/** The values each facet offers: those the catalogue uses, alphabetical (types in their own order). */
export function catalogueFacets(apps: readonly Filterable[], sources: readonly DataSource[]): CatalogueFacets {
  const functions = unique(apps.map((a) => a.businessFunction ?? '')).sort((a, b) => a.localeCompare(b));
  const used = new Set(apps.flatMap((a) => a.dataSources ?? []));
  const types = unique(apps.map((a) => a.type ?? 'dataapp'));
  const order = Object.keys(DATA_APP_TYPE_LABELS);
  return {
    businessFunctions: functions.map((value) => ({ value, label: value })),
    dataSources: sources
      .filter((s) => used.has(s.id))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((s) => ({ value: s.id, label: s.name })),
    types: types
      .sort((a, b) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1))
      .map((value) => ({ value, label: typeLabel(value) })),
  };
}

export type FacetKey = 'businessFunctions' | 'dataSources' | 'types';

/** One removable tag of the filters in force. */
export interface FilterTag {
  facet: FacetKey | 'search';
  value: string;
  label: string;
}

/** The tags of the filters in force, in facet order; a data source by its name. */
export function filterTags(filters: CatalogueFilters, sources: readonly DataSource[]): FilterTag[] {
  const sourceName = (id: string) => sources.find((s) => s.id === id)?.name ?? id;
  return [
    ...filters.businessFunctions.map((value) => ({ facet: 'businessFunctions' as const, value, label: value })),
    ...filters.dataSources.map((value) => ({ facet: 'dataSources' as const, value, label: sourceName(value) })),
    ...filters.types.map((value) => ({ facet: 'types' as const, value, label: typeLabel(value) })),
    ...(filters.search.trim() !== '' ? [{ facet: 'search' as const, value: filters.search, label: `“${filters.search.trim()}”` }] : []),
  ];
}

/** The filters without one tag. */
export function withoutTag(filters: CatalogueFilters, tag: FilterTag): CatalogueFilters {
  if (tag.facet === 'search') return { ...filters, search: '' };
  return { ...filters, [tag.facet]: filters[tag.facet].filter((v) => v !== tag.value) };
}

/** History state another screen may navigate here with (doc 3 §2: failed blueprint ids, for a retry). */
export interface DataAppsHistoryState {
  failedBlueprints?: unknown;
  tenant?: unknown;
  username?: unknown;
}

/** The failed data apps' ids the history state carries (ids as strings, or objects with an id), or none. */
export function failedIdsOf(state: DataAppsHistoryState | null | undefined): string[] {
  const list = state?.failedBlueprints;
  if (!Array.isArray(list)) return [];
  return unique(
    list.map((item: unknown) =>
      typeof item === 'string' ? item : typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'string' ? item.id : '',
    ),
  );
}

/** Ours: the valid_bp_clusters answer does not say which of the two refuses the import. */
export const INSTALL_NOT_ALLOWED = 'Your role on this cluster or your plan does not allow importing data apps onto it.';

/**
 * Why the chosen cluster cannot take an import now, or null (doc 2 §9; doc 3 §5, §6, §8): the role and plan, a
 * connected cluster, no import under way, a running loader. The emulator answers the same refusals.
 */
export function installRefusalOf(
  cluster: Pick<DataAppCluster, 'canInstall' | 'connected' | 'importing' | 'loaderRunning'>,
): string | null {
  if (!cluster.canInstall) return INSTALL_NOT_ALLOWED;
  if (!cluster.connected) return IMPORT_TEXTS.mustBeConnected;
  if (cluster.importing) return IMPORT_TEXTS.importing;
  if (!cluster.loaderRunning) return IMPORT_TEXTS.loaderNotRunning;
  return null;
}
