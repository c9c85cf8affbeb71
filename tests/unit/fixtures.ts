/** A minimal, fully-typed user for domain tests; each test overrides only what it checks. */
import type { User } from '../../src/contract/types';
import { buildUser } from '../support/users';

export function makeUser(overrides: Partial<User> = {}): User {
  const base = buildUser();
  return buildUser({
    uuid: 'u-1',
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    sub: 'db|u-1',
    configurations: { ...base.configurations, allowedInstances: { count: 3 } },
    ...overrides,
  });
}
