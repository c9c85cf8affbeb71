/**
 * Libraries (spec doc 2 §5 PyPI, Maven, CRAN, File, Version edit): the texts of their rules and the rules as
 * plain functions, shared by the install form, the edit-version form and the emulator (through the schemas of
 * domain/schemas/libraries.ts, kept apart so valibot loads with the dialog only). Quoted spec texts are exact,
 * typos included ('pacakge'); the rest are ours.
 *
 * The version rule's example ends in '{ip}' in the spec: an address-shaped example (four numbers with dots)
 * that was redacted as if it were an IP address. The rule allows one to four numbers, so the text ends in
 * '1.0.0.0'.
 */

export const LIBRARY_FILE_EXTENSIONS = ['py', 'jar', 'whl', 'egg'] as const;
export type LibraryFileExtension = (typeof LIBRARY_FILE_EXTENSIONS)[number];

/** The biggest file the upload URL takes (the emulator's request body limit). */
export const LIBRARY_FILE_MAX_BYTES = 256 * 1024;

/** Defaults of doc 2 §5 when no repository is given. */
export const MAVEN_CENTRAL = 'https://repo1.maven.org/maven2/';
export const CRAN_CLOUD_MIRROR = 'https://cloud.r-project.org/';

export const LIBRARY_MESSAGES = {
  // Exact (doc 2 §5).
  pypiHint: 'Type and press Space eg., numpy==1.3',
  pypiRequired: 'Add at least one PyPI Package',
  mavenRequired: 'Please add Maven Coordinates',
  cranRequired: 'Please add CRAN Package',
  fileRequired: 'Please upload a supported file',
  fileType: 'You can only upload Py, JAR, WHL, or Egg files!',
  version: 'Please enter a valid pacakge version e.g. 1, 1.0 or 1.0.0 or 1.0.0.0',
  // Ours.
  pypiFormat: (pkg: string) => `"${pkg}" is not a pip package: use a name, or name==version`,
  pypiTooMany: (max: number) => `Install at most ${max} packages at once`,
  mavenFormat: 'Maven coordinates look like group:artifact:version',
  cranFormat: 'A CRAN package name has letters, digits and dots, and starts with a letter',
  repository: 'Enter the repository as an http:// or https:// address',
  pathRequired: 'Enter the path of the file',
  pathFormat: 'Enter a path starting with gs:// or /',
  orgFileRequired: 'Choose one of the files uploaded to this cluster',
  fileTooLarge: `The file is too large (at most ${LIBRARY_FILE_MAX_BYTES / 1024} KB)`,
  fileEmpty: 'The file is empty',
  fileBareName: 'Send the file name alone, without folders',
  // The calls' own fields, which no form shows.
  type: 'type must be pypi, maven, cran or file',
  syncType: 'type must be pypi',
  clientOrigin: 'clientOrigin must be the http:// or https:// origin of the page',
  instanceID: 'instanceID is required',
  librariesRequired: 'Choose at least one library',
  tooLong: (max: number) => `At most ${max} characters`,
} as const;

/** Ours: bounds that keep a request sane. */
export const PYPI_MAX_PACKAGES = 50;
export const LIBRARY_TEXT_MAX = 500;

/**
 * A pip requirement as `pip install` takes it: a PEP 508 name, optional extras, optional version specifiers
 * (==, >=, <=, ~=, !=, >, <, comma-separated). URLs, paths and options (-r, --index-url) are not pip-compatible
 * here: they would reach outside the package index.
 */
const PIP_NAME = '[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?';
const PIP_VERSION = '[A-Za-z0-9.*+!_-]+';
const PIP_SPEC = `(?:===?|>=|<=|~=|!=|>|<)\\s*${PIP_VERSION}`;
export const PIP_REQUIREMENT = new RegExp(
  `^${PIP_NAME}(?:\\[${PIP_NAME}(?:,${PIP_NAME})*\\])?(?:${PIP_SPEC}(?:,${PIP_SPEC})*)?$`,
);

/** group:artifact:version (optionally with packaging and classifier), no spaces. */
export const MAVEN_COORDINATES = /^[A-Za-z0-9_.-]+:[A-Za-z0-9_.-]+(?::[A-Za-z0-9_.-]+){1,3}$/;
export const CRAN_PACKAGE = /^[A-Za-z][A-Za-z0-9.]*$/;
/** One to four numbers (doc 2 §5: 1, 1.0, 1.0.0, 1.0.0.0). */
export const PACKAGE_VERSION = /^\d+(?:\.\d+){0,3}$/;

