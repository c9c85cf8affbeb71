/**
 * Libraries of a cluster (spec doc 2 §2 Libraries, §3 Library, §4 Library state, §6, §8, §9): runtimes and
 * states, the one-at-a-time rule, who may act and why not, the refresh interval, the filter, and which
 * installed libraries an install would overwrite. Pure: the tab, its factories and the emulator use the same.
 */
import type { Library, LibraryRef, LibraryState, LibraryType } from '../contract/types';
import { CRAN_CLOUD_MIRROR, MAVEN_CENTRAL } from './validation/libraries';

// --- Runtimes and states (doc 2 §3, §4) -----------------------------------------------------------

export const LIBRARY_RUNTIMES = ['analytics', 'loader', 'chidori', 'spark'] as const;
export type LibraryRuntime = (typeof LIBRARY_RUNTIMES)[number];

export const RUNTIME_STATE_FIELD = {
  analytics: 'analyticsState',
  loader: 'loaderState',
  chidori: 'chidoriState',
  spark: 'sparkState',
} as const satisfies Record<LibraryRuntime, keyof Library>;

export const RUNTIME_LABELS: Record<LibraryRuntime, string> = {
  analytics: 'Analytics',
  loader: 'Loader',
  chidori: 'Chidori',
  spark: 'Spark',
};

export const LIBRARY_STATES = ['installing', 'installed', 'failed', 'uninstalling', 'uninstalled'] as const satisfies readonly LibraryState[];

export const LIBRARY_STATE_LABELS: Record<LibraryState, string> = {
  installing: 'Installing',
  installed: 'Installed',
  failed: 'Failed',
  uninstalling: 'Uninstalling',
  uninstalled: 'Uninstalled',
};

export const LIBRARY_STATE_COLORS: Record<LibraryState, string> = {
  installing: 'blue',
  installed: 'green',
  failed: 'red',
  uninstalling: 'orange',
  uninstalled: 'gray',
};

export const LIBRARY_TYPE_LABELS: Record<LibraryType, string> = {
  pypi: 'PyPI',
  maven: 'Maven',
  cran: 'CRAN',
  file: 'File',
};

export function runtimeStates(library: Library): Record<LibraryRuntime, LibraryState> {
  return {
    analytics: library.analyticsState,
    loader: library.loaderState,
    chidori: library.chidoriState,
    spark: library.sparkState,
  };
}

/** installing and uninstalling are in progress; the rest are final (doc 2 §4). */
export function isStateInProgress(state: LibraryState): boolean {
  return state === 'installing' || state === 'uninstalling';
}

/** What runs on the cluster now, if anything: only one install or uninstall at a time (doc 2 §4). */
export function libraryOperation(libraries: readonly Library[] | undefined): 'installing' | 'uninstalling' | null {
  for (const library of libraries ?? []) {
    const states = Object.values(runtimeStates(library));
    if (states.includes('uninstalling')) return 'uninstalling';
    if (states.includes('installing')) return 'installing';
  }
  return null;
}

// --- Refresh (doc 2 §4, §9) -----------------------------------------------------------------------

export const LIBRARIES_REFRESH_MS = 120_000;
export const LIBRARIES_IN_PROGRESS_REFRESH_MS = 30_000;

export function librariesRefetchInterval(libraries: readonly Library[] | undefined): number {
  return libraryOperation(libraries) === null ? LIBRARIES_REFRESH_MS : LIBRARIES_IN_PROGRESS_REFRESH_MS;
}

// --- Texts (doc 2 §8, exact) and refusals (doc 2 §6) ------------------------------------------------

export const LIBRARY_TEXTS = {
  needHigherPermission: 'You need higher permission',
  anotherInstalling: 'There is another library installing, please wait for it',
  anotherUninstalling: 'There is another library uninstalling, please wait for it',
  platformDisabled: 'Libraries platform action is disabled for the current platform',
  synced: 'Python Packages Versions Syncronised',
  uninstalledOne: 'Library successfully uninstalled',
  uninstalledMany: 'Libraries successfully uninstalled',
  installedDetected: 'Installed Packages Detected',
} as const;

export interface LibraryActor {
  /** The libraries platform action (packages_installion) is supported on the cluster's platform. */
  supported: boolean;
  /** The caller's policy lists allow changing the cluster's configuration (clusterPolicy update). */
  canManage: boolean;
}

/**
 * Why installing, uninstalling or syncing is refused now, or null: the platform first, then the role
 * ('You need higher permission'), then the one-at-a-time rule (the tooltip names what is running).
 */
export function libraryActionRefusal(actor: LibraryActor, operation: 'installing' | 'uninstalling' | null): string | null {
  if (!actor.supported) return LIBRARY_TEXTS.platformDisabled;
  if (!actor.canManage) return LIBRARY_TEXTS.needHigherPermission;
  if (operation === 'installing') return LIBRARY_TEXTS.anotherInstalling;
  if (operation === 'uninstalling') return LIBRARY_TEXTS.anotherUninstalling;
  return null;
}

// --- Names, matching and the filter ----------------------------------------------------------------

