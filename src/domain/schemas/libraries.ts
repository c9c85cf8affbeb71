/**
 * Libraries (spec doc 2 §5, §7): the install form, the edit-version form and every libraries call, with the
 * rules and texts of domain/validation/libraries.ts. The form and the emulator check the same rules: the form
 * holds one source's inputs at a time, the calls `{type, data}`.
 */
import * as v from 'valibot';
import type { LibraryRef } from '../../contract/types';
import {
  cranPackageProblem,
  fileNameProblem,
  filePathProblem,
  isFilePath,
  LIBRARY_MESSAGES,
  mavenCoordinatesProblem,
  pypiPackagesProblem,
  repositoryProblem,
  uploadProblem,
  versionProblem,
} from '../validation/libraries';
import { across, ruledText, textOrEmpty } from './common';

/** The sources of the install dialog (doc 2 §2), in its order. */
export const LIBRARY_SOURCES = ['pypi', 'organization', 'path', 'maven', 'cran', 'upload'] as const;
export type LibrarySource = (typeof LIBRARY_SOURCES)[number];

export const LIBRARY_SOURCE_LABELS: Record<LibrarySource, string> = {
  pypi: 'PyPI',
  organization: 'Organization',
  path: 'File Path / GCS',
  maven: 'Maven',
  cran: 'CRAN',
  upload: 'File Uploader',
};

export type LibraryFormValues = {
  source: LibrarySource;
  packages: string[];
  orgFile: string | null;
  path: string;
  coordinates: string;
  mavenRepository: string;
  cranPackage: string;
  cranRepository: string;
  file: { name: string; size: number } | null;
};

export const EMPTY_LIBRARY_FORM: LibraryFormValues = {
  source: 'pypi',
  packages: [],
  orgFile: null,
  path: '',
  coordinates: '',
  mavenRepository: '',
  cranPackage: '',
  cranRepository: '',
  file: null,
};

const when = (source: LibrarySource, rule: (values: LibraryFormValues) => string | null) => (values: LibraryFormValues) =>
  values.source === source ? rule(values) : null;

/** The install form: only the chosen source's inputs are checked. */
export const libraryFormSchema = v.pipe(
  v.object({
    source: v.picklist(LIBRARY_SOURCES),
    packages: v.array(v.string()),
    orgFile: v.nullable(v.string()),
    path: v.string(),
    coordinates: v.string(),
    mavenRepository: v.string(),
    cranPackage: v.string(),
    cranRepository: v.string(),
    file: v.nullable(v.object({ name: v.string(), size: v.number() })),
  }),
  across<LibraryFormValues>('packages', ['source'], when('pypi', (x) => pypiPackagesProblem(x.packages))),
  across<LibraryFormValues>('orgFile', ['source'], when('organization', (x) => (x.orgFile ? null : LIBRARY_MESSAGES.orgFileRequired))),
  across<LibraryFormValues>('path', ['source'], when('path', (x) => filePathProblem(x.path))),
  across<LibraryFormValues>('coordinates', ['source'], when('maven', (x) => mavenCoordinatesProblem(x.coordinates))),
  across<LibraryFormValues>('mavenRepository', ['source'], when('maven', (x) => repositoryProblem(x.mavenRepository))),
  across<LibraryFormValues>('cranPackage', ['source'], when('cran', (x) => cranPackageProblem(x.cranPackage))),
  across<LibraryFormValues>('cranRepository', ['source'], when('cran', (x) => repositoryProblem(x.cranRepository))),
  across<LibraryFormValues>('file', ['source'], when('upload', (x) => uploadProblem(x.file))),
);

const optionalRepository = (repository: string) => (repository.trim() === '' ? {} : { repository: repository.trim() });

/**
 * The install call's `{type, data}` from the form (Organization, File Path / GCS and File Uploader all install a
 * file; the uploader's file by the name the upload call answered, `uploadedAs`).
 */
export function toLibraryRef(values: LibraryFormValues, uploadedAs?: string): LibraryRef {
  switch (values.source) {
    case 'pypi':
      return { type: 'pypi', data: { packages: values.packages.map((p) => p.trim()).filter((p) => p !== '') } };
    case 'organization':
      return { type: 'file', data: { file: values.orgFile ?? '' } };
    case 'path':
      return { type: 'file', data: { file: values.path.trim() } };
    case 'maven':
      return { type: 'maven', data: { coordinates: values.coordinates.trim(), ...optionalRepository(values.mavenRepository) } };
    case 'cran':
      return { type: 'cran', data: { package: values.cranPackage.trim(), ...optionalRepository(values.cranRepository) } };
    case 'upload':
      return { type: 'file', data: { file: uploadedAs ?? values.file?.name ?? '' } };
  }
}

