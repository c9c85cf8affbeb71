/**
 * The rules of importing data apps onto a cluster (doc 2 §6, §9; doc 3 §4, §5, §6): when Import is refused and
 * why, the poll and retry delays, the support check's outcome, and the small readings the tab makes of the
 * catalogue and of the import status. Pure: the emulator applies the same refusals with the cluster in hand.
 */
import type {
  BlueprintSupportResponse,
  ClusterPolicy,
  DataApp,
  DataAppImportStatus,
  DataSource,
  Platform,
  ServiceNodeStatusName,
  User,
} from '../contract/types';
import { isActionSupported, REFUSALS, UNSUPPORTED_ACTION_TOOLTIP } from './permissions';
import { allows } from './policies';
import { DATA_APP_IMPORT_MESSAGES as M } from './validation/data-app-import';

/** How many times a failed status read is retried before the poll's next turn (ours). */
export const DATA_APP_IMPORT_RETRIES = 3;

/** The fields the tab asks of the catalogue (GET blueprints?fields=). */
export const DATA_APP_FIELDS = [
  'id',
  'name',
  'slug',
  'description',
  'tag',
  'businessFunction',
  'type',
  'installable',
  'blueprintCategory',
  'dataSources',
] as const;

/** Loader statuses that count as running for an import (doc 3 §5 'The loader service must be running'). */
const LOADER_RUNNING: readonly ServiceNodeStatusName[] = ['running', 'started', 'started with warnings'];

export function isLoaderRunning(loaderStatus: ServiceNodeStatusName): boolean {
  return LOADER_RUNNING.includes(loaderStatus);
}

export interface ImportRefusalInput {
  user: Pick<User, 'platformActions'>;
  cluster: { platform: Platform; clusterPolicy: Pick<ClusterPolicy, 'blueprintPolicy'> };
  /** The cluster's derived status (domain/status.ts). */
  status: string;
  /** The latest import is still loading. */
  importing: boolean;
  /** The loader's overall status when known (the services status); unknown: not checked here. */
  loaderStatus?: ServiceNodeStatusName | null;
}

/**
 * Why Import is refused, or null (doc 2 §6, §9; doc 3 §5, §6): the plan's dataapps action, blueprintPolicy
 * create, a connected cluster, no import under way, and a running loader.
 */
export function importRefusal({ user, cluster, status, importing, loaderStatus }: ImportRefusalInput): string | null {
  if (!isActionSupported(user, 'dataapps', cluster.platform)) return UNSUPPORTED_ACTION_TOOLTIP;
  if (!allows(cluster.clusterPolicy, 'blueprintPolicy', 'create')) return REFUSALS.noPermission;
  if (status !== 'running') return M.mustBeConnected;
  if (importing) return M.importing;
  if (loaderStatus && !isLoaderRunning(loaderStatus)) return M.loaderNotRunning;
  return null;
}

/** What the support check says of one data app on the cluster. */
export type SupportVerdict = { kind: 'supported' } | { kind: 'custom' } | { kind: 'unsupported'; versions: string[] };

export function supportVerdict(answer: BlueprintSupportResponse): SupportVerdict {
  if (answer.isCustom) return { kind: 'custom' };
  if (answer.isSupported) return { kind: 'supported' };
  return { kind: 'unsupported', versions: answer.supportedVersions };
}

/** Whether a data app may be chosen at all: a non-installable one shows 'Data app isn't available'. */
export function isInstallable(app: Pick<DataApp, 'installable'>): boolean {
  return app.installable;
}

/** The catalogue's data apps whose name, category, business function or tag holds the search text. */
export function searchDataApps<T extends Pick<DataApp, 'name' | 'tag' | 'businessFunction' | 'blueprintCategory'>>(
  apps: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...apps];
  return apps.filter((app) =>
    [app.name, app.tag, app.businessFunction, app.blueprintCategory?.name].some((text) => text?.toLowerCase().includes(needle)),
  );
}

/** The ids of the data apps on the cluster. */
export function importedIds(status: Pick<DataAppImportStatus, 'importedBlueprints'> | undefined): Set<string> {
  return new Set((status?.importedBlueprints ?? []).flatMap((group) => group.blueprints.map((b) => b.id)));
}

export function isImporting(status: Pick<DataAppImportStatus, 'state'> | undefined): boolean {
  return status?.state === 'loading';
}

/**
 * The data sources the datasource select offers: those every chosen data app reads from, when they share any;
 * otherwise every data source (an app that names none can copy from any).
 */
export function dataSourceOptions(all: readonly DataSource[], chosen: readonly Pick<DataApp, 'dataSources'>[]): DataSource[] {
  const lists = chosen.map((app) => app.dataSources ?? []).filter((list) => list.length > 0);
  if (lists.length === 0) return [...all];
  const shared = all.filter((source) => lists.every((list) => list.includes(source.id)));
  return shared.length > 0 ? shared : [...all];
}
