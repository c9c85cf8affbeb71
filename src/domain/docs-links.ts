/**
 * Documentation deep links, built from a section (system or tenants) and a setting name (spec doc 1 §2).
 * The base URL is passed in (config/brand.ts holds it) so the domain stays free of app imports.
 * The URL shape is ours: '{base}/configurations/{section}#{setting-slug}'.
 */
export type DocsSection = 'system' | 'tenants';

/** 'Max Upload Size (MB)' → 'max-upload-size-mb'. */
export function settingSlug(settingName: string): string {
  return settingName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function docsLink(documentationBase: string, section: DocsSection, settingName: string): string {
  const base = documentationBase.replace(/\/+$/, '');
  const slug = settingSlug(settingName);
  const page = `${base}/configurations/${section}`;
  return slug === '' ? page : `${page}#${slug}`;
}
