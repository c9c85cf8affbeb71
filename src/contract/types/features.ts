/**
 * The cluster's feature switches as the instance carries them (doc 2 §3 Instance; §2 Configurations tab).
 * Owned by the configurations family; every field is the API's name. `sqliEnabled` is an Instance field.
 */

/** Feature keys the premium flag may restrict (doc 2 §6: service.premium.supported). */
export type PremiumFeatureKey = 'INCORTA_COPILOT_ENABLEMENT' | 'ENABLE_DATA_STUDIO';

/** Which features are premium-only on this cluster: true means a non-premium cluster may not turn it on. */
export type PremiumFeaturesConfig = Record<PremiumFeatureKey, boolean>;

export interface FeatureFlags {
  /** Auto suspend: the cluster is put to sleep after its idle time (doc 1 §3 alive/sleeppable). */
  sleeppable: boolean;
  /** External BI tools. */
  incortaXEnabled: boolean;
  /** The cluster may offer external BI tools (its release and plan allow them). */
  isIncortaXEligible: boolean;
  /** The advanced SQL interface runs as its own service (its own table in services control). */
  isSqliSeparated: boolean;
  enableDataAgent: boolean;
  dataAgentNewUI: boolean;
  enableDeltaShare: boolean;
  /** The onboarding walkthrough. */
  enableOnboarding: boolean;
  /** The home page (the spec names the section, not its field: ours). */
  enableHomePage: boolean;
  enableChat: boolean;
  /** Copilot. */
  enableOpenAI: boolean;
  mlflowEnabled: boolean;
  /** Data studio (GET/POST instances/{id}/datastudio {enable}). */
  enableDataStudio: boolean;
  enableBusinessUserNotebook: boolean;
  /** The cloud data-warehouse integration (hidden section). */
  enableMicrosoftSynapse: boolean;
  premiumFeaturesConfig: PremiumFeaturesConfig;
}

/** GET instances/{id}/datastudio */
export interface DataStudioResponse {
  enable: boolean;
}
