/**
 * The Data Apps tab's texts. Ours, except the spec's exact ones: 'Search Data App', 'no data apps available',
 * 'Install {n} Data App' / 'Install {name} Data App' (doc 3 §2), 'Importing Failed' with TRY AGAIN and DONE
 * (doc 2 §9, doc 3 §4, §8). The rules' texts are in domain/validation/data-app-import.ts.
 */
const apps = (n: number) => `${n} data ${n === 1 ? 'app' : 'apps'}`;

export const DATA_APPS_TAB = {
  title: 'Data Apps',
  intro: 'Data apps imported onto this cluster, by category. Importing adds a data app’s schemas, folders and dashboards to a tenant.',
  import: 'Import Data Apps',
  checkNow: 'Check now',
  loading: 'Loading the data apps of this cluster',
  errorTitle: 'The data apps of this cluster could not be loaded',
  retry: 'Try again',
  stale: (time: string) => `Showing data apps as of ${time}: they could not be refreshed.`,
  empty: 'No data apps are imported on this cluster yet.',
  importedListLabel: (category: string) => `${category} data apps`,
  importedInto: (tenant: string, date: string) => `Tenant ${tenant}, imported ${date}`,
  importing: (n: number) => `Importing ${apps(n)}`,
  importingBody: (names: string, tenant: string) =>
    `${names} into the ${tenant} tenant. This page checks the import every 10 seconds.`,
  lastImport: 'Latest import',
  retryFailed: 'Retry failed data apps',
} as const;

export const IMPORT_DIALOG = {
  chooseTitle: 'Import Data Apps',
  /** doc 3 §2 (exact) */
  formTitle: (names: readonly string[]) => (names.length === 1 ? `Install ${names[0]} Data App` : `Install ${names.length} Data App`),
  searchLabel: 'Search',
  /** doc 3 §2 (exact) */
  searchPlaceholder: 'Search Data App',
  /** doc 3 §2, §8 (exact) */
  nothingFound: 'no data apps available',
  listLabel: 'Data apps',
  loadingCatalogue: 'Loading the data apps catalogue',
  catalogueFailed: 'The data apps catalogue could not be loaded',
  tryAgain: 'Try again',
  customBuildTitle: 'Custom build',
  selected: (n: number) => `${apps(n)} selected`,
  imported: 'Imported',
  next: 'Next',
  back: 'Back',
  cancel: 'Cancel',
  submit: 'Import',
  tenant: 'Tenant',
  tenantPlaceholder: 'Choose a tenant',
  username: 'Username',
  password: 'Password',
  passwordHint: 'The tenant user’s password. It is sent with the import only, never stored.',
  options: 'What to import',
  folders: 'Folders',
  dashboards: 'Dashboards',
  enableDynamicJoins: 'Enable dynamic joins',
  includeParquet: 'Copy parquet files',
  datasource: 'Data source',
  datasourcePlaceholder: 'Choose the data source',
  nothingToImport: 'None of the chosen data apps can be imported onto this cluster.',
  overwriteBody: (names: string) => `${names} ${names.includes(',') ? 'are' : 'is'} already on this cluster. Importing again overwrites ${names.includes(',') ? 'them' : 'it'}.`,
  overwrite: 'Overwrite',
} as const;

export const IMPORT_RESULT = {
  /** doc 2 §9, doc 3 §8 (exact) */
  failedTitle: 'Importing Failed',
  tryAgain: 'TRY AGAIN',
  done: 'DONE',
  doneButton: 'Done',
  failedApps: 'Not imported',
  retryFailed: DATA_APPS_TAB.retryFailed,
} as const;