// --- The calls ------------------------------------------------------------------------------------

/** A text field checked by a rule function, then trimmed. */
function ruled(problem: (value: string) => string | null, required: string) {
  return v.pipe(ruledText(required, problem), v.trim());
}

const pypiData = v.object({
  packages: v.pipe(
    v.optional(v.array(v.string(LIBRARY_MESSAGES.pypiRequired), LIBRARY_MESSAGES.pypiRequired), []),
    v.rawCheck<string[]>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = pypiPackagesProblem(dataset.value);
      if (message) addIssue({ message });
    }),
    v.transform((packages) => packages.map((p) => p.trim()).filter((p) => p !== '')),
  ),
});

const mavenData = v.object({
  coordinates: ruled(mavenCoordinatesProblem, LIBRARY_MESSAGES.mavenRequired),
  repository: v.optional(ruled((value) => repositoryProblem(value), LIBRARY_MESSAGES.repository)),
});

const cranData = v.object({
  package: ruled(cranPackageProblem, LIBRARY_MESSAGES.cranRequired),
  repository: v.optional(ruled((value) => repositoryProblem(value), LIBRARY_MESSAGES.repository)),
});

/** A file: an uploaded file's name, or a path (gs://… or /…) to one. */
const fileData = v.object({
  file: ruled((value) => (isFilePath(value.trim()) ? filePathProblem(value) : fileNameProblem(value)), LIBRARY_MESSAGES.fileRequired),
});

// Missing data reads as empty, so the caller sees what the source needs.
const refEntries = {
  pypi: v.object({ type: v.literal('pypi'), data: v.optional(pypiData, {}) }),
  maven: v.object({ type: v.literal('maven'), data: v.optional(mavenData, {}) }),
  cran: v.object({ type: v.literal('cran'), data: v.optional(cranData, {}) }),
  file: v.object({ type: v.literal('file'), data: v.optional(fileData, {}) }),
};

const libraryRefSchema = v.variant('type', [refEntries.pypi, refEntries.maven, refEntries.cran, refEntries.file], LIBRARY_MESSAGES.type);

/** PUT instances/{id}/libraries/install: `{type, data, overwrite?}`. */
export const libraryInstallPayloadSchema = v.variant(
  'type',
  [
    v.object({ ...refEntries.pypi.entries, overwrite: v.optional(v.boolean()) }),
    v.object({ ...refEntries.maven.entries, overwrite: v.optional(v.boolean()) }),
    v.object({ ...refEntries.cran.entries, overwrite: v.optional(v.boolean()) }),
    v.object({ ...refEntries.file.entries, overwrite: v.optional(v.boolean()) }),
  ],
  LIBRARY_MESSAGES.type,
);

/** PUT instances/{id}/libraries/uninstall: `{type, data}`. */
export const libraryUninstallPayloadSchema = libraryRefSchema;

/** PUT instances/{id}/libraries/uninstall-multiple: `{ libraries: [{type, data}, …] }`. */
export const libraryUninstallMultiplePayloadSchema = v.object({
  libraries: v.pipe(
    v.optional(v.array(libraryRefSchema, LIBRARY_MESSAGES.librariesRequired), []),
    v.minLength(1, LIBRARY_MESSAGES.librariesRequired),
    v.maxLength(200, LIBRARY_MESSAGES.librariesRequired),
  ),
});

/** PUT instances/{id}/libraries/upload: `{clientOrigin, file}`. */
export const libraryUploadPayloadSchema = v.object({
  clientOrigin: v.pipe(
    textOrEmpty(LIBRARY_MESSAGES.clientOrigin),
    v.check((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '');
      } catch {
        return false;
      }
    }, LIBRARY_MESSAGES.clientOrigin),
  ),
  file: ruled(fileNameProblem, LIBRARY_MESSAGES.fileRequired),
});

/** POST instances/libraries/sync: `{instanceID, type: 'pypi'}`. */
export const librarySyncPayloadSchema = v.object({
  instanceID: v.pipe(textOrEmpty(LIBRARY_MESSAGES.instanceID), v.trim(), v.minLength(1, LIBRARY_MESSAGES.instanceID)),
  type: v.pipe(textOrEmpty(LIBRARY_MESSAGES.syncType), v.literal('pypi', LIBRARY_MESSAGES.syncType)),
});

/** Edit Version (doc 2 §5): empty means latest, else 1 to 4 numbers. */
export const libraryVersionFormSchema = v.object({
  version: v.pipe(
    v.string(),
    v.check((value) => versionProblem(value) === null, LIBRARY_MESSAGES.version),
  ),
});
