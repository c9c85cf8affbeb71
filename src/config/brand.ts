/**
 * The product's own wording. The spec's vendor brand word is not ours: every screen names the product
 * through these constants, so a deployment can rename it in one place.
 */
export const BRAND = {
  productName: 'Analytics Cloud Console',
  shortName: 'Clusters',
  /** Replaces the spec's brand word in sentences such as 'YOUR TRIAL OF … IS EXPIRED'. */
  cloudName: 'Analytics Cloud',
  /** Replaces the brand word where the spec names the platform itself ('Creating … cluster'). */
  platformWord: 'analytics',
  description: 'Create, watch and manage your analytics clusters from any device.',
  themeColor: '#1c7ed6',
  backgroundColor: '#ffffff',
  vendorSite: 'https://analytics-cloud.example',
  links: {
    learning: 'https://learn.analytics-cloud.example',
    support: 'https://support.analytics-cloud.example',
    documentation: 'https://docs.analytics-cloud.example',
    community: 'https://community.analytics-cloud.example',
    freeTraining: 'https://learn.analytics-cloud.example/free-training',
    privacyPolicy: 'https://analytics-cloud.example/privacy-policy',
    termsPdf: 'https://analytics-cloud.example/terms.pdf',
    contactUs: 'https://analytics-cloud.example/contact-us',
    virtualHandsOnLab: 'https://learn.analytics-cloud.example/virtual-hands-on-lab',
  },
} as const;
