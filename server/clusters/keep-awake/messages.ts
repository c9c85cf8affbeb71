/** Texts of the idle warning and the Keep awake call (ours: the spec has no auto-suspend warning). */
export const KEEP_AWAKE_NOTICES = {
  warningEvent: 'IDLE_WARNING',
  warningTitle: 'Cluster going to sleep',
  warning: (name: string) =>
    `Cluster ${name} has been idle and goes to sleep in 10 minutes. Use it, or choose Keep awake, to keep it connected.`,
  keptEvent: 'KEEP_AWAKE',
  keptTitle: 'Kept awake',
  kept: (name: string, idle: string) => `Kept awake: cluster ${name} stays connected. It goes to sleep after ${idle} without activity.`,
} as const;

export const KEEP_AWAKE_REFUSALS = {
  notValid: 'This Keep awake action is not valid. Open the app to keep the cluster awake.',
  used: 'This Keep awake action was already used.',
  expired: 'This Keep awake action has expired: the cluster went to sleep as planned.',
  notRunning: (name: string) => `Cluster ${name} is not connected, so there is nothing to keep awake.`,
} as const;
