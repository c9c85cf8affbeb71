/**
 * The cloud-provider consent form (spec doc 3 §5) and its create-subscription payload (doc 3 §3, §7): one
 * schema for the form and the emulator. The rules and texts are those of domain/validation/consent.ts;
 * the region list is context (the azureRegions system configuration), so the schemas are factories.
 * Each field gets one message, the first rule it breaks.
 */
import * as v from 'valibot';
import { ENVIRONMENT_NAME_MESSAGES, validateEnvironmentName } from '../validation/environment-name';
import {
  CONSENT_MESSAGES,
  credentialsProblem,
  isValidSubnet,
  SUBNET_FIELDS,
  SUBSCRIPTION_ID_PATTERN,
  type ConsentFormValues,
  parseCredentials,
  type ConsentField,
  type SubnetField,
} from '../validation/consent';
import { controlCharacterProblem } from '../validation/text';
import { across, requiredField, ruledText, textOrEmpty, type Values } from './common';

export const CONSENT_PAYLOAD_MESSAGES = {
  network: 'network must be true or false',
} as const;

/** Required, at least 3 characters once trimmed, no control characters. */
function minThree(required: string) {
  return ruledText(required, (value) => {
    const trimmed = value.trim();
    if (trimmed === '') return required;
    return trimmed.length < 3 ? CONSENT_MESSAGES.tooShort : controlCharacterProblem(trimmed);
  });
}

function consentFields(regions?: readonly string[]) {
  return {
    configurationName: ruledText(ENVIRONMENT_NAME_MESSAGES.required, validateEnvironmentName),
    subscriptionID: ruledText(CONSENT_MESSAGES.subscriptionRequired, (value) => {
      const trimmed = value.trim();
      if (trimmed === '') return CONSENT_MESSAGES.subscriptionRequired;
      return SUBSCRIPTION_ID_PATTERN.test(trimmed) ? null : CONSENT_MESSAGES.subscriptionFormat;
    }),
    resourceGroup: minThree(CONSENT_MESSAGES.resourceGroupRequired),
    region: ruledText(CONSENT_MESSAGES.regionRequired, (value) =>
      value.trim() === '' || (regions && !regions.includes(value)) ? CONSENT_MESSAGES.regionRequired : null,
    ),
    servicePrincipalCredentials: ruledText(CONSENT_MESSAGES.credentialsRequired, credentialsProblem),
    network: v.boolean(CONSENT_PAYLOAD_MESSAGES.network),
    vnName: minThree(CONSENT_MESSAGES.networkNameRequired),
    subnet1: textOrEmpty(CONSENT_MESSAGES.subnetsIncomplete),
    subnet2: textOrEmpty(CONSENT_MESSAGES.subnetsIncomplete),
    subnet3: textOrEmpty(CONSENT_MESSAGES.subnetsIncomplete),
    subnet4: textOrEmpty(CONSENT_MESSAGES.subnetsIncomplete),
    subnet5: textOrEmpty(CONSENT_MESSAGES.subnetsIncomplete),
  };
}

/** Subnets belong to an existing network only; a new network's subnets are made by the deployment. */
function subnetRule<T extends ConsentFormValues & Values>(field: SubnetField) {
  return across<T>(field, ['network'], (values) => {
    if (!values.network) return null;
    const value = values[field].trim();
    if (value === '') return CONSENT_MESSAGES.subnetsIncomplete;
    return isValidSubnet(value) ? null : CONSENT_MESSAGES.subnetFormat;
  });
}

function subnetRules<T extends ConsentFormValues & Values>() {
  return [subnetRule<T>('subnet1'), subnetRule<T>('subnet2'), subnetRule<T>('subnet3'), subnetRule<T>('subnet4'), subnetRule<T>('subnet5')] as const;
}

/** The form's values. `regions`: the allowed list (any non-empty region when omitted). */
export function consentFormSchema(regions?: readonly string[]) {
  const fields = v.looseObject(consentFields(regions));
  return v.pipe(fields, ...subnetRules<v.InferOutput<typeof fields>>());
}

/**
 * POST consentflow/create-subscription: the form's fields, the credentials split out (appID, password,
 * tenant), the user, the plan, the image and Kubernetes version. `token` is in the spec's payload but
 * the bearer header carries it, so it is not read.
 */
export function consentPayloadSchema(regions: readonly string[]) {
  const fields = v.looseObject({
    ...consentFields(regions),
    userId: requiredField('userId'),
    email: requiredField('email'),
    appID: requiredField('appID'),
    tenant: requiredField('tenant'),
    plan: requiredField('plan'),
    incortaImage: requiredField('incortaImage'),
    k8sVersion: requiredField('k8sVersion'),
  });
  return v.pipe(fields, ...subnetRules<v.InferOutput<typeof fields>>());
}

const FIELDS: readonly ConsentField[] = [
  'configurationName',
  'subscriptionID',
  'resourceGroup',
  'region',
  'servicePrincipalCredentials',
  'network',
  'vnName',
  ...SUBNET_FIELDS,
];

function isConsentField(name: string): name is ConsentField {
  return (FIELDS as readonly string[]).includes(name);
}

/** Every broken field with its message (empty when the form is valid). */
export function validateConsentForm(values: ConsentFormValues, regions?: readonly string[]): Partial<Record<ConsentField, string>> {
  const errors: Partial<Record<ConsentField, string>> = {};
  for (const issue of v.safeParse(consentFormSchema(regions), values).issues ?? []) {
    const field = v.getDotPath(issue);
    if (field !== null && isConsentField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The first broken rule of one field, or null. */
export function validateConsentField(field: ConsentField, values: ConsentFormValues, regions?: readonly string[]): string | null {
  return validateConsentForm(values, regions)[field] ?? null;
}

/**
 * The fields that keep submit disabled, in form order, so the page can say why (a disabled button alone
 * does not): any field that breaks its rule, and, before the user has typed enough to be told, any of
 * the first four text values (environment name, subscription ID, resource group, network name) shorter
 * than 3 characters, a missing region, credentials that do not parse, or an existing network's empty subnet.
 */
export function consentSubmitBlockers(values: ConsentFormValues, regions?: readonly string[]): ConsentField[] {
  const blocked = new Set<ConsentField>(Object.keys(validateConsentForm(values, regions)).filter(isConsentField));
  for (const field of ['configurationName', 'subscriptionID', 'resourceGroup', 'vnName'] as const) {
    if (values[field].trim().length < 3) blocked.add(field);
  }
  if (values.region.trim() === '') blocked.add('region');
  if (parseCredentials(values.servicePrincipalCredentials) === null) blocked.add('servicePrincipalCredentials');
  if (values.network) for (const field of SUBNET_FIELDS) if (values[field].trim() === '') blocked.add(field);
  return FIELDS.filter((field) => blocked.has(field));
}

/** Submit is disabled while anything keeps it so (consentSubmitBlockers). */
export function consentSubmitDisabled(values: ConsentFormValues, regions?: readonly string[]): boolean {
  return consentSubmitBlockers(values, regions).length > 0;
}
