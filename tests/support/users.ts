/** A complete user for tests (no DOM): settled, confirmed, activated, premium. */
import type { User } from '../../src/contract/types';

export const TEST_UUID = 'u-test';

/** A complete, settled (confirmed, activated) premium user; `overrides` replace top-level fields. */
export function buildUser(overrides: Partial<User> | Record<string, unknown> = {}): User {
  const base: User = {
    uuid: TEST_UUID,
    email: 'test.user@example.com',
    fullName: 'Test User',
    firstName: 'Test',
    lastName: 'User',
    jobTitle: 'Engineer',
    company: 'Example Corp',
    phone: '',
    sub: `db|${TEST_UUID}`,
    role: { id: 3, name: 'premium' },
    enableMarketplace: false,
    features: [],
    toggleFeatures: [],
    platformActions: [],
    configurations: {
      allowedInstances: { count: 5 },
      showInstanceSize: { enabled: true },
      showClusterOptimization: { enabled: true },
      showLatestRelease: { enabled: true },
      showTenants: { enabled: true },
      showInstallation: { enabled: true },
      showDiskSize: { enabled: true, value: 100, min: 50, max: 500 },
      showAlwaysAlive: { enabled: true, value: false },
    },
    trialExpired: false,
    vholParticipation: false,
    extendedTrial: false,
    showConsentFlow: false,
    pipelineStatus: null,
    isProvision: false,
    isDummyPassword: false,
    last_password_reset: '2026-01-01T00:00:00.000Z',
    confirmed: true,
    email_verified: true,
    newUser: false,
    assignedCluster: true,
    userDataIsSet: true,
    redirectTo: null,
    userConsent: 'accept',
    isPartner: false,
    createdAt: '2025-06-01T00:00:00.000Z',
    instancesCount: 0,
    instanceServices: [],
  };
  return { ...base, ...overrides } as User;
}
