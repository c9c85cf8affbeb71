/**
 * The fixed ids of the demo clusters (seed.ts), so tests, docs, the README and each family's demo data
 * (<family>/seed.ts, which seed.ts calls) can name them without importing the seed that calls them.
 */
export const SEED_INSTANCE_IDS = {
  salesAnalytics: '20000000-0000-4000-8000-000000000001',
  marketingBi: '20000000-0000-4000-8000-000000000002',
  legacyReporting: '20000000-0000-4000-8000-000000000003',
  opsMetrics: '20000000-0000-4000-8000-000000000004',
  enterpriseDwh: '20000000-0000-4000-8000-000000000005',
  euReporting: '20000000-0000-4000-8000-000000000006',
  trialDemo: '20000000-0000-4000-8000-000000000007',
  evanSandbox: '20000000-0000-4000-8000-000000000008',
  partnerDemo: '20000000-0000-4000-8000-000000000009',
} as const;
