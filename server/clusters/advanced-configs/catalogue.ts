/**
 * The settings a cluster offers (doc 2 §3 Config item): the server's own and every tenant's, in categories, with
 * items of every type, validators, dependencies (AND and OR), and restarts of each service. Every value here is
 * the item's default; a changed one is stored (schema.ts). Realistic, not exhaustive.
 */
import type { AdvancedConfigCategory, AdvancedConfigItem } from '../../../src/contract/types';
import { NULL_HANDLING_KEY, PRODUCT_CATEGORY } from '../../../src/domain/advanced-configs';

/** An item as catalogued: its default is its value until changed. */
export type CatalogueItem = Omit<AdvancedConfigItem, 'value' | 'defaultValue'> & { defaultValue: string };

export interface CatalogueCategory {
  category: string;
  config: CatalogueItem[];
}

const num = (key: string, label: string, description: string, defaultValue: number, min: number, max: number, extra: Partial<CatalogueItem> = {}): CatalogueItem => ({
  key,
  label,
  description,
  type: 'number',
  defaultValue: String(defaultValue),
  validators: [{ min, max }],
  ...extra,
});

const bool = (key: string, label: string, description: string, defaultValue: boolean, extra: Partial<CatalogueItem> = {}): CatalogueItem => ({
  key,
  label,
  description,
  type: 'boolean',
  defaultValue: String(defaultValue),
  ...extra,
});

const choice = (key: string, label: string, description: string, possibleValues: string[], defaultValue: string, extra: Partial<CatalogueItem> = {}): CatalogueItem => ({
  key,
  label,
  description,
  type: 'enum',
  possibleValues,
  defaultValue,
  ...extra,
});

const text = (
  key: string,
  label: string,
  description: string,
  type: 'string' | 'text' | 'password',
  defaultValue: string,
  extra: Partial<CatalogueItem> = {},
): CatalogueItem => ({ key, label, description, type, defaultValue, ...extra });

const smtpOn = { dependencies: [{ key: 'integration.smtp.enabled', value: 'true' }] };

/** The server tab ('system'). */
export const SERVER_CATALOGUE: readonly CatalogueCategory[] = [
  {
    category: 'Server',
    config: [
      num('server.session.timeoutMinutes', 'Session timeout (minutes)', 'How long a signed-in user may stay idle before signing in again.', 30, 5, 1440),
      choice('server.locale.default', 'Default locale', 'The language and formats new users start with.', ['en_US', 'de_DE', 'fr_FR', 'es_ES', 'ja_JP'], 'en_US'),
      text('server.maintenance.banner', 'Maintenance banner', 'A message shown to every user above the dashboards. Leave empty for none.', 'text', '', {
        validators: [{ max: 500 }],
      }),
    ],
  },
  {
    category: 'Analytics',
    config: [
      num('engine.insight.maxRows', 'Maximum rows per insight', 'The most rows one insight may return before it is cut off.', 1_000_000, 1_000, 10_000_000, {
        requiresRestart: true,
        serviceToRestart: 'analytics',
      }),
      num('engine.memory.percent', 'Engine memory (%)', 'The share of a node’s memory the engine may use for loaded data.', 60, 10, 90, {
        requiresRestart: true,
        serviceToRestart: 'all',
      }),
      bool('engine.cache.enabled', 'Query cache', 'Keep the results of recent queries to answer repeated ones faster.', true),
      num('engine.cache.sizeMb', 'Query cache size (MB)', 'Memory set aside for the query cache.', 2048, 128, 65_536, {
        dependencies: [{ key: 'engine.cache.enabled', value: 'true' }],
        requiresRestart: true,
        serviceToRestart: 'analytics',
      }),
    ],
  },
  {
    category: 'Loader',
    config: [
      num('loader.parallel.jobs', 'Parallel load jobs', 'How many schema loads may run at the same time.', 4, 1, 16, {
        requiresRestart: true,
        serviceToRestart: 'loader',
      }),
      bool('loader.incremental.enabled', 'Incremental loads', 'Load only new and changed rows where a table allows it.', true),
      num('loader.errors.thresholdPercent', 'Rejected rows threshold (%)', 'A load fails when more than this share of rows is rejected.', 10, 0, 100),
    ],
  },
  {
    category: 'SQL Interface',
    config: [
      num('sqli.connections.max', 'Maximum connections', 'How many SQL clients may be connected at once.', 100, 1, 1_000, {
        requiresRestart: true,
        serviceToRestart: 'SQLi',
      }),
      text('sqli.schema.default', 'Default schema', 'The schema a SQL client uses when its query names none.', 'string', 'public', {
        validators: [{ max: 128 }],
      }),
    ],
  },
  {
    category: 'Diagnostics',
    config: [
      choice('diagnostics.log.level', 'Log level', 'How much the services write to their logs.', ['ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE'], 'INFO'),
      bool('diagnostics.sql.verbose', 'Log generated SQL', 'Also log the SQL each query runs. Only at the DEBUG and TRACE levels.', false, {
        dependencies: [
          { key: 'diagnostics.log.level', value: 'DEBUG' },
          { key: 'diagnostics.log.level', value: 'TRACE' },
        ],
      }),
      num('diagnostics.retention.days', 'Log retention (days)', 'How long logs are kept.', 14, 1, 90),
    ],
  },
  {
    category: 'Integration',
    config: [
      bool('integration.smtp.enabled', 'Send e-mail through SMTP', 'Deliver scheduled reports and alerts through your own mail server.', false),
      text('integration.smtp.host', 'SMTP host', 'The mail server’s host name.', 'string', '', { ...smtpOn, validators: [{ max: 255 }] }),
      num('integration.smtp.port', 'SMTP port', 'The mail server’s port.', 587, 1, 65_535, smtpOn),
      choice('integration.smtp.security', 'Connection security', 'How the connection to the mail server is protected.', ['NONE', 'STARTTLS', 'SSL'], 'STARTTLS', smtpOn),
      bool('integration.smtp.auth', 'SMTP authentication', 'The mail server asks for a user name and password.', true, smtpOn),
      text('integration.smtp.username', 'SMTP user name', 'The account that sends the mail.', 'string', '', {
        dependencies: [
          { key: 'integration.smtp.enabled', value: 'true' },
          { key: 'integration.smtp.auth', value: 'true' },
        ],
        dependenciesAndingEvaluation: true,
        validators: [{ max: 255 }],
      }),
      text('integration.smtp.password', 'SMTP password', 'Its password. It is stored and never shown again.', 'password', '', {
        dependencies: [
          { key: 'integration.smtp.enabled', value: 'true' },
          { key: 'integration.smtp.auth', value: 'true' },
        ],
        dependenciesAndingEvaluation: true,
        validators: [{ max: 255 }],
      }),
    ],
  },
  {
    category: PRODUCT_CATEGORY,
    config: [
      bool(NULL_HANDLING_KEY, 'Null Handling', 'Treat empty values as SQL NULL in formulas and filters (labs).', false, {
        requiresRestart: true,
        serviceToRestart: 'all',
      }),
      bool('product.labs.newAnalyzer', 'New analyzer experience', 'Try the redesigned analyzer before it becomes the default (labs).', false),
      choice('product.labs.suggestions', 'Insight suggestions', 'How eagerly the analyzer suggests visualizations (labs).', ['Off', 'Conservative', 'Eager'], 'Conservative'),
    ],
  },
  {
    category: 'Export',
    config: [
      num('export.rows.max', 'Maximum exported rows', 'The most rows a single export may contain.', 100_000, 1, 1_000_000),
      choice('export.pdf.pageSize', 'PDF page size', 'The paper size of exported PDF files.', ['A4', 'Letter', 'Legal'], 'A4'),
      text('export.csv.delimiter', 'CSV delimiter', 'The character between values in exported CSV files.', 'string', ',', { validators: [{ max: 1 }] }),
    ],
  },
];