export function pypiPackagesProblem(packages: readonly string[]): string | null {
  const tokens = packages.map((p) => p.trim()).filter((p) => p !== '');
  if (tokens.length === 0) return LIBRARY_MESSAGES.pypiRequired;
  if (tokens.length > PYPI_MAX_PACKAGES) return LIBRARY_MESSAGES.pypiTooMany(PYPI_MAX_PACKAGES);
  const wrong = tokens.find((p) => p.length > LIBRARY_TEXT_MAX || !PIP_REQUIREMENT.test(p));
  return wrong === undefined ? null : LIBRARY_MESSAGES.pypiFormat(wrong);
}

export function mavenCoordinatesProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return LIBRARY_MESSAGES.mavenRequired;
  if (trimmed.length > LIBRARY_TEXT_MAX) return LIBRARY_MESSAGES.tooLong(LIBRARY_TEXT_MAX);
  return MAVEN_COORDINATES.test(trimmed) ? null : LIBRARY_MESSAGES.mavenFormat;
}

export function cranPackageProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return LIBRARY_MESSAGES.cranRequired;
  if (trimmed.length > LIBRARY_TEXT_MAX) return LIBRARY_MESSAGES.tooLong(LIBRARY_TEXT_MAX);
  return CRAN_PACKAGE.test(trimmed) ? null : LIBRARY_MESSAGES.cranFormat;
}

/** Optional: blank means the default repository. */
export function repositoryProblem(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  if (trimmed.length > LIBRARY_TEXT_MAX) return LIBRARY_MESSAGES.tooLong(LIBRARY_TEXT_MAX);
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : LIBRARY_MESSAGES.repository;
  } catch {
    return LIBRARY_MESSAGES.repository;
  }
}

/** The extension of a file name or path, lower case ('' when it has none). */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function isLibraryFileName(name: string): boolean {
  return (LIBRARY_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** A bare file name: no folder separator, no control character, not only dots. */
export function isBareFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return !/[/\\\u0000-\u001f\u007f]/.test(name) && !/^\.+$/.test(name);
}

/** A file's name (the uploader, the upload call): required, a bare name, and a Py, JAR, WHL or Egg file. */
export function fileNameProblem(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return LIBRARY_MESSAGES.fileRequired;
  if (trimmed.length > LIBRARY_TEXT_MAX) return LIBRARY_MESSAGES.tooLong(LIBRARY_TEXT_MAX);
  if (!isBareFileName(trimmed)) return LIBRARY_MESSAGES.fileBareName;
  return isLibraryFileName(trimmed) ? null : LIBRARY_MESSAGES.fileType;
}

/** A file the uploader holds: its name's rule, then its size. */
export function uploadProblem(file: { name: string; size: number } | null): string | null {
  if (file === null) return LIBRARY_MESSAGES.fileRequired;
  const nameProblem = fileNameProblem(file.name);
  if (nameProblem) return nameProblem;
  if (file.size === 0) return LIBRARY_MESSAGES.fileEmpty;
  return file.size > LIBRARY_FILE_MAX_BYTES ? LIBRARY_MESSAGES.fileTooLarge : null;
}

/** A path the cluster reads (File Path / GCS): gs://… or an absolute path, to a Py, JAR, WHL or Egg file. */
export function filePathProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return LIBRARY_MESSAGES.pathRequired;
  if (trimmed.length > LIBRARY_TEXT_MAX) return LIBRARY_MESSAGES.tooLong(LIBRARY_TEXT_MAX);
  if (!/^(gs:\/\/[^/\s]+\/|\/)\S*$/.test(trimmed)) return LIBRARY_MESSAGES.pathFormat;
  return isLibraryFileName(trimmed) ? null : LIBRARY_MESSAGES.fileType;
}

export function isFilePath(value: string): boolean {
  return value.startsWith('gs://') || value.startsWith('/');
}

/** Edit Version (doc 2 §5): empty means latest. */
export function versionProblem(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' || PACKAGE_VERSION.test(trimmed) ? null : LIBRARY_MESSAGES.version;
}

/** The inputs of the install form a server field message goes under. */
export type LibraryInput = 'packages' | 'orgFile' | 'path' | 'coordinates' | 'mavenRepository' | 'cranPackage' | 'cranRepository' | 'file';

/**
 * Where the install and upload calls' field messages go in the dialog, by the source it shows ('pypi',
 * 'organization', 'path', 'maven', 'cran', 'upload'): `data.packages` under the packages input, and so on.
 */
export function libraryInputForServerField(source: string): (fieldName: string) => LibraryInput | null {
  return (fieldName) => {
    switch (fieldName) {
      case 'data.packages':
        return 'packages';
      case 'data.coordinates':
        return 'coordinates';
      case 'data.repository':
        return source === 'cran' ? 'cranRepository' : 'mavenRepository';
      case 'data.package':
        return 'cranPackage';
      case 'file':
      case 'data.file':
        return source === 'organization' ? 'orgFile' : source === 'path' ? 'path' : 'file';
      default:
        return null;
    }
  };
}
