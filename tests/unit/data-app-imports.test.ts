/**
 * The data apps import's rules and texts (doc 2 §6, §9; doc 3 §4, §5, §8, §9): the form and call schemas with
 * the spec's exact messages, the not-supported text with the brand word replaced, the refusals of Import in
 * their order, the poll and retry delays, the support verdict, search and the data source options.
 */
import * as v from 'valibot';
import type { User } from '../../src/contract/types';
import { BRAND } from '../../src/config/brand';
import {
  dataSourceOptions,
  importedIds,
  importRefusal,
  searchDataApps,
  supportVerdict,
} from '../../src/domain/data-app-imports';
import {
  DATA_APP_IMPORT_DEFAULTS,
  dataAppImportFormSchema,
  dataAppImportPayloadSchema,
  splitNames,
  toImportPayload,
} from '../../src/domain/schemas/data-app-import';
import { DATA_APP_IMPORT_MESSAGES } from '../../src/domain/validation/data-app-import';
import { policyFor } from '../../src/domain/policies';

function messages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const out: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? '';
    out[key] ??= issue.message;
  }
  return out;
}

const VALID = { ...DATA_APP_IMPORT_DEFAULTS, tenant: 'default', password: 'secret' };

describe('the import form', () => {
  it('has the spec texts for tenant, username and password, and defaults the username to admin', () => {
    expect(DATA_APP_IMPORT_DEFAULTS.username).toBe('admin');
    expect(messages(dataAppImportFormSchema, { ...DATA_APP_IMPORT_DEFAULTS, username: '  ' })).toEqual({
      tenant: 'Please select your tenant!',
      username: 'Please input your username!',
      password: 'Please input your password!',
    });
    expect(messages(dataAppImportFormSchema, VALID)).toEqual({});
  });

  it('requires the data source only when parquet files are copied', () => {
    expect(messages(dataAppImportFormSchema, { ...VALID, includeParquet: true })).toEqual({ datasource: 'Please select your data source!' });
    expect(messages(dataAppImportFormSchema, { ...VALID, includeParquet: true, datasource: 'workday' })).toEqual({});
    expect(messages(dataAppImportFormSchema, { ...VALID, includeParquet: false, datasource: null })).toEqual({});
  });

  it('builds the call: names comma-joined, a data source only with parquet, overwrite as asked', () => {
    expect(toImportPayload('id-1', ['Sales Analytics', 'Financial Close'], { ...VALID, datasource: 'workday' }, true)).toEqual({
      instanceId: 'id-1',
      tenant: 'default',
      username: 'admin',
      password: 'secret',
      folders: true,
      dashboards: true,
      enableDynamicJoins: false,
      includeParquet: false,
      names: 'Sales Analytics,Financial Close',
      overwrite: true,
    });
    expect(splitNames(' Sales Analytics, ,Financial Close ')).toEqual(['Sales Analytics', 'Financial Close']);
  });

  it('checks the call with the same rules, plus the cluster and the names', () => {
    expect(messages(dataAppImportPayloadSchema, { names: ' , ', folders: 'yes' })).toMatchObject({
      tenant: 'Please select your tenant!',
      password: 'Please input your password!',
      instanceId: 'instanceId is required',
      names: 'Choose at least one data app',
      folders: 'folders must be true or false',
    });
  });
});

describe('texts', () => {
  it("are the spec's, the brand word replaced in the support message", () => {
    expect(DATA_APP_IMPORT_MESSAGES.notSupported(['2026.4.0', '2026.7.2'], BRAND.platformWord)).toBe(
      "This cluster release doesn't support this data app, This data app is only compatible with analytics release(s) starting from: 2026.4.0, 2026.7.2",
    );
    expect(DATA_APP_IMPORT_MESSAGES.alreadyImported).toBe('Data App already imported.');
    expect(DATA_APP_IMPORT_MESSAGES.notAvailable).toBe("Data app isn't available");
    expect(DATA_APP_IMPORT_MESSAGES.loaderNotRunning).toBe('Loader service is not running on the selected cluster');
    expect(DATA_APP_IMPORT_MESSAGES.mustBeConnected).toBe('Your cluster must be connected to be able to import Data Apps.');
    expect(DATA_APP_IMPORT_MESSAGES.importing).toBe('Currently importing Data App(s), please try again later.');
  });
});

