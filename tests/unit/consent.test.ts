import {
  buildSubscriptionPayload,
  cloudCommand,
  copyCommandEnabled,
  CONSENT_MESSAGES,
  DEFAULT_AZURE_REGION,
  emptyConsentForm,
  isValidSubnet,
  parseCredentials,
  parseRegionList,
  type ConsentFormValues,
} from '../../src/domain/validation/consent';
import { consentSubmitDisabled, validateConsentField, validateConsentForm } from '../../src/domain/schemas/consent';

const CREDENTIALS = JSON.stringify({ appId: 'app-1', password: 's3cret', tenant: 'tenant-1' });

function valid(overrides: Partial<ConsentFormValues> = {}): ConsentFormValues {
  return {
    ...emptyConsentForm(),
    configurationName: 'salesenv',
    subscriptionID: '1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f',
    resourceGroup: 'rg-sales',
    servicePrincipalCredentials: CREDENTIALS,
    vnName: 'vnet-sales',
    ...overrides,
  };
}

const existing = (overrides: Partial<ConsentFormValues> = {}) =>
  valid({
    network: true,
    subnet1: '10.0.0.0/14',
    subnet2: '10.4.0.0/14',
    subnet3: '10.8.1.0/24',
    subnet4: '10.8.2.0/24',
    subnet5: '10.8.3.0/24',
    ...overrides,
  });

const field = (name: keyof ConsentFormValues, values: ConsentFormValues) => validateConsentField(name, values);

describe('environment name (doc 3 §5 texts)', () => {
  it.each([
    ['', 'Please enter a valid environment name.'],
    ['ab', 'Name must be at least 3 characters.'],
    ['abcdefghijk', 'Name cannot be longer than 10 characters.'],
    ['1sales', 'Name cannot start with a numeric character. Must start with a letter.'],
    ['Sales', 'Only accept lowercase alphanumerics.'],
    ['sales-env', 'Only accept lowercase alphanumerics.'],
    ['myloader', 'myloader is not a valid name'],
    ['createab', 'createab is not a valid name'],
    ['zookeeper1', 'zookeeper1 is not a valid name'],
  ])('%j → %s', (value, message) => {
    expect(field('configurationName', valid({ configurationName: value }))).toBe(message);
  });

  it('accepts 3 to 10 lowercase alphanumerics starting with a letter', () => {
    expect(field('configurationName', valid({ configurationName: 'abc' }))).toBeNull();
    expect(field('configurationName', valid({ configurationName: 'sales2026x' }))).toBeNull();
  });
});

describe('other fields', () => {
  it('wants a subscription ID of 8-4-4-4-12 alphanumerics', () => {
    expect(field('subscriptionID', valid({ subscriptionID: '' }))).toBe(CONSENT_MESSAGES.subscriptionRequired);
    expect(field('subscriptionID', valid({ subscriptionID: '1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6' }))).toBe(CONSENT_MESSAGES.subscriptionFormat);
    expect(field('subscriptionID', valid({ subscriptionID: '1a2b3c4d_1a2b-1a2b-1a2b-1a2b3c4d5e6f' }))).toBe(CONSENT_MESSAGES.subscriptionFormat);
    expect(field('subscriptionID', valid({ subscriptionID: 'ABCDEFGH-1234-abcd-9999-0123456789ab' }))).toBeNull();
  });

  it('requires resource group, region, network name and credentials as valid JSON', () => {
    expect(field('resourceGroup', valid({ resourceGroup: '' }))).toBe(CONSENT_MESSAGES.resourceGroupRequired);
    expect(field('region', valid({ region: '' }))).toBe(CONSENT_MESSAGES.regionRequired);
    expect(field('vnName', valid({ vnName: ' ' }))).toBe(CONSENT_MESSAGES.networkNameRequired);
    expect(field('servicePrincipalCredentials', valid({ servicePrincipalCredentials: '' }))).toBe(CONSENT_MESSAGES.credentialsRequired);
    expect(field('servicePrincipalCredentials', valid({ servicePrincipalCredentials: '{"appId": ' }))).toBe(CONSENT_MESSAGES.credentialsJson);
    expect(field('servicePrincipalCredentials', valid({ servicePrincipalCredentials: '{"appId":"a"}' }))).toBe(CONSENT_MESSAGES.credentialsFields);
    expect(parseCredentials(CREDENTIALS)).toEqual({ appId: 'app-1', password: 's3cret', tenant: 'tenant-1' });
    expect(validateConsentForm(valid())).toEqual({});
  });

  it('checks the region against the configured list', () => {
    expect(validateConsentField('region', valid({ region: 'Mars North' }), ['East US'])).toBe(CONSENT_MESSAGES.regionRequired);
    expect(validateConsentField('region', valid({ region: 'East US' }), ['East US'])).toBeNull();
  });

  it('wants subnets as IPv4 addresses ending in /14 or /24', () => {
    for (const ok of ['10.0.0.0/14', '192.168.10.0/24', '0.0.0.0/24']) expect(isValidSubnet(ok)).toBe(true);
    for (const bad of ['10.0.0.0/16', '10.0.0/24', '256.1.1.1/24', '10.0.0.0', '10.01.0.0/24', 'a.b.c.d/24']) {
      expect(isValidSubnet(bad)).toBe(false);
    }
    expect(field('subnet3', existing({ subnet3: '10.8.1.0/16' }))).toBe(CONSENT_MESSAGES.subnetFormat);
    expect(field('subnet3', existing({ subnet3: '' }))).toBe('Please complete the Network Subnets');
    // A new network's subnets are made by the deployment: not asked for.
    expect(field('subnet3', valid({ network: false, subnet3: '' }))).toBeNull();
  });
});

