/**
 * The demo accounts (one per kind of user the spec names). Their uuids are fixed so docs, tests and
 * other modules' seeds (clusters, pipeline) can name them. Password: DEMO_PASSWORD, a clearly-marked
 * demo secret printed at start.
 */
import type { Database } from '../db';
import type { PipelineStatus } from '../../src/contract/types';
import { hashPasswordSync } from './passwords';
import {
  FEATURE_TOGGLE_KEYS,
  ROLES,
  defaultConfigurations,
  defaultProfile,
  featuresOn,
  LATEST_RELEASE,
  type StoredProfile,
} from './profile';
import type { UserRow } from './schema';

export const DEMO_PASSWORD = 'Demo-Cloud-2026!';

/** Fixed uuids of the demo accounts, by the local part of their email. */
export const DEMO_UUIDS = {
  trial: '00000000-0000-4000-8000-000000000001',
  expired: '00000000-0000-4000-8000-000000000002',
  premium: '00000000-0000-4000-8000-000000000003',
  enterprise: '00000000-0000-4000-8000-000000000004',
  partner: '00000000-0000-4000-8000-000000000005',
  provisioned: '00000000-0000-4000-8000-000000000006',
  azure: '00000000-0000-4000-8000-000000000007',
  blocked: '00000000-0000-4000-8000-000000000008',
  unverified: '00000000-0000-4000-8000-000000000009',
  newuser: '00000000-0000-4000-8000-000000000010',
  manager: '00000000-0000-4000-8000-000000000011',
  user: '00000000-0000-4000-8000-000000000012',
  billing: '00000000-0000-4000-8000-000000000013',
  consent: '00000000-0000-4000-8000-000000000014',
} as const;
export type DemoKey = keyof typeof DEMO_UUIDS;

export const DEMO_DOMAIN = 'demo.test';

export function demoEmail(key: DemoKey): string {
  return `${key}@${DEMO_DOMAIN}`;
}

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

interface DemoSeed {
  key: DemoKey;
  fullName: string;
  jobTitle: string;
  company: string;
  phone: string;
  what: string;
  /** Signed up through a social connection: sub `social|<uuid>`, cannot change password. */
  social?: boolean;
  blocked?: boolean;
  /** Days before the seed time the account was created. */
  ageDays: number;
  /** `realDelay`: real ms of a simulated span at the emulator's speed (server/clock.ts). */
  profile(base: StoredProfile, now: number, realDelay: (simulatedMs: number) => number): StoredProfile;
}

/** An account that has been through activation and filled in its details. */
function settled(base: StoredProfile, now: number, ageDays: number): StoredProfile {
  return {
    ...base,
    newUser: false,
    assignedCluster: true,
    userDataIsSet: true,
    userConsent: 'accept',
    last_password_reset: new Date(now - Math.max(1, ageDays - 1) * DAY).toISOString(),
  };
}

/**
 * A deployment submitted a simulated minute before the seed, still preparing (2 simulated minutes) at any
 * speed. The pipeline module (server/pipeline) adopts it and runs its eight stages on from createdAt,
 * 45–50 simulated minutes in all.
 */
function azurePipeline(now: number, realDelay: (simulatedMs: number) => number): PipelineStatus {
  const createdAt = new Date(now - realDelay(1 * MINUTE)).toISOString();
  return {
    state: 'inProgress',
    stageName: 'Basic_Resources',
    configurationName: 'salesenv',
    incortaImage: LATEST_RELEASE,
    plan: 'Standard',
    region: 'East US',
    createdAt,
    updatedAt: createdAt,
    error: null,
  };
}