describe('importRefusal', () => {
  const user: Pick<User, 'platformActions'> = { platformActions: [{ name: 'dataapps', platforms: 'gc,az' }] };
  const owner = { platform: 'gc' as const, clusterPolicy: policyFor('owner') };
  const base = { user, cluster: owner, status: 'running', importing: false, loaderStatus: 'running' as const };

  it('allows the owner, Manager and Billing User on a connected cluster with a running loader', () => {
    expect(importRefusal(base)).toBeNull();
    expect(importRefusal({ ...base, cluster: { ...owner, clusterPolicy: policyFor('accountAdmin') } })).toBeNull();
    expect(importRefusal({ ...base, cluster: { ...owner, clusterPolicy: policyFor('accountManager') } })).toBeNull();
  });

  it('refuses in order: plan, role, state, import under way, loader', () => {
    expect(importRefusal({ ...base, user: { platformActions: [] } })).toBe('This action is not supported in your current plan');
    expect(importRefusal({ ...base, cluster: { ...owner, clusterPolicy: policyFor('developer') } })).toBe(
      'Your role on this cluster does not allow this action.',
    );
    expect(importRefusal({ ...base, status: 'sleeping', importing: true })).toBe('Your cluster must be connected to be able to import Data Apps.');
    expect(importRefusal({ ...base, importing: true })).toBe('Currently importing Data App(s), please try again later.');
    expect(importRefusal({ ...base, loaderStatus: 'not running' })).toBe('Loader service is not running on the selected cluster');
    expect(importRefusal({ ...base, loaderStatus: 'started with warnings' })).toBeNull();
    expect(importRefusal({ ...base, loaderStatus: null })).toBeNull();
  });
});

describe('readings', () => {
  it('says what the support check means', () => {
    expect(supportVerdict({ isSupported: true, isCustom: false, supportedVersions: ['2026.4.0'] })).toEqual({ kind: 'supported' });
    expect(supportVerdict({ isSupported: true, isCustom: true, supportedVersions: ['2026.4.0'] })).toEqual({ kind: 'custom' });
    expect(supportVerdict({ isSupported: false, isCustom: false, supportedVersions: ['2026.10.1'] })).toEqual({
      kind: 'unsupported',
      versions: ['2026.10.1'],
    });
  });

  it('searches by name, tag, business function and category', () => {
    const apps = [
      { name: 'Sales Analytics', tag: 'CRM', businessFunction: 'Sales', blueprintCategory: { name: 'Sales', image: '' } },
      { name: 'Payroll Analytics', tag: 'HCM', businessFunction: 'Human Resources', blueprintCategory: { name: 'Human Resources', image: '' } },
    ];
    expect(searchDataApps(apps, ' hcm ').map((a) => a.name)).toEqual(['Payroll Analytics']);
    expect(searchDataApps(apps, 'analytics')).toHaveLength(2);
    expect(searchDataApps(apps, '')).toHaveLength(2);
  });

  it('offers the data sources the chosen data apps share, else all', () => {
    const all = [
      { id: 'workday', name: 'Workday' },
      { id: 'oracle-ebs', name: 'Oracle E-Business Suite' },
      { id: 'salesforce', name: 'Salesforce' },
    ];
    expect(dataSourceOptions(all, [{ dataSources: ['workday', 'oracle-ebs'] }, { dataSources: ['oracle-ebs'] }])).toEqual([all[1]]);
    expect(dataSourceOptions(all, [{ dataSources: ['workday'] }, { dataSources: ['salesforce'] }])).toEqual(all);
    expect(dataSourceOptions(all, [{}])).toEqual(all);
  });

  it('knows which data apps are on the cluster', () => {
    const ids = importedIds({
      importedBlueprints: [{ category: 'Sales', blueprints: [{ id: 'a', name: 'A', slug: 'a', tenant: 'default', importedAt: '' }] }],
    });
    expect([...ids]).toEqual(['a']);
  });
});
