/**
 * Libraries of a cluster (doc 2 §3 Library, §4 Library state, §7 the six libraries calls;
 * docs/emulator-api-parts/libraries.md). Field names are the API's.
 */

/** Where a library comes from (doc 2 §3). */
export type LibraryType = 'pypi' | 'maven' | 'cran' | 'file';

/** Each runtime's state of one library (doc 2 §4): installing and uninstalling are in progress. */
export type LibraryState = 'installing' | 'installed' | 'failed' | 'uninstalling' | 'uninstalled';

export interface Library {
  /** May be name==version (PyPI). Maven: the coordinates; CRAN: the package; file: the file's name or path. */
  name: string;
  type: LibraryType;
  /** What the table's Source column shows: PyPI, the Maven or CRAN repository, the file's origin. */
  sourceColumn: string;
  analyticsState: LibraryState;
  loaderState: LibraryState;
  chidoriState: LibraryState;
  sparkState: LibraryState;
  /** Ours: the repository of a Maven or CRAN library (the default one when none was given), else null. */
  repository: string | null;
  /** Ours: why the install failed on the runtimes whose state is failed, else null. */
  error: string | null;
}

export interface LibrariesResponse {
  libraries: Library[];
  /** Ours: the files uploaded to this cluster (the Organization source offers them). */
  files: LibraryFile[];
}

export interface PypiLibraryData {
  /** pip requirements: name or name==version (name[extra], >=, ~= … too). */
  packages: string[];
}

export interface MavenLibraryData {
  /** group:artifact:version */
  coordinates: string;
  /** Default: Maven Central. */
  repository?: string;
}

export interface CranLibraryData {
  package: string;
  /** Default: the CRAN cloud mirror. */
  repository?: string;
}

export interface FileLibraryData {
  /** A file uploaded to this cluster (its name), or a path (gs://… or /…) the cluster reads. */
  file: string;
}

/** `{type, data}`: one library (or, for PyPI, several packages) to install or uninstall (doc 2 §7). */
export type LibraryRef =
  | { type: 'pypi'; data: PypiLibraryData }
  | { type: 'maven'; data: MavenLibraryData }
  | { type: 'cran'; data: CranLibraryData }
  | { type: 'file'; data: FileLibraryData };

/** PUT instances/{id}/libraries/install; `overwrite` (ours) reinstalls what is already installed. */
export type LibraryInstallPayload = LibraryRef & { overwrite?: boolean };

/** PUT instances/{id}/libraries/uninstall-multiple (a JSON body is an object: the list is under `libraries`). */
export interface LibraryUninstallMultiplePayload {
  libraries: LibraryRef[];
}

/** PUT instances/{id}/libraries/upload */
export interface LibraryUploadPayload {
  /** The page's origin: the upload URL accepts a cross-origin PUT from it. */
  clientOrigin: string;
  /** The file's name. */
  file: string;
}

export interface LibraryUploadResponse {
  /** Where the file is sent by PUT with its content type (no bearer token: the URL is the capability). */
  uploadURL: string;
  /** The name to install it by: `{ type: 'file', data: { file } }`. */
  file: string;
  expiresAt: string;
}

/** POST instances/libraries/sync */
export interface LibrarySyncPayload {
  instanceID: string;
  type: 'pypi';
}

/** Ours: a file uploaded to the cluster (the Organization source lists them). */
export interface LibraryFile {
  file: string;
  size: number;
  contentType: string;
  uploadedAt: string;
}

export interface LibraryFilesResponse {
  files: LibraryFile[];
}
