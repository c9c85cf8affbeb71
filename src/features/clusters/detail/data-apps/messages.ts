/**
 * The Data Apps tab's texts. Ours, except the spec's exact ones: 'Search Data App', 'no data apps available'
 * (doc 3 §2). The install form's and the result dialog's ('Install {n} Data App', 'Importing Failed', …) are
 * shared with the Data Apps page: ui/data-app-install/messages.ts. The rules' texts are in
 * domain/validation/data-app-import.ts.
 */
import { dataApps, IMPORT_RESULT as SHARED_RESULT, importingBody, INSTALL_FORM } from '../../../../ui/data-app-install/messages';

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
  importing: (n: number) => `Importing ${dataApps(n)}`,
  importingBody,
  lastImport: 'Latest import',
  retryFailed: 'Retry failed data apps',
} as const;

export const IMPORT_DIALOG = {
  ...INSTALL_FORM,
  chooseTitle: 'Import Data Apps',
  formTitle: INSTALL_FORM.title,
  searchLabel: 'Search',
  /** doc 3 §2 (exact) */
  searchPlaceholder: 'Search Data App',
  /** doc 3 §2, §8 (exact) */
  nothingFound: 'no data apps available',
  listLabel: 'Data apps',
  loadingCatalogue: 'Loading the data apps catalogue',
  catalogueFailed: 'The data apps catalogue could not be loaded',
  tryAgain: 'Try again',
  selected: (n: number) => `${dataApps(n)} selected`,
  imported: 'Imported',
  next: 'Next',
} as const;

export const IMPORT_RESULT = SHARED_RESULT;
