/**
 * The scaling tab's texts (spec doc 2 §2 Scaling tab, §8). The spec quotes only 'Your cluster must be
 * connected to apply this change' (in src/domain/scaling.ts); every text here is ours.
 */
import { SCALING_DURATION_LABELS } from '../../../../domain/scaling';

export const SCALING_TAB = {
  autoscaleTitle: 'Autoscaling',
  switchLabel: 'Autoscaling',
  switchDescription: 'Adds and removes analytics and loader nodes as the query load changes.',
  parametersTitle: 'Autoscaling parameters',
  parameters: {
    requestDelay: 'Request delay',
    coolDelay: 'Cool-down delay',
    rejectedQueriesUp: 'Rejected queries to scale up',
    rejectedQueriesDown: 'Rejected queries to scale down',
    consecutiveQueries: 'Consecutive checks',
    analyticsMax: 'Maximum analytics nodes',
    loaderMax: 'Maximum loader nodes',
  },
  seconds: (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`,
  minutes: (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`,
  historyTitle: 'Replica history',
  duration: 'Duration',
  durations: SCALING_DURATION_LABELS,
  chartTitle: { analytics: 'Analytics replicas', loader: 'Loader replicas' },
  resizesTitle: { analytics: 'Analytics resizes', loader: 'Loader resizes' },
  noResizes: (during: string) => `No resizes in the ${during.toLowerCase()}.`,
  moreResizes: (shown: number, total: number) => `Showing the ${shown} latest of ${total} resizes.`,
  replicas: 'Nodes',
  loading: 'Loading the replica history',
  errorTitle: 'The replica history could not be loaded',
  retry: 'Try again',
  stale: (time: string) => `Showing the replica history as of ${time}: the latest refresh failed.`,
  chartFailed: 'The chart could not be loaded. The resizes are listed below.',
} as const;
