/**
 * The data apps catalogue (doc 3 §2 Data Apps page, §3 Blueprint): every data app the emulated platform offers,
 * across business functions, data sources and types, with its category, slug, installable flag and the
 * releases it supports. One clean module: the cluster's Data Apps tab (import) reads it here, and the Data Apps
 * page (issue 15) and the create form's blueprint list (server/clusters/catalog.ts BLUEPRINTS) can too.
 *
 * The first six are the create form's blueprints, unchanged (ids, trial flags and minimal versions are what
 * its tests filter by). Every other data app open to trial users (trial: true) needs the latest release, so the
 * create form's list up to an older release stays as it was.
 *
 * `minimal_version` is the first release a data app supports: GET blueprints/{slug}/{instanceId}/isSupported
 * answers `supportedVersions: [minimal_version]` and isSupported when the cluster's release is at least that.
 */
import type { DataApp, DataSource } from '../../../src/contract/types';
import { compareVersions } from '../../../src/domain/create-cluster';
import { LATEST_RELEASE } from '../../users/profile';

/** GET blueprints/data_sources: the systems data apps read from (the catalogue's data source filter). */
export const DATA_SOURCES: readonly DataSource[] = [
  { id: 'oracle-ebs', name: 'Oracle E-Business Suite' },
  { id: 'oracle-fusion', name: 'Oracle Fusion Cloud' },
  { id: 'sap-ecc', name: 'SAP ECC' },
  { id: 'sap-s4hana', name: 'SAP S/4HANA' },
  { id: 'salesforce', name: 'Salesforce' },
  { id: 'netsuite', name: 'NetSuite' },
  { id: 'dynamics-365', name: 'Microsoft Dynamics 365' },
  { id: 'workday', name: 'Workday' },
  { id: 'servicenow', name: 'ServiceNow' },
  { id: 'zendesk', name: 'Zendesk' },
  { id: 'hubspot', name: 'HubSpot' },
  { id: 'google-analytics', name: 'Google Analytics' },
  { id: 'jira', name: 'Jira' },
  { id: 'shopify', name: 'Shopify' },
];

/** The catalogue's types (doc 3 §3 Blueprint type; the catalogue's type filter). */
export const DATA_APP_TYPES = ['dataapp', 'accelerator', 'sample'] as const;

type Category = 'Sales' | 'Finance' | 'Operations' | 'Human Resources' | 'Marketing' | 'Supply Chain' | 'Customer Service' | 'IT' | 'Procurement' | 'Manufacturing';

const CATEGORY_IMAGES: Record<Category, string> = {
  Sales: '/icons/blueprints/sales.svg',
  Finance: '/icons/blueprints/finance.svg',
  Operations: '/icons/blueprints/operations.svg',
  'Human Resources': '/icons/blueprints/hr.svg',
  Marketing: '/icons/blueprints/marketing.svg',
  'Supply Chain': '/icons/blueprints/supply-chain.svg',
  'Customer Service': '/icons/blueprints/customer-service.svg',
  IT: '/icons/blueprints/it.svg',
  Procurement: '/icons/blueprints/procurement.svg',
  Manufacturing: '/icons/blueprints/manufacturing.svg',
};