const SEEDS: readonly DemoSeed[] = [
  {
    key: 'trial',
    fullName: 'Tara Trial',
    jobTitle: 'Data Analyst',
    company: 'Northwind Traders',
    phone: '+1 415 555 0101',
    what: 'role free (id 1), payment toggle on: upgrade banner, locked regions',
    ageDays: 5,
    profile: (b, now) => ({ ...settled(b, now, 5), features: featuresOn(['payment']) }),
  },
  {
    key: 'expired',
    fullName: 'Evan Expired',
    jobTitle: 'BI Developer',
    company: 'Contoso Retail',
    phone: '+1 206 555 0102',
    what: 'role free, trialExpired, neither vholParticipation nor extendedTrial: expired-trial page with the lab button',
    ageDays: 45,
    profile: (b, now) => ({
      ...settled(b, now, 45),
      features: featuresOn(['payment']),
      trialExpired: true,
      vholParticipation: false,
      extendedTrial: false,
    }),
  },
  {
    key: 'premium',
    fullName: 'Paula Premium',
    jobTitle: 'Head of Analytics',
    company: 'Fabrikam Inc.',
    phone: '+44 20 7946 0103',
    what: 'role premium (id 3), 10 allowed clusters, owner of several clusters',
    ageDays: 400,
    profile: (b, now) => ({
      ...settled(b, now, 400),
      role: { ...ROLES.premium },
      features: featuresOn(['payment', 'autoScale', 'manualScaling']),
      configurations: {
        ...defaultConfigurations(10),
        showClusterOptimization: { enabled: true },
        showAlwaysAlive: { enabled: true, value: false },
      },
    }),
  },
  {
    key: 'enterprise',
    fullName: 'Erik Enterprise',
    jobTitle: 'Platform Lead',
    company: 'Tailspin Toys',
    phone: '+49 30 555 0104',
    what: 'role enterprise (id 4), enableMarketplace, every feature toggle on (incl. microsoftSynapse)',
    ageDays: 700,
    profile: (b, now) => ({
      ...settled(b, now, 700),
      role: { ...ROLES.enterprise },
      enableMarketplace: true,
      features: featuresOn(FEATURE_TOGGLE_KEYS),
      configurations: {
        ...defaultConfigurations(20),
        showClusterOptimization: { enabled: true },
        showAlwaysAlive: { enabled: true, value: false },
      },
    }),
  },
  {
    key: 'partner',
    fullName: 'Priya Partner',
    jobTitle: 'Solutions Architect',
    company: 'Adatum Consulting',
    phone: '+91 80 5550 0105',
    what: 'isPartner (Data Apps export, consumption exports), enableMarketplace; social connection (sub social|…): cannot change password',
    social: true,
    ageDays: 400,
    profile: (b, now) => ({
      ...settled(b, now, 400),
      role: { ...ROLES.basic },
      isPartner: true,
      enableMarketplace: true,
      last_password_reset: null,
      configurations: defaultConfigurations(3),
    }),
  },
  {
    key: 'provisioned',
    fullName: 'Pat Provisioned',
    jobTitle: 'Data Engineer',
    company: 'Litware Labs',
    phone: '+1 312 555 0106',
    what: 'isProvision + isDummyPassword + empty last_password_reset: the provision-password modal',
    ageDays: 1,
    profile: (b, now) => ({
      ...settled(b, now, 1),
      role: { ...ROLES.premium },
      isProvision: true,
      isDummyPassword: true,
      last_password_reset: '',
      configurations: defaultConfigurations(5),
    }),
  },
  {
    key: 'azure',
    fullName: 'Ava Azure',
    jobTitle: 'Cloud Architect',
    company: 'Woodgrove Bank',
    phone: '+1 646 555 0107',
    what: 'showConsentFlow; a cloud-provider pipeline in progress at stage Basic_Resources',
    ageDays: 3,
    profile: (b, now, realDelay) => ({
      ...settled(b, now, 3),
      role: { ...ROLES.premium },
      features: featuresOn(['azureSupport', 'azureSaaSSupport']),
      showConsentFlow: true,
      pipelineStatus: azurePipeline(now, realDelay),
      configurations: defaultConfigurations(5),
    }),
  },
  {
    key: 'consent',
    fullName: 'Cora Consent',
    jobTitle: 'Cloud Engineer',
    company: 'Woodgrove Bank',
    phone: '+1 646 555 0114',
    what: 'showConsentFlow with no deployment yet: the consent form from its start (a submission starts one)',
    ageDays: 2,
    profile: (b, now) => ({
      ...settled(b, now, 2),
      role: { ...ROLES.premium },
      features: featuresOn(['azureSupport', 'azureSaaSSupport']),
      showConsentFlow: true,
      pipelineStatus: null,
      configurations: defaultConfigurations(5),
    }),
  },
  {
    key: 'blocked',
    fullName: 'Bo Blocked',
    jobTitle: 'Analyst',
    company: 'Proseware',
    phone: '',
    what: 'blocked: sign-in fails with the blocked error page',
    blocked: true,
    ageDays: 90,
    profile: (b, now) => settled(b, now, 90),
  },
  {
    key: 'unverified',
    fullName: 'Uma Unverified',
    jobTitle: '',
    company: '',
    phone: '',
    what: 'not confirmed, email not verified: the verify-email page',
    ageDays: 0,
    profile: (b) => ({ ...b, confirmed: false, email_verified: false }),
  },
  {
    key: 'newuser',
    fullName: 'Nina Newuser',
    jobTitle: '',
    company: '',
    phone: '',
    what: 'newUser, confirmed, no assigned cluster, redirectTo null: activation and first login',
    ageDays: 0,
    profile: (b) => ({ ...b, newUser: true, assignedCluster: false, confirmed: true, redirectTo: null }),
  },
  {
    key: 'manager',
    fullName: 'Max Manager',
    jobTitle: 'Engineering Manager',
    company: 'Fabrikam Inc.',
    phone: '+44 20 7946 0111',
    what: "role premium; Manager (accountAdmin) on premium@'s clusters",
    ageDays: 300,
    profile: (b, now) => ({ ...settled(b, now, 300), role: { ...ROLES.premium }, configurations: defaultConfigurations(5) }),
  },
  {
    key: 'user',
    fullName: 'Ursula User',
    jobTitle: 'Data Scientist',
    company: 'Fabrikam Inc.',
    phone: '+44 20 7946 0112',
    what: "role premium; User (developer) on premium@'s clusters",
    ageDays: 250,
    profile: (b, now) => ({ ...settled(b, now, 250), role: { ...ROLES.premium }, configurations: defaultConfigurations(5) }),
  },
  {
    key: 'billing',
    fullName: 'Bill Billing',
    jobTitle: 'Finance Controller',
    company: 'Fabrikam Inc.',
    phone: '+44 20 7946 0113',
    what: "role premium; Billing User (accountManager) on premium@'s clusters",
    ageDays: 220,
    profile: (b, now) => ({ ...settled(b, now, 220), role: { ...ROLES.premium }, configurations: defaultConfigurations(5) }),
  },
];

