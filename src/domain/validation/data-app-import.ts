/**
 * Texts of the data apps import (doc 2 §9; doc 3 §2, §4, §5, §8). Quoted spec texts are exact, typos included;
 * the brand word is replaced by the caller's (config/brand.ts `platformWord`, which domain/ cannot import).
 * The rest are ours. A plain module: the tab's first load needs the texts, not valibot.
 */
export const DATA_APP_IMPORT_MESSAGES = {
  // doc 3 §5 (exact)
  tenantRequired: 'Please select your tenant!',
  usernameRequired: 'Please input your username!',
  passwordRequired: 'Please input your password!',
  /** doc 3 §5: 'The cluster release must support the data app, otherwise: …'; the brand word is `brandWord`. */
  notSupported: (versions: readonly string[], brandWord: string) =>
    `This cluster release doesn't support this data app, This data app is only compatible with ${brandWord} release(s) starting from: ${versions.join(', ')}`,
  // doc 3 §8 (exact)
  alreadyImported: 'Data App already imported.',
  notAvailable: "Data app isn't available",
  loaderNotRunning: 'Loader service is not running on the selected cluster',
  // doc 2 §9, doc 3 §8 (exact)
  mustBeConnected: 'Your cluster must be connected to be able to import Data Apps.',
  importing: 'Currently importing Data App(s), please try again later.',
  // ours
  /** "Datasource required when copying parquet" (doc 3 §5): the text is not given. */
  datasourceRequired: 'Please select your data source!',
  namesRequired: 'Choose at least one data app',
  unknownDataApp: (name: string) => `There is no data app named ${name}`,
  unknownTenant: (tenant: string) => `The cluster has no tenant ${tenant}`,
  unknownDatasource: (id: string) => `There is no data source ${id}`,
  flag: (field: string) => `${field} must be true or false`,
  customBuild:
    'This cluster runs a custom build: whether the data app is compatible with it cannot be checked. The import may not work as expected.',
} as const;
