/**
 * The cloud-provider consent form (spec doc 3 §5): its texts, the pieces of its rules (the schema in
 * domain/schemas/consent.ts puts them together for the form and the emulator), the region list default
 * and the copy-command rule.
 * The spec quotes the environment-name texts and 'Please complete the Network Subnets'; the other
 * per-field texts are not shown there and are ours.
 */
import { parseJsonObject } from '../json';
import { controlCharacterProblem } from './text';

/** The azureRegions system config (type string, comma-separated) and its default list (doc 3 §5). */
export const AZURE_REGIONS_CONFIG = { configKey: 'azureRegions', configType: 'string' } as const;
export const DEFAULT_AZURE_REGIONS = [
  'East US',
  'West US',
  'UK South',
  'France Central',
  'Sweden Central',
  'Canada Central',
  'UAE North',
  'Australia East',
] as const;
export const DEFAULT_AZURE_REGION = DEFAULT_AZURE_REGIONS[0];

/** The comma-separated config value as a list (blank entries dropped); the default list when empty. */
export function parseRegionList(value: string | null | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return list.length > 0 ? list : [...DEFAULT_AZURE_REGIONS];
}

export const SUBNET_FIELDS = ['subnet1', 'subnet2', 'subnet3', 'subnet4', 'subnet5'] as const;
export type SubnetField = (typeof SUBNET_FIELDS)[number];

/** Subnet labels (doc 3 "Text-catalogue facts"), brand word replaced. */
export const SUBNET_LABELS: Record<SubnetField, string> = {
  subnet1: 'Analytics subnet',
  subnet2: 'Spark subnet',
  subnet3: 'Public subnet',
  subnet4: 'Database subnet',
  subnet5: 'Load balancer subnet',
};

/** Examples per subnet (doc 3 §5: two /14, three /24). */
export const SUBNET_EXAMPLES: Record<SubnetField, string> = {
  subnet1: '10.0.0.0/14',
  subnet2: '10.4.0.0/14',
  subnet3: '10.8.1.0/24',
  subnet4: '10.8.2.0/24',
  subnet5: '10.8.3.0/24',
};

export interface ConsentFormValues {
  configurationName: string;
  subscriptionID: string;
  resourceGroup: string;
  region: string;
  /** The subscription information output: JSON holding appId, password and tenant. */
  servicePrincipalCredentials: string;
  /** false: a new network; true: an existing one. */
  network: boolean;
  vnName: string;
  subnet1: string;
  subnet2: string;
  subnet3: string;
  subnet4: string;
  subnet5: string;
}

export type ConsentField = keyof ConsentFormValues;

export function emptyConsentForm(region: string = DEFAULT_AZURE_REGION): ConsentFormValues {
  return {
    configurationName: '',
    subscriptionID: '',
    resourceGroup: '',
    region,
    servicePrincipalCredentials: '',
    network: false,
    vnName: '',
    subnet1: '',
    subnet2: '',
    subnet3: '',
    subnet4: '',
    subnet5: '',
  };
}

export const CONSENT_MESSAGES = {
  subscriptionRequired: 'Please enter your subscription ID.',
  subscriptionFormat: 'Subscription ID must look like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.',
  resourceGroupRequired: 'Please enter a resource group.',
  tooShort: 'Must be at least 3 characters.',
  regionRequired: 'Please select a region.',
  credentialsRequired: 'Please paste the subscription information output.',
  credentialsJson: 'Subscription information must be valid JSON.',
  credentialsFields: 'Subscription information must hold appId, password and tenant.',
  networkNameRequired: 'Please enter a network name.',
  subnetsIncomplete: 'Please complete the Network Subnets',
  subnetFormat: 'Enter an IPv4 subnet ending in /14 or /24.',
} as const;

/** 8-4-4-4-12 alphanumerics (doc 3 §5). */
export const SUBSCRIPTION_ID_PATTERN = /^[A-Za-z0-9]{8}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{12}$/;

/** An IPv4 address (each part 0–255) ending in /14 or /24 (doc 3 §5). */
export function isValidSubnet(value: string): boolean {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(14|24)$/.exec(value.trim());
  if (!match) return false;
  return match.slice(1, 5).every((part) => Number(part) <= 255 && (part === '0' || !part.startsWith('0')));
}

