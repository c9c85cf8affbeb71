/**
 * Texts of the data apps install form and of the import's result, shared by the cluster's Data Apps tab and the
 * Data Apps page. Ours, except the spec's exact ones: 'Install {n} Data App' / 'Install {name} Data App'
 * (doc 3 §2), 'Importing Failed' with TRY AGAIN and DONE (doc 2 §9, doc 3 §4, §8). The rules' texts are in
 * domain/validation/data-app-import.ts.
 */
/** '1 data app', '3 data apps': the count both screens put in their texts. */
export const dataApps = (n: number) => `${n} data ${n === 1 ? 'app' : 'apps'}`;
/** Under an import that is loading, on both screens: which data apps go into which tenant, and that the page checks. */
export const importingBody = (names: string, tenant: string) =>
  `${names} into the ${tenant} tenant. This page checks the import every 10 seconds.`;

export const INSTALL_FORM = {
  /** doc 3 §2 (exact) */
  title: (names: readonly string[]) => (names.length === 1 ? `Install ${names[0]} Data App` : `Install ${names.length} Data App`),
  checking: 'Checking the data apps against the cluster',
  customBuildTitle: 'Custom build',
  unavailableTitle: (name: string) => name,
  nothingToImport: 'None of the chosen data apps can be imported onto this cluster.',
  chooseCluster: 'Choose a cluster to check the data apps against it.',
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
  overwriteBody: (names: string) =>
    `${names} ${names.includes(',') ? 'are' : 'is'} already on this cluster. Importing again overwrites ${names.includes(',') ? 'them' : 'it'}.`,
  overwrite: 'Overwrite',
} as const;

export const IMPORT_RESULT = {
  /** doc 2 §9, doc 3 §8 (exact) */
  failedTitle: 'Importing Failed',
  tryAgain: 'TRY AGAIN',
  done: 'DONE',
  doneButton: 'Done',
  failedApps: 'Not imported',
  retryFailed: 'Retry failed data apps',
  lastImport: 'Latest import',
} as const;
