/**
 * The Data Apps page's catalogue filters (doc 3 §2, §3 Catalogue filters) and the export schema (§7): the URL
 * query both ways (several values per facet, the cluster kept, nothing left behind), the /data-apps/{blueprintName}
 * prefill, the filtering (or within a facet, and across), the facets, the tags and their removal, the failed ids
 * of the history state, and the export's field texts.
 */
import * as v from 'valibot';
import type { DataApp, DataSource } from '../../src/contract/types';
import {
  catalogueFacets,
  catalogueQuery,
  EMPTY_FILTERS,
  failedIdsOf,
  filterDataApps,
  filterTags,
  hasFilters,
  parseCatalogueQuery,
  withoutTag,
} from '../../src/domain/data-app-catalogue';
import { dataAppExportSchema } from '../../src/domain/schemas/data-app-export';
import { DATA_APP_EXPORT_MESSAGES } from '../../src/domain/validation/data-app-export';

const app = (over: Partial<DataApp> & Pick<DataApp, 'id' | 'name'>): DataApp => ({
  trial: false,
  minimal_version: '2025.1.0',
  installable: true,
  slug: over.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  type: 'dataapp',
  dataSources: [],
  ...over,
});

const APPS: DataApp[] = [
  app({ id: 'a', name: 'Sales Analytics', businessFunction: 'Sales', tag: 'CRM', dataSources: ['salesforce'], description: 'Pipeline and bookings' }),
  app({ id: 'b', name: 'General Ledger', businessFunction: 'Finance', tag: 'ERP', dataSources: ['sap-ecc', 'oracle-ebs'] }),
  app({ id: 'c', name: 'Budget vs Actuals', businessFunction: 'Finance', type: 'accelerator', dataSources: ['netsuite'] }),
  app({ id: 'd', name: 'Sales Sample Data', businessFunction: 'Sales', type: 'sample', blueprintCategory: { name: 'Sales', image: '' } }),
];
const SOURCES: DataSource[] = [
  { id: 'salesforce', name: 'Salesforce' },
  { id: 'sap-ecc', name: 'SAP ECC' },
  { id: 'oracle-ebs', name: 'Oracle E-Business Suite' },
  { id: 'netsuite', name: 'NetSuite' },
  { id: 'jira', name: 'Jira' },
];

describe('the URL query of the filters', () => {
  it('reads several values per facet and the search, and writes them back keeping the cluster', () => {
    const query = 'businessFunction=Finance&businessFunction=Sales&dataSource=sap-ecc&type=accelerator&search=ledger&cluster=sales-analytics';
    const filters = parseCatalogueQuery(query);
    expect(filters).toEqual({ businessFunctions: ['Finance', 'Sales'], dataSources: ['sap-ecc'], types: ['accelerator'], search: 'ledger' });
    expect(new URLSearchParams(catalogueQuery(filters, 'cluster=sales-analytics')).toString()).toBe(
      new URLSearchParams('cluster=sales-analytics&businessFunction=Finance&businessFunction=Sales&dataSource=sap-ecc&type=accelerator&search=ledger').toString(),
    );
  });

  it('leaves no parameter behind for empty filters, and drops blanks and repeats', () => {
    expect(catalogueQuery(EMPTY_FILTERS, 'businessFunction=Sales&search=x&cluster=c1')).toBe('cluster=c1');
    expect(parseCatalogueQuery('type=sample&type=sample&type=&businessFunction=%20')).toEqual({ ...EMPTY_FILTERS, types: ['sample'] });
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, search: 'x' })).toBe(true);
  });

  it('prefills the search from /data-apps/{blueprintName}: a slug or a name reads as the name; the query wins', () => {
    expect(parseCatalogueQuery('', 'general-ledger', APPS).search).toBe('General Ledger');
    expect(parseCatalogueQuery('', 'Sales%20Analytics', APPS).search).toBe('Sales Analytics');
    expect(parseCatalogueQuery('', 'unknown-thing', APPS).search).toBe('unknown-thing');
    expect(parseCatalogueQuery('search=budget', 'general-ledger', APPS).search).toBe('budget');
    expect(parseCatalogueQuery('search=', 'general-ledger', APPS).search).toBe('');
  });
});

