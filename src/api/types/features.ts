/**
 * The cluster's feature switches as the instance carries them (doc 2 §3 Instance; §2 Configurations tab).
 * Owned by the configurations family; every field is the API's name.
 */
export interface FeatureFlags {
  incortaXEnabled: boolean;
}
