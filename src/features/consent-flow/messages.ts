/** Texts of the consent flow page (doc 3 §2, §4, §8). Field rule texts live in domain/validation/consent.ts; the
 * submission's success and failure notices (doc 3 §8) in domain/notices.ts. */
export const CONSENT_PAGE = {
  title: 'Connect your cloud subscription',
  subtitle:
    'Deploy a cluster into your own cloud-provider subscription. Tell us where it goes and give the deployment access; it then takes 45 to 50 minutes.',
  loading: 'Loading the consent form',
  configurationName: 'Environment name',
  configurationNameHint: '3 to 10 lowercase letters and digits, starting with a letter.',
  subscriptionID: 'Subscription ID',
  subscriptionIDHint: 'Format: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  resourceGroup: 'Resource group',
  region: 'Region',
  regionsFailed: 'The region list could not be loaded; the default regions are shown.',
  commandTitle: 'Give the deployment access',
  commandHelp:
    'Run this command in your cloud shell, then paste its output below. It creates a service principal with rights on the resource group.',
  commandDisabled: 'Fill in the environment name, subscription ID and resource group first.',
  copyCommand: 'Copy command',
  copiedCommand: 'Command copied',
  credentials: 'Subscription information output',
  credentialsHint: 'The JSON printed by the command, holding appId, password and tenant.',
  network: 'Network',
  newNetwork: 'New network',
  existingNetwork: 'Existing network',
  vnName: 'Network name',
  subnetsTitle: 'Network Subnets',
  submit: 'Deploy',
  /** Under Deploy while it is disabled: the fields still to complete, by their labels. */
  submitBlocked: (labels: readonly string[]) => `To deploy, complete: ${labels.join(', ')}.`,
  cancel: 'Cancel',
  validating: 'Validating your subscription…',
  errorTitle: 'Error',
  /** doc 3 §8: the status area shows the error message, or this. */
  errorFallback: 'an error happened',
} as const;
