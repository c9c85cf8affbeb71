import { describe, expect, it } from 'vitest';
import { clusterPath, PATHS, WELCOME_PATH } from '../../src/domain/paths';
import { GENERIC_PUSH_ALERT } from '../../src/domain/push';

describe('the app paths', () => {
  it("link a cluster's page by its name, encoded", () => {
    expect(clusterPath('sales-eu')).toBe('/clusters/sales-eu');
    expect(clusterPath('a b/c')).toBe('/clusters/a%20b%2Fc');
  });

  it('are what the generic push alert and the activation redirect open', () => {
    expect(GENERIC_PUSH_ALERT.url).toBe(PATHS.clusters);
    expect(WELCOME_PATH).toBe('/clusters?welcome=1');
  });
});