/** Every tenant's tab. */
export const TENANT_CATALOGUE: readonly CatalogueCategory[] = [
  {
    category: 'Security',
    config: [
      num('tenant.password.minLength', 'Minimum password length', 'The fewest characters a tenant user’s password may have.', 12, 8, 64),
      bool('tenant.session.concurrent', 'Concurrent sessions', 'Let a user be signed in from several browsers at once.', true),
      text('tenant.login.banner', 'Sign-in notice', 'Text shown on the tenant’s sign-in page, e.g. a usage policy.', 'text', '', { validators: [{ max: 2000 }] }),
    ],
  },
  {
    category: 'Data',
    config: [
      choice('tenant.timezone', 'Time zone', 'The time zone schedules and date functions use.', ['UTC', 'America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Tokyo'], 'UTC'),
      num('tenant.schema.refreshMinutes', 'Schema refresh interval (minutes)', 'How often scheduled schema loads may run at most.', 60, 5, 1440, {
        requiresRestart: true,
        serviceToRestart: 'loader',
      }),
      text('tenant.data.path', 'Data path', 'Where the tenant’s files are kept in the cluster’s storage.', 'string', '/data/tenant', { validators: [{ max: 1024 }] }),
    ],
  },
  {
    category: 'Export',
    config: [
      bool('tenant.export.watermark', 'Watermark exports', 'Print a watermark on every exported page.', false),
      text('tenant.export.watermarkText', 'Watermark text', 'The text of the watermark.', 'string', 'Confidential', {
        dependencies: [{ key: 'tenant.export.watermark', value: 'true' }],
        validators: [{ max: 100 }],
      }),
    ],
  },
];

/** The categories of a tab with its values: the stored ones over the defaults; a password never reads back. */
export function withValues(catalogue: readonly CatalogueCategory[], stored: ReadonlyMap<string, string>): AdvancedConfigCategory[] {
  return catalogue.map(({ category, config }) => ({
    category,
    config: config.map((item) => ({
      ...item,
      value: item.type === 'password' ? '' : (stored.get(item.key) ?? item.defaultValue),
    })),
  }));
}

/** The stored value, else the default (a password's too: for the restart check only). */
export function currentValue(item: CatalogueItem, stored: ReadonlyMap<string, string>): string {
  return stored.get(item.key) ?? item.defaultValue;
}
