/**
 * The cloud-provider deployment pipeline (spec doc 1 §4, doc 3 §4): its stages and display texts, the
 * card footer, the failure icon, the 1 s timer rule and when the card goes away. Pure: `now` is passed in.
 * Shared by the app (the pipeline card) and the emulator (which runs the stages).
 */
import type { PipelineState, PipelineStatus } from '../contract/types';

/** The stages in order (doc 1 §4, doc 3 §4); the wire keys, typos included ('TRIGGGER'). */
export const PIPELINE_STAGES = [
  'Basic_Resources',
  'MYSQL_SERVER',
  'CERT_ISTIO',
  'OFFPOD_UPGRADPOD_BLOCKPOD',
  'OPERATOR_DEPLOYMENT',
  'DNS_LB_FOR_ISTIO',
  'SNAPSHOT_CREATION',
  'TRIGGGER_CLUSTER_CREATION_PIPELINE',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export const FINAL_STAGE: PipelineStage = 'TRIGGGER_CLUSTER_CREATION_PIPELINE';

/** Display text per stage; doc 1 §4 gives the brand-free wording of stages 5 and 7. */
export const STAGE_TEXTS: Record<PipelineStage, string> = {
  Basic_Resources: 'Deploying Basic Resources',
  MYSQL_SERVER: 'Creating Database Services',
  CERT_ISTIO: 'Creating Ingress Gateway',
  OFFPOD_UPGRADPOD_BLOCKPOD: 'Deploying Kubernetes',
  OPERATOR_DEPLOYMENT: 'Deploying cluster software',
  DNS_LB_FOR_ISTIO: 'Setting Up DNS',
  SNAPSHOT_CREATION: 'Provisioning images',
  TRIGGGER_CLUSTER_CREATION_PIPELINE: 'Finalizing Deployment',
};

export const PIPELINE_STATES: readonly PipelineState[] = ['inProgress', 'failed', 'running', 'waiting', 'completed', 'canceled'];

export function isPipelineStage(value: string): value is PipelineStage {
  return (PIPELINE_STAGES as readonly string[]).includes(value);
}

/** A stage key's display text; a key we do not know is shown as it is. */
export function stageText(stageName: string): string {
  return isPipelineStage(stageName) ? STAGE_TEXTS[stageName] : stageName;
}

/** The card footer (doc 3 §4): 'preparing', 'working', or the failed/canceled state (failed adds a view-details link). */
export type PipelineFooterKind = 'preparing' | 'working' | 'failed' | 'canceled';

export const FOOTER_TEXTS: Record<PipelineFooterKind, string> = {
  preparing: 'preparing',
  working: 'working',
  failed: 'failed',
  canceled: 'canceled',
};

const FOOTER_BY_STATE: Record<PipelineState, PipelineFooterKind> = {
  inProgress: 'preparing',
  completed: 'working',
  running: 'working',
  waiting: 'working',
  failed: 'failed',
  canceled: 'canceled',
};

export interface PipelineFooter {
  kind: PipelineFooterKind;
  text: string;
  /** Only a failed pipeline offers the failure details. */
  viewDetails: boolean;
}

export function pipelineFooter(state: PipelineState): PipelineFooter {
  const kind = FOOTER_BY_STATE[state];
  return { kind, text: FOOTER_TEXTS[kind], viewDetails: kind === 'failed' };
}

/** Failed and canceled show a failure icon. */
export function hasFailureIcon(state: PipelineState): boolean {
  return state === 'failed' || state === 'canceled';
}

/** The final stage is the last of the states list the API sends (our stage list when it sends none). */
export function finalStage(states: readonly string[]): string {
  return states.at(-1) ?? FINAL_STAGE;
}

/** Done when the last step is completed: the card then disappears. */
export function isPipelineDone(status: PipelineStatus, states: readonly string[]): boolean {
  return status.state === 'completed' && status.stageName === finalStage(states);
}

/** Failed, canceled, or the last step completed: nothing moves any more. */
export function isPipelineSettled(status: PipelineStatus, states: readonly string[]): boolean {
  return status.state === 'failed' || status.state === 'canceled' || isPipelineDone(status, states);
}

/** The card shows while the user has a pipeline that is not done. */
export function showPipelineCard(status: PipelineStatus | null | undefined, states: readonly string[]): status is PipelineStatus {
  return status !== null && status !== undefined && !isPipelineDone(status, states);
}

function parseTime(value: string): number | null {
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Milliseconds the timer shows: from createdAt to `now`, stopped at updatedAt once the pipeline is
 * completed at the last step, failed or canceled (doc 1 §4). Never negative; 0 without a readable createdAt.
 */
export function pipelineElapsedMs(status: PipelineStatus, states: readonly string[], now: number): number {
  const start = parseTime(status.createdAt);
  if (start === null) return 0;
  const end = isPipelineSettled(status, states) ? (parseTime(status.updatedAt) ?? now) : now;
  return Math.max(0, end - start);
}

/** Whether the 1 s tick is needed at all. */
export function pipelineTimerRuns(status: PipelineStatus, states: readonly string[]): boolean {
  return !isPipelineSettled(status, states);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' (hours keep counting past 24). */
export function formatElapsed(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

export type StageProgress = 'done' | 'current' | 'failed' | 'pending';

export interface StageRow {
  key: string;
  text: string;
  progress: StageProgress;
}

/** Every stage of `states` with where the pipeline stands on it. */
export function stageRows(status: PipelineStatus, states: readonly string[]): StageRow[] {
  const list = states.length > 0 ? states : PIPELINE_STAGES;
  const at = list.indexOf(status.stageName);
  return list.map((key, index) => {
    let progress: StageProgress = 'pending';
    if (at >= 0 && index < at) progress = 'done';
    else if (index === at) {
      if (status.state === 'completed') progress = 'done';
      else if (hasFailureIcon(status.state)) progress = 'failed';
      else progress = 'current';
    }
    return { key, text: stageText(key), progress };
  });
}
