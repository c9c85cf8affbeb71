import type { PipelineFooterKind } from '../../../domain/pipeline';

/** Texts of the deployment pipeline card (stage texts and footer words come from domain/pipeline.ts). */
export const PIPELINE_CARD = {
  /** The line under the environment name follows the state, so a stopped deployment never reads as running. */
  subtitle: {
    preparing: 'Deployment in progress',
    working: 'Deployment in progress',
    failed: 'Deployment failed',
    canceled: 'Deployment canceled',
  } satisfies Record<PipelineFooterKind, string>,
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