describe('submit rule', () => {
  it('is enabled for a complete form, new or existing network', () => {
    expect(consentSubmitDisabled(valid())).toBe(false);
    expect(consentSubmitDisabled(existing())).toBe(false);
  });

  it.each([
    ['a first text shorter than 3', { configurationName: 'ab' }],
    ['a short subscription ID', { subscriptionID: 'ab' }],
    ['a short resource group', { resourceGroup: 'rg' }],
    ['a short network name', { vnName: 'vn' }],
    ['no region', { region: '' }],
    ['no credentials', { servicePrincipalCredentials: '' }],
    ['credentials failing the format check', { servicePrincipalCredentials: '{"tenant":"t"}' }],
    ['a bad environment name', { configurationName: 'Sales' }],
  ])('is disabled with %s', (_what, overrides) => {
    expect(consentSubmitDisabled(valid(overrides as Partial<ConsentFormValues>))).toBe(true);
  });

  it('is disabled for an existing network without all five subnets or with a wrong one', () => {
    expect(consentSubmitDisabled(existing({ subnet5: '' }))).toBe(true);
    expect(consentSubmitDisabled(existing({ subnet1: '10.0.0.0/16' }))).toBe(true);
  });
});

describe('copy command, regions and payload', () => {
  it('enables the copy-command button once environment name, subscription ID and resource group are filled', () => {
    expect(copyCommandEnabled(valid({ resourceGroup: '' }))).toBe(false);
    expect(copyCommandEnabled(valid({ subscriptionID: '' }))).toBe(false);
    expect(copyCommandEnabled(valid({ configurationName: '' }))).toBe(false);
    expect(copyCommandEnabled(valid())).toBe(true);
    expect(cloudCommand(valid())).toBe(
      'az ad sp create-for-rbac --name salesenv-deployer --role Owner --scopes /subscriptions/1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f/resourceGroups/rg-sales',
    );
  });

  it('defaults to East US and reads the comma-separated azureRegions config', () => {
    expect(DEFAULT_AZURE_REGION).toBe('East US');
    expect(emptyConsentForm().region).toBe('East US');
    expect(parseRegionList('UK South, France Central,,')).toEqual(['UK South', 'France Central']);
    expect(parseRegionList('')).toEqual([
      'East US', 'West US', 'UK South', 'France Central', 'Sweden Central', 'Canada Central', 'UAE North', 'Australia East',
    ]);
  });

  it('splits the credentials into the payload and drops the subnets of a new network', () => {
    const payload = buildSubscriptionPayload(valid({ subnet1: '10.0.0.0/14' }), {
      userId: 'u1', email: 'a@b.c', plan: 'Standard', incortaImage: '2026.10.1', k8sVersion: '1.31.4',
    });
    expect(payload).toMatchObject({ appID: 'app-1', password: 's3cret', tenant: 'tenant-1', subnet1: '', network: false, plan: 'Standard' });
  });
});