/** 'numpy==1.3' → { base: 'numpy', version: '1.3' }; the name before '==' (doc 2 §5). */
export function splitLibraryName(name: string): { base: string; version: string | null } {
  const at = name.indexOf('==');
  return at < 0 ? { base: name.trim(), version: null } : { base: name.slice(0, at).trim(), version: name.slice(at + 2).trim() || null };
}

/** The name of a pip requirement without extras or version specifiers: 'pandas[excel]>=2' → 'pandas'. */
export function pipBaseName(requirement: string): string {
  return (/^[A-Za-z0-9._-]+/.exec(requirement.trim())?.[0] ?? requirement).trim();
}

function normalizeRepository(repository: string | null | undefined, fallback: string): string {
  const value = (repository ?? '').trim() || fallback;
  return (value.endsWith('/') ? value : `${value}/`).toLowerCase();
}

/** The repository a Maven or CRAN request installs from, with the default when none was given. */
export function effectiveRepository(type: 'maven' | 'cran', repository: string | null | undefined): string {
  const value = (repository ?? '').trim();
  return value === '' ? (type === 'maven' ? MAVEN_CENTRAL : CRAN_CLOUD_MIRROR) : value;
}

/** One library a request names, as installed libraries are matched (name before '==', case-insensitive). */
interface MatchKey {
  type: LibraryType;
  name: string;
  repository: string | null;
}

function keysOf(ref: LibraryRef): MatchKey[] {
  switch (ref.type) {
    case 'pypi':
      return ref.data.packages.map((p) => ({ type: 'pypi', name: pipBaseName(p).toLowerCase(), repository: null }));
    case 'maven':
      return [{ type: 'maven', name: splitLibraryName(ref.data.coordinates).base.toLowerCase(), repository: normalizeRepository(ref.data.repository, MAVEN_CENTRAL) }];
    case 'cran':
      return [{ type: 'cran', name: splitLibraryName(ref.data.package).base.toLowerCase(), repository: normalizeRepository(ref.data.repository, CRAN_CLOUD_MIRROR) }];
    case 'file':
      return [{ type: 'file', name: ref.data.file.trim().toLowerCase(), repository: null }];
  }
}

function keyOfLibrary(library: Library): MatchKey {
  const name = (library.type === 'pypi' ? pipBaseName(splitLibraryName(library.name).base) : splitLibraryName(library.name).base).toLowerCase();
  const repository =
    library.type === 'maven'
      ? normalizeRepository(library.repository, MAVEN_CENTRAL)
      : library.type === 'cran'
        ? normalizeRepository(library.repository, CRAN_CLOUD_MIRROR)
        : null;
  return { type: library.type, name, repository };
}

/** Whether a library is still on the cluster (some runtime has not ended uninstalled). */
export function isPresent(library: Library): boolean {
  return Object.values(runtimeStates(library)).some((state) => state !== 'uninstalled');
}

/**
 * The installed libraries an install request would overwrite ('Installed Packages Detected', doc 2 §5): same
 * type and name before '==' (case-insensitive); Maven and CRAN also the same repository.
 */
export function installedConflicts(libraries: readonly Library[], ref: LibraryRef): Library[] {
  const wanted = keysOf(ref);
  return libraries.filter((library) => {
    if (!isPresent(library)) return false;
    const key = keyOfLibrary(library);
    return wanted.some((w) => w.type === key.type && w.name === key.name && w.repository === key.repository);
  });
}

/** Whether `ref` names `library` (an uninstall call's target). */
export function refNames(ref: LibraryRef, library: Library): boolean {
  return installedConflicts([library], ref).length > 0;
}

/** The `{type, data}` that names a listed library (uninstall, uninstall-multiple). */
export function libraryRef(library: Library): LibraryRef {
  switch (library.type) {
    case 'pypi':
      return { type: 'pypi', data: { packages: [library.name] } };
    case 'maven':
      return { type: 'maven', data: { coordinates: library.name, ...(library.repository ? { repository: library.repository } : {}) } };
    case 'cran':
      return { type: 'cran', data: { package: library.name, ...(library.repository ? { repository: library.repository } : {}) } };
    case 'file':
      return { type: 'file', data: { file: library.name } };
  }
}

/** The row's identity in the table (a library is unique by type, name before '==' and repository). */
export function libraryKey(library: Library): string {
  const key = keyOfLibrary(library);
  return `${key.type}:${key.name}:${key.repository ?? ''}`;
}

/** The filter box: name, type, source or error, case-insensitive. */
export function filterLibraries(libraries: readonly Library[], text: string): Library[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...libraries];
  return libraries.filter((library) =>
    [library.name, LIBRARY_TYPE_LABELS[library.type], library.sourceColumn, library.error ?? ''].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

/** A library can be uninstalled once nothing runs on it and some runtime still has it. */
export function isUninstallable(library: Library): boolean {
  const states = Object.values(runtimeStates(library));
  return !states.some(isStateInProgress) && isPresent(library);
}

/** Edit Version applies to PyPI packages: the new requirement is the name, with ==version unless latest. */
export function withVersion(name: string, version: string): string {
  const base = pipBaseName(splitLibraryName(name).base);
  const trimmed = version.trim();
  return trimmed === '' ? base : `${base}==${trimmed}`;
}
