import { docsLink, settingSlug } from '../../src/domain/docs-links';

describe('documentation deep links (doc 1 §2)', () => {
  it('builds a link from a section and a setting name', () => {
    expect(docsLink('https://docs.example/', 'system', 'Max Upload Size (MB)')).toBe(
      'https://docs.example/configurations/system#max-upload-size-mb',
    );
    expect(docsLink('https://docs.example', 'tenants', 'Default Timezone')).toBe(
      'https://docs.example/configurations/tenants#default-timezone',
    );
  });

  it('links the section page when the setting name has no letters or digits', () => {
    expect(settingSlug(' -- ')).toBe('');
    expect(docsLink('https://docs.example', 'system', '')).toBe('https://docs.example/configurations/system');
  });
});
