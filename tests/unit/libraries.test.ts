/**
 * Libraries' rules and exact texts (doc 2 §4, §5, §6, §8, §9): the form's and the calls' schemas, the version
 * rule, the match that prompts 'Installed Packages Detected', the one-at-a-time refusals and the refresh
 * interval.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Library } from '../../src/contract/types';
import {
  filterLibraries,
  installedConflicts,
  LIBRARIES_IN_PROGRESS_REFRESH_MS,
  LIBRARIES_REFRESH_MS,
  LIBRARY_TEXTS,
  libraryActionRefusal,
  libraryOperation,
  libraryRef,
  librariesRefetchInterval,
  withVersion,
} from '../../src/domain/libraries';
import {
  EMPTY_LIBRARY_FORM,
  libraryFormSchema,
  libraryInstallPayloadSchema,
  libraryVersionFormSchema,
  toLibraryRef,
  type LibraryFormValues,
} from '../../src/domain/schemas/libraries';
import { LIBRARY_MESSAGES, versionProblem } from '../../src/domain/validation/libraries';

const lib = (over: Partial<Library>): Library => ({
  name: 'numpy==1.3',
  type: 'pypi',
  sourceColumn: 'PyPI',
  analyticsState: 'installed',
  loaderState: 'installed',
  chidoriState: 'installed',
  sparkState: 'installed',
  repository: null,
  error: null,
  ...over,
});

function formErrors(values: Partial<LibraryFormValues>): Record<string, string> {
  const result = v.safeParse(libraryFormSchema, { ...EMPTY_LIBRARY_FORM, ...values });
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

describe('the exact texts of doc 2 §5 and §8', () => {
  it('has every quoted text verbatim (typos included)', () => {
    expect(LIBRARY_MESSAGES.pypiHint).toBe('Type and press Space eg., numpy==1.3');
    expect(LIBRARY_MESSAGES.pypiRequired).toBe('Add at least one PyPI Package');
    expect(LIBRARY_MESSAGES.mavenRequired).toBe('Please add Maven Coordinates');
    expect(LIBRARY_MESSAGES.cranRequired).toBe('Please add CRAN Package');
    expect(LIBRARY_MESSAGES.fileRequired).toBe('Please upload a supported file');
    expect(LIBRARY_MESSAGES.fileType).toBe('You can only upload Py, JAR, WHL, or Egg files!');
    expect(LIBRARY_MESSAGES.version).toBe('Please enter a valid pacakge version e.g. 1, 1.0 or 1.0.0 or 1.0.0.0');
    expect(LIBRARY_TEXTS).toMatchObject({
      needHigherPermission: 'You need higher permission',
      anotherInstalling: 'There is another library installing, please wait for it',
      anotherUninstalling: 'There is another library uninstalling, please wait for it',
      platformDisabled: 'Libraries platform action is disabled for the current platform',
      synced: 'Python Packages Versions Syncronised',
      uninstalledOne: 'Library successfully uninstalled',
      uninstalledMany: 'Libraries successfully uninstalled',
      installedDetected: 'Installed Packages Detected',
    });
  });
});

describe('the install form', () => {
  it('checks only the chosen source', () => {
    expect(formErrors({ source: 'pypi' })).toEqual({ packages: 'Add at least one PyPI Package' });
    expect(formErrors({ source: 'pypi', packages: ['numpy==1.3', 'pandas[excel]>=2.0', 'scikit-learn'] })).toEqual({});
    expect(formErrors({ source: 'pypi', packages: ['--index-url=http://x'] }).packages).toBe(
      '"--index-url=http://x" is not a pip package: use a name, or name==version',
    );
    expect(formErrors({ source: 'maven' })).toEqual({ coordinates: 'Please add Maven Coordinates' });
    expect(formErrors({ source: 'maven', coordinates: 'a:b:1', mavenRepository: 'not a url' })).toEqual({
      mavenRepository: 'Enter the repository as an http:// or https:// address',
    });
    expect(formErrors({ source: 'cran' })).toEqual({ cranPackage: 'Please add CRAN Package' });
    expect(formErrors({ source: 'cran', cranPackage: 'ggplot2' })).toEqual({});
    expect(formErrors({ source: 'upload' })).toEqual({ file: 'Please upload a supported file' });
    expect(formErrors({ source: 'upload', file: { name: 'setup.exe', size: 10 } })).toEqual({
      file: 'You can only upload Py, JAR, WHL, or Egg files!',
    });
    for (const name of ['a.py', 'b.JAR', 'c-1.0-py3-none-any.whl', 'd.egg']) expect(formErrors({ source: 'upload', file: { name, size: 10 } })).toEqual({});
    expect(formErrors({ source: 'upload', file: { name: 'big.whl', size: 300 * 1024 } }).file).toBe('The file is too large (at most 256 KB)');
    expect(formErrors({ source: 'path', path: 'gs://bucket/lib.zip' })).toEqual({ path: 'You can only upload Py, JAR, WHL, or Egg files!' });
    expect(formErrors({ source: 'path', path: 'gs://bucket/libs/lib.whl' })).toEqual({});
    expect(formErrors({ source: 'organization' })).toEqual({ orgFile: 'Choose one of the files uploaded to this cluster' });
  });

  it('builds the call from the form', () => {
    expect(toLibraryRef({ ...EMPTY_LIBRARY_FORM, packages: [' numpy==1.3 ', 'pandas'] })).toEqual({ type: 'pypi', data: { packages: ['numpy==1.3', 'pandas'] } });
    expect(toLibraryRef({ ...EMPTY_LIBRARY_FORM, source: 'maven', coordinates: 'a:b:1' })).toEqual({ type: 'maven', data: { coordinates: 'a:b:1' } });
    expect(toLibraryRef({ ...EMPTY_LIBRARY_FORM, source: 'cran', cranPackage: 'x', cranRepository: 'https://r.example/' })).toEqual({
      type: 'cran',
      data: { package: 'x', repository: 'https://r.example/' },
    });
    expect(toLibraryRef({ ...EMPTY_LIBRARY_FORM, source: 'path', path: '/libs/a.jar' })).toEqual({ type: 'file', data: { file: '/libs/a.jar' } });
    expect(toLibraryRef({ ...EMPTY_LIBRARY_FORM, source: 'upload', file: { name: 'a.whl', size: 1 } }, 'a.whl')).toEqual({ type: 'file', data: { file: 'a.whl' } });
  });

  it('the install call takes the same rules', () => {
    expect(v.safeParse(libraryInstallPayloadSchema, { type: 'pypi', data: { packages: ['numpy'] }, overwrite: true }).success).toBe(true);
    expect(v.safeParse(libraryInstallPayloadSchema, { type: 'file', data: { file: 'gs://b/x.egg' } }).success).toBe(true);
    const bad = v.safeParse(libraryInstallPayloadSchema, { type: 'cran', data: { package: '' } });
    expect(bad.issues?.[0]?.message).toBe('Please add CRAN Package');
  });
});

describe('Edit Version (doc 2 §5)', () => {
  it('empty means latest; else 1, 1.0, 1.0.0 or 1.0.0.0', () => {
    for (const ok of ['', '  ', '1', '1.0', '1.0.0', '1.0.0.0', '10.22.3']) expect(versionProblem(ok), ok).toBeNull();
    for (const bad of ['1.0.0.0.0', 'v1', '1.', '1.0-beta', 'latest', '1..0']) expect(versionProblem(bad), bad).toBe(LIBRARY_MESSAGES.version);
    expect(v.safeParse(libraryVersionFormSchema, { version: 'x' }).issues?.[0]?.message).toBe(
      'Please enter a valid pacakge version e.g. 1, 1.0 or 1.0.0 or 1.0.0.0',
    );
    expect(withVersion('numpy==1.3', '1.4')).toBe('numpy==1.4');
    expect(withVersion('numpy==1.3', '')).toBe('numpy');
  });
});

describe("'Installed Packages Detected' (doc 2 §5)", () => {
  const installed = [
    lib({ name: 'NumPy==1.3' }),
    lib({ name: 'org.acme:tool:1.0', type: 'maven', sourceColumn: 'https://repo1.maven.org/maven2/', repository: 'https://repo1.maven.org/maven2/' }),
    lib({ name: 'ggplot2', type: 'cran', repository: 'https://cran.example.org/' }),
    lib({ name: 'my.whl', type: 'file' }),
  ];
  it('matches by the name before ==, case-insensitive', () => {
    expect(installedConflicts(installed, { type: 'pypi', data: { packages: ['numpy==2.0', 'pandas'] } }).map((l) => l.name)).toEqual(['NumPy==1.3']);
    expect(installedConflicts(installed, { type: 'pypi', data: { packages: ['numpy2'] } })).toEqual([]);
    expect(installedConflicts(installed, { type: 'file', data: { file: 'MY.whl' } })).toHaveLength(1);
  });
  it('Maven and CRAN also match the repository (the default when none is given)', () => {
    expect(installedConflicts(installed, { type: 'maven', data: { coordinates: 'ORG.ACME:tool:1.0' } })).toHaveLength(1);
    expect(installedConflicts(installed, { type: 'maven', data: { coordinates: 'org.acme:tool:1.0', repository: 'https://other.example/' } })).toEqual([]);
    expect(installedConflicts(installed, { type: 'cran', data: { package: 'ggplot2' } })).toEqual([]);
    expect(installedConflicts(installed, { type: 'cran', data: { package: 'GGPLOT2', repository: 'https://cran.example.org' } })).toHaveLength(1);
  });
  it('names a listed library back for uninstall', () => {
    expect(libraryRef(installed[1] as Library)).toEqual({ type: 'maven', data: { coordinates: 'org.acme:tool:1.0', repository: 'https://repo1.maven.org/maven2/' } });
  });
});

describe('one at a time, refusals and refresh (doc 2 §4, §6, §9)', () => {
  it('refuses by platform, then permission, then what runs', () => {
    const ok = { supported: true, canManage: true };
    expect(libraryActionRefusal(ok, null)).toBeNull();
    expect(libraryActionRefusal({ ...ok, supported: false }, 'installing')).toBe('Libraries platform action is disabled for the current platform');
    expect(libraryActionRefusal({ ...ok, canManage: false }, 'installing')).toBe('You need higher permission');
    expect(libraryActionRefusal(ok, 'installing')).toBe('There is another library installing, please wait for it');
    expect(libraryActionRefusal(ok, 'uninstalling')).toBe('There is another library uninstalling, please wait for it');
  });
  it('refreshes every 120 s, every 30 s while a library is in progress', () => {
    expect(LIBRARIES_REFRESH_MS).toBe(120_000);
    expect(LIBRARIES_IN_PROGRESS_REFRESH_MS).toBe(30_000);
    expect(librariesRefetchInterval([lib({})])).toBe(120_000);
    expect(librariesRefetchInterval(undefined)).toBe(120_000);
    expect(librariesRefetchInterval([lib({}), lib({ sparkState: 'installing' })])).toBe(30_000);
    expect(libraryOperation([lib({ loaderState: 'uninstalling' })])).toBe('uninstalling');
  });
  it('filters by name, type, source or error', () => {
    const list = [lib({}), lib({ name: 'x', type: 'cran', sourceColumn: 'https://cran' }), lib({ name: 'y', error: 'No GPU' })];
    expect(filterLibraries(list, 'NUMPY').map((l) => l.name)).toEqual(['numpy==1.3']);
    expect(filterLibraries(list, 'cran').map((l) => l.name)).toEqual(['x']);
    expect(filterLibraries(list, 'gpu').map((l) => l.name)).toEqual(['y']);
  });
});