/** The demo accounts, as the console and the README list them. */
export const DEMO_ACCOUNTS: readonly { email: string; uuid: string; what: string }[] = SEEDS.map((s) => ({
  email: demoEmail(s.key),
  uuid: DEMO_UUIDS[s.key],
  what: s.what,
}));

/**
 * The demo password is public, so the accounts share one salted hash per process: hashing it once
 * instead of thirteen times keeps every in-memory test emulator fast.
 */
let demoHash: string | null = null;
function demoPasswordHash(): string {
  demoHash ??= hashPasswordSync(DEMO_PASSWORD);
  return demoHash;
}

/** Inserts the demo accounts that are missing (by uuid or email); existing rows are left as they are. */
export function seedDemoUsers(
  db: Database,
  now: number,
  realDelay: (simulatedMs: number) => number = (ms) => ms,
): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO users (uuid, email, sub, password_hash, blocked, profile, utm, created_at)
     VALUES (@uuid, @email, @sub, @password_hash, @blocked, @profile, @utm, @created_at)`,
  );
  db.transaction(() => {
    for (const seed of SEEDS) {
      const uuid = DEMO_UUIDS[seed.key];
      const base: StoredProfile = {
        ...defaultProfile(seed.fullName),
        jobTitle: seed.jobTitle,
        company: seed.company,
        phone: seed.phone,
      };
      const row: UserRow = {
        uuid,
        email: demoEmail(seed.key),
        sub: `${seed.social ? 'social' : 'db'}|${uuid}`,
        password_hash: demoPasswordHash(),
        blocked: seed.blocked ? 1 : 0,
        profile: JSON.stringify(seed.profile(base, now, realDelay)),
        utm: '{}',
        created_at: new Date(now - seed.ageDays * DAY).toISOString(),
      };
      insert.run(row);
    }
  })();
}