export interface ServicePrincipalCredentials {
  appId: string;
  password: string;
  tenant: string;
}

/** The credentials when the text is JSON holding non-empty appId, password and tenant strings; else null. */
export function parseCredentials(text: string): ServicePrincipalCredentials | null {
  const record = parseJsonObject(text);
  if (!record) return null;
  const { appId, password, tenant } = record;
  if (typeof appId !== 'string' || typeof password !== 'string' || typeof tenant !== 'string') return null;
  if (appId.trim() === '' || password === '' || tenant.trim() === '') return null;
  return { appId: appId.trim(), password, tenant: tenant.trim() };
}

/** The credentials text's first broken rule (required, JSON, the three fields, no control characters). */
export function credentialsProblem(text: string): string | null {
  if (text.trim() === '') return CONSENT_MESSAGES.credentialsRequired;
  try {
    JSON.parse(text);
  } catch {
    return CONSENT_MESSAGES.credentialsJson;
  }
  const credentials = parseCredentials(text);
  if (!credentials) return CONSENT_MESSAGES.credentialsFields;
  // JSON escapes (\u0000) hide control characters from a check of the text itself.
  return controlCharacterProblem(credentials.appId + credentials.password + credentials.tenant);
}

/** 'Please complete the Network Subnets' when an existing network lacks its name or a subnet (doc 3 §5). */
export function networkIncomplete(values: ConsentFormValues): boolean {
  if (!values.network) return false;
  return values.vnName.trim() === '' || SUBNET_FIELDS.some((field) => values[field].trim() === '');
}

/** The copy-command button is enabled once environment name, subscription ID and resource group are filled. */
export function copyCommandEnabled(values: Pick<ConsentFormValues, 'configurationName' | 'subscriptionID' | 'resourceGroup'>): boolean {
  return [values.configurationName, values.subscriptionID, values.resourceGroup].every((v) => v.trim() !== '');
}

/**
 * The cloud command whose output is the subscription information: it creates a service principal with
 * rights on the resource group and prints JSON holding appId, password and tenant.
 */
export function cloudCommand(values: Pick<ConsentFormValues, 'configurationName' | 'subscriptionID' | 'resourceGroup'>): string {
  const scope = `/subscriptions/${values.subscriptionID.trim()}/resourceGroups/${values.resourceGroup.trim()}`;
  return `az ad sp create-for-rbac --name ${values.configurationName.trim()}-deployer --role Owner --scopes ${scope}`;
}

/**
 * The create-subscription call's body (doc 3 §3, §7): the form plus the credentials split out, the user,
 * the plan (from getAzurePlan), the image and Kubernetes version. `token` is part of the spec's payload;
 * the bearer header already carries it, so the app sends '' and the emulator ignores it.
 */
export interface ConsentSubscriptionPayload extends ConsentFormValues {
  appID: string;
  password: string;
  tenant: string;
  token: string;
  userId: string;
  email: string;
  plan: string;
  incortaImage: string;
  k8sVersion: string;
}

/** The form's values plus the rest of the payload (credentials split out of their JSON). */
export function buildSubscriptionPayload(
  values: ConsentFormValues,
  extra: { userId: string; email: string; plan: string; incortaImage: string; k8sVersion: string },
): ConsentSubscriptionPayload {
  const credentials = parseCredentials(values.servicePrincipalCredentials);
  const trimmed: ConsentFormValues = {
    ...values,
    configurationName: values.configurationName.trim(),
    subscriptionID: values.subscriptionID.trim(),
    resourceGroup: values.resourceGroup.trim(),
    vnName: values.vnName.trim(),
    subnet1: values.network ? values.subnet1.trim() : '',
    subnet2: values.network ? values.subnet2.trim() : '',
    subnet3: values.network ? values.subnet3.trim() : '',
    subnet4: values.network ? values.subnet4.trim() : '',
    subnet5: values.network ? values.subnet5.trim() : '',
  };
  return {
    ...trimmed,
    appID: credentials?.appId ?? '',
    password: credentials?.password ?? '',
    tenant: credentials?.tenant ?? '',
    token: '',
    ...extra,
  };
}
