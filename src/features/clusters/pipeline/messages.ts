/** Texts of the deployment pipeline card (stage texts and footer words come from domain/pipeline.ts). */
export const PIPELINE_CARD = {
  title: 'Deployment in progress',
  ariaLabel: (name: string) => `Deployment ${name}`,
  stagesLabel: 'Deployment stages',
  elapsed: 'Elapsed',
  region: 'Region',
  plan: 'Plan',
  image: 'Version',
  duration: 'A deployment takes 45 to 50 minutes.',
  failedIcon: 'Deployment failed',
  canceledIcon: 'Deployment canceled',
  viewDetails: 'View details',
  stageProgress: { done: 'done', current: 'in progress', failed: 'failed', pending: 'not started' },
} as const;

export const FAILURE_MODAL = {
  title: 'Deployment failed',
  createdAt: 'Created at',
  error: 'Error',
  noError: 'No error text was reported.',
  copy: 'Copy error',
  copied: 'Copied',
  ok: 'OK',
} as const;