interface Entry {
  id: string;
  name: string;
  category: Category;
  /** Defaults to the category. */
  businessFunction?: string;
  trial: boolean;
  minimal_version: string;
  installable?: boolean;
  description: string;
  tag: string;
  type?: (typeof DATA_APP_TYPES)[number];
  dataSources: string[];
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function app(entry: Entry): DataApp {
  const slug = slugOf(entry.name);
  return {
    id: entry.id,
    name: entry.name,
    slug,
    url: `https://marketplace.analytics-cloud.example/data-apps/${slug}`,
    trial: entry.trial,
    minimal_version: entry.minimal_version,
    installable: entry.installable ?? true,
    description: entry.description,
    tag: entry.tag,
    businessFunction: entry.businessFunction ?? entry.category,
    type: entry.type ?? 'dataapp',
    blueprintCategory: { name: entry.category, image: CATEGORY_IMAGES[entry.category] },
    dataSources: entry.dataSources,
  };
}

const LATEST = LATEST_RELEASE;

export const DATA_APPS: readonly DataApp[] = [
  // The create form's blueprints (server/clusters/catalog.ts), unchanged.
  app({ id: 'bp-sales-analytics', name: 'Sales Analytics', category: 'Sales', trial: true, minimal_version: '2024.11.4', description: 'Pipeline, bookings and win rates from your CRM, ready to explore.', tag: 'CRM', dataSources: ['salesforce', 'dynamics-365', 'hubspot'] }),
  app({ id: 'bp-financial-close', name: 'Financial Close', category: 'Finance', trial: false, minimal_version: '2025.7.1', description: 'General ledger, accounts payable and receivable for a faster month-end close.', tag: 'ERP', dataSources: ['oracle-ebs', 'sap-ecc', 'netsuite'] }),
  app({ id: 'bp-supply-chain', name: 'Supply Chain Insights', category: 'Operations', trial: true, minimal_version: '2026.4.0', description: 'Inventory, purchase orders and supplier lead times in one place.', tag: 'ERP', dataSources: ['oracle-ebs', 'sap-s4hana'] }),
  app({ id: 'bp-hr-workforce', name: 'Workforce Analytics', category: 'Human Resources', trial: false, minimal_version: '2026.7.2', description: 'Headcount, attrition and hiring funnels from your HR system.', tag: 'HCM', dataSources: ['workday', 'oracle-fusion'] }),
  app({ id: 'bp-marketing-attribution', name: 'Marketing Attribution', category: 'Marketing', trial: true, minimal_version: LATEST, description: 'Campaign spend and multi-touch attribution across channels.', tag: 'Marketing', dataSources: ['hubspot', 'google-analytics', 'salesforce'] }),
  app({ id: 'bp-procurement-legacy', name: 'Procurement (Legacy)', category: 'Operations', trial: false, minimal_version: '2024.11.4', installable: false, description: 'Superseded by Supply Chain Insights; kept for clusters that already run it.', tag: 'ERP', dataSources: ['oracle-ebs'] }),

  // Sales
  app({ id: 'bp-sales-forecasting', name: 'Sales Forecasting', category: 'Sales', trial: true, minimal_version: LATEST, description: 'Forecast against quota by region, team and product line.', tag: 'CRM', dataSources: ['salesforce', 'dynamics-365'] }),
  app({ id: 'bp-order-to-cash', name: 'Order to Cash', category: 'Sales', businessFunction: 'Finance', trial: false, minimal_version: '2025.7.1', description: 'Orders, invoices and collections from booking to cash.', tag: 'ERP', dataSources: ['oracle-ebs', 'sap-ecc', 'netsuite'] }),
  app({ id: 'bp-ecommerce-sales', name: 'E-commerce Sales', category: 'Sales', trial: false, minimal_version: '2026.4.0', description: 'Storefront orders, carts and returns by channel and product.', tag: 'Commerce', dataSources: ['shopify'] }),
  app({ id: 'bp-sales-sample', name: 'Sales Sample Data', category: 'Sales', trial: true, minimal_version: LATEST, type: 'sample', description: 'A small sample schema and dashboards to try the platform with.', tag: 'Sample', dataSources: [] }),
  // Finance
  app({ id: 'bp-accounts-payable', name: 'Accounts Payable', category: 'Finance', trial: false, minimal_version: '2025.12.3', description: 'Invoices, payments and aging by supplier and business unit.', tag: 'ERP', dataSources: ['oracle-ebs', 'oracle-fusion', 'sap-s4hana'] }),
  app({ id: 'bp-accounts-receivable', name: 'Accounts Receivable', category: 'Finance', trial: false, minimal_version: '2025.12.3', description: 'Open receivables, days sales outstanding and collector work lists.', tag: 'ERP', dataSources: ['oracle-ebs', 'oracle-fusion', 'netsuite'] }),
  app({ id: 'bp-general-ledger', name: 'General Ledger', category: 'Finance', trial: false, minimal_version: '2025.7.1', description: 'Trial balance, journals and account analysis down to the line.', tag: 'ERP', dataSources: ['oracle-ebs', 'sap-ecc', 'sap-s4hana', 'dynamics-365'] }),
  app({ id: 'bp-fixed-assets', name: 'Fixed Assets', category: 'Finance', trial: false, minimal_version: '2026.4.0', description: 'Asset register, depreciation runs and retirements.', tag: 'ERP', dataSources: ['oracle-ebs', 'oracle-fusion'] }),
  app({ id: 'bp-budget-planning', name: 'Budget vs Actuals', category: 'Finance', trial: true, minimal_version: LATEST, type: 'accelerator', description: 'Budgets against actuals by cost center, with variance drill-down.', tag: 'Planning', dataSources: ['netsuite', 'oracle-fusion'] }),
  // Human Resources
  app({ id: 'bp-hr-payroll', name: 'Payroll Analytics', category: 'Human Resources', trial: false, minimal_version: '2026.7.2', description: 'Payroll costs, overtime and deductions by department.', tag: 'HCM', dataSources: ['workday', 'oracle-fusion'] }),
  app({ id: 'bp-hr-recruiting', name: 'Recruiting Funnel', category: 'Human Resources', trial: false, minimal_version: '2025.12.3', description: 'Requisitions, candidates and time to hire across stages.', tag: 'HCM', dataSources: ['workday'] }),
  // Marketing
  app({ id: 'bp-campaign-performance', name: 'Campaign Performance', category: 'Marketing', trial: false, minimal_version: '2026.4.0', description: 'Reach, clicks and conversions per campaign and channel.', tag: 'Marketing', dataSources: ['hubspot', 'google-analytics'] }),
  app({ id: 'bp-web-analytics', name: 'Web Analytics', category: 'Marketing', trial: true, minimal_version: LATEST, description: 'Sessions, funnels and landing pages from your site traffic.', tag: 'Digital', dataSources: ['google-analytics'] }),
  // Supply Chain
  app({ id: 'bp-inventory-optimization', name: 'Inventory Optimization', category: 'Supply Chain', trial: false, minimal_version: '2026.4.0', description: 'Stock levels, turns and reorder points per warehouse.', tag: 'SCM', dataSources: ['oracle-ebs', 'sap-s4hana', 'netsuite'] }),
  app({ id: 'bp-order-fulfillment', name: 'Order Fulfillment', category: 'Supply Chain', trial: false, minimal_version: '2025.12.3', description: 'Pick, pack and ship times with late-order alerts.', tag: 'SCM', dataSources: ['oracle-ebs', 'shopify'] }),
  app({ id: 'bp-demand-planning', name: 'Demand Planning', category: 'Supply Chain', trial: false, minimal_version: LATEST, type: 'accelerator', description: 'Demand history and forecast accuracy by item and location.', tag: 'SCM', dataSources: ['sap-s4hana', 'oracle-fusion'] }),
  // Procurement
  app({ id: 'bp-procurement-spend', name: 'Procurement Spend', category: 'Procurement', trial: false, minimal_version: '2026.4.0', description: 'Spend by category and supplier, with contract compliance.', tag: 'ERP', dataSources: ['oracle-ebs', 'sap-ecc', 'oracle-fusion'] }),
  app({ id: 'bp-supplier-scorecard', name: 'Supplier Scorecard', category: 'Procurement', trial: false, minimal_version: '2026.7.2', description: 'On-time delivery, quality and price variance per supplier.', tag: 'ERP', dataSources: ['oracle-ebs', 'sap-s4hana'] }),
  // Customer Service
  app({ id: 'bp-service-desk', name: 'Service Desk Analytics', category: 'Customer Service', trial: false, minimal_version: '2025.12.3', description: 'Ticket volumes, resolution times and backlog by queue.', tag: 'ITSM', dataSources: ['servicenow', 'zendesk'] }),
  app({ id: 'bp-customer-satisfaction', name: 'Customer Satisfaction', category: 'Customer Service', trial: true, minimal_version: LATEST, description: 'CSAT and NPS trends tied to tickets and accounts.', tag: 'Support', dataSources: ['zendesk', 'salesforce'] }),
  app({ id: 'bp-customer-360', name: 'Customer 360', category: 'Customer Service', businessFunction: 'Sales', trial: false, minimal_version: '2026.7.2', type: 'accelerator', description: 'One view of each customer across sales, billing and support.', tag: 'CRM', dataSources: ['salesforce', 'zendesk', 'netsuite'] }),
  // IT
  app({ id: 'bp-it-operations', name: 'IT Operations', category: 'IT', trial: false, minimal_version: '2026.4.0', description: 'Incidents, changes and service availability.', tag: 'ITSM', dataSources: ['servicenow'] }),
  app({ id: 'bp-project-delivery', name: 'Project Delivery', category: 'IT', trial: false, minimal_version: '2025.12.3', description: 'Sprints, throughput and cycle time across projects.', tag: 'Engineering', dataSources: ['jira'] }),
  app({ id: 'bp-cloud-costs', name: 'Cloud Cost Insights', category: 'IT', businessFunction: 'Finance', trial: false, minimal_version: LATEST, type: 'accelerator', description: 'Cloud spend by service, team and environment.', tag: 'FinOps', dataSources: [] }),
  // Manufacturing
  app({ id: 'bp-production-planning', name: 'Production Planning', category: 'Manufacturing', trial: false, minimal_version: '2026.4.0', description: 'Work orders, capacity and schedule adherence by plant.', tag: 'MFG', dataSources: ['sap-ecc', 'sap-s4hana', 'oracle-ebs'] }),
  app({ id: 'bp-quality-management', name: 'Quality Management', category: 'Manufacturing', trial: false, minimal_version: '2026.7.2', description: 'Defects, inspections and corrective actions by line.', tag: 'MFG', dataSources: ['sap-s4hana'] }),
  app({ id: 'bp-shop-floor-legacy', name: 'Shop Floor (Legacy)', category: 'Manufacturing', trial: false, minimal_version: '2024.11.4', installable: false, description: 'Retired: replaced by Production Planning.', tag: 'MFG', dataSources: ['sap-ecc'] }),
];

/**
 * Data apps whose first import onto a cluster fails (the emulator's deterministic failure rule, for tests and
 * demos): the schema load times out; the next attempt on that cluster succeeds.
 */
export const FAILS_FIRST_IMPORT: ReadonlySet<string> = new Set(['bp-hr-workforce', 'bp-procurement-spend', 'bp-customer-360']);

export function dataAppById(id: string): DataApp | undefined {
  return DATA_APPS.find((a) => a.id === id);
}

/** By name as the import call carries it (case-insensitive). */
export function dataAppByName(name: string): DataApp | undefined {
  const wanted = name.trim().toLowerCase();
  return DATA_APPS.find((a) => a.name.toLowerCase() === wanted);
}

export function dataAppBySlug(slug: string): DataApp | undefined {
  return DATA_APPS.find((a) => a.slug === slug);
}

export function dataSourceById(id: string): DataSource | undefined {
  return DATA_SOURCES.find((s) => s.id === id);
}

/** The releases a data app supports, starting from each (isSupported's supportedVersions). */
export function supportedVersionsOf(app: Pick<DataApp, 'minimal_version'>): string[] {
  return [app.minimal_version];
}

/** Whether a cluster on `release` may run the data app. */
export function supportsRelease(app: Pick<DataApp, 'minimal_version'>, release: string): boolean {
  return supportedVersionsOf(app).some((from) => compareVersions(release, from) >= 0);
}
