import { describe, expect, it } from 'vitest';
import { diskUsageLevel, formatStorage, tabFromQuery } from '../../src/domain/cluster-page';

describe('the cluster page rules (doc 2 §2, §9)', () => {
  it('shows consumed storage in TB above 1000 GB, otherwise in GB', () => {
    expect(formatStorage(1000)).toBe('1000 GB');
    expect(formatStorage(1500)).toBe('1.5 TB');
    expect(formatStorage(2345)).toBe('2.35 TB');
    expect(formatStorage(12.345)).toBe('12.35 GB');
  });

  it('colours disk usage: up to 40 % used normal, up to 70 % warning, above critical', () => {
    expect(diskUsageLevel(100, 60)).toBe('normal');
    expect(diskUsageLevel(100, 59)).toBe('warning');
    expect(diskUsageLevel(100, 30)).toBe('warning');
    expect(diskUsageLevel(100, 29)).toBe('critical');
  });

  it('opens the tab ?tab= names when the user sees it, else the overview', () => {
    expect(tabFromQuery('libraries', ['main', 'libraries'])).toBe('libraries');
    expect(tabFromQuery('scheduling', ['main', 'libraries'])).toBe('main');
    expect(tabFromQuery('scaling', ['main', 'libraries'])).toBe('main');
    expect(tabFromQuery(null, ['main'])).toBe('main');
  });
});