describe('filtering the catalogue', () => {
  const names = (filters: Partial<typeof EMPTY_FILTERS>) => filterDataApps(APPS, { ...EMPTY_FILTERS, ...filters }).map((a) => a.name);

  it('lets any value of a facet through, and needs every facet and the search', () => {
    expect(names({})).toHaveLength(4);
    expect(names({ businessFunctions: ['Finance'] })).toEqual(['General Ledger', 'Budget vs Actuals']);
    expect(names({ businessFunctions: ['Finance'], types: ['accelerator'] })).toEqual(['Budget vs Actuals']);
    expect(names({ dataSources: ['salesforce', 'oracle-ebs'] })).toEqual(['Sales Analytics', 'General Ledger']);
    expect(names({ businessFunctions: ['Sales'], search: 'sample' })).toEqual(['Sales Sample Data']);
    expect(names({ search: 'pipeline' })).toEqual(['Sales Analytics']);
    expect(names({ search: '  ERP ' })).toEqual(['General Ledger']);
    expect(names({ types: ['sample'], businessFunctions: ['Finance'] })).toEqual([]);
  });

  it('offers the facets the catalogue uses, and tags the filters in force', () => {
    const facets = catalogueFacets(APPS, SOURCES);
    expect(facets.businessFunctions.map((f) => f.value)).toEqual(['Finance', 'Sales']);
    expect(facets.dataSources.map((f) => f.label)).toEqual(['NetSuite', 'Oracle E-Business Suite', 'Salesforce', 'SAP ECC']);
    expect(facets.types).toEqual([
      { value: 'dataapp', label: 'Data App' },
      { value: 'accelerator', label: 'Accelerator' },
      { value: 'sample', label: 'Sample' },
    ]);

    const filters = { businessFunctions: ['Sales'], dataSources: ['sap-ecc'], types: ['sample'], search: 'x' };
    const tags = filterTags(filters, SOURCES);
    expect(tags.map((t) => t.label)).toEqual(['Sales', 'SAP ECC', 'Sample', '“x”']);
    expect(withoutTag(filters, tags[1]!)).toEqual({ ...filters, dataSources: [] });
    expect(withoutTag(filters, tags[3]!)).toEqual({ ...filters, search: '' });
  });
});

describe('the failed data apps of the history state', () => {
  it('reads ids, or objects with an id, and nothing else', () => {
    expect(failedIdsOf({ failedBlueprints: ['a', { id: 'b', name: 'B' }, 3, 'a', null] })).toEqual(['a', 'b']);
    expect(failedIdsOf({ failedBlueprints: 'a' })).toEqual([]);
    expect(failedIdsOf(null)).toEqual([]);
  });
});

describe('the export schema', () => {
  it('answers each field with its text', () => {
    const result = v.safeParse(dataAppExportSchema, { instanceId: '', tenant: '  ', blueprintIds: 'x' });
    expect(result.success).toBe(false);
    expect(Object.fromEntries((result.issues ?? []).map((i) => [v.getDotPath(i), i.message]))).toEqual({
      instanceId: 'Please select your cluster!',
      tenant: 'Please select your tenant!',
      blueprintIds: 'Choose at least one data app to export',
    });
    expect(v.parse(dataAppExportSchema, { instanceId: 'c', tenant: 'default', blueprintIds: ['a', 'a', ' b '] })).toEqual({
      instanceId: 'c',
      tenant: 'default',
      blueprintIds: ['a', 'b'],
    });
  });

  it("keeps the spec's exact texts for no connected cluster", () => {
    expect(DATA_APP_EXPORT_MESSAGES.noConnectedTitle).toBe('Connected cluster not found');
    expect(DATA_APP_EXPORT_MESSAGES.noConnectedBody).toBe(
      'To Export data app, you need at least one connected cluster. Please create a new cluster or reconnect an existing one.',
    );
  });
});
