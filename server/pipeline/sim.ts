/**
 * The deployment pipeline on the simulated clock (spec doc 1 §4, doc 3 §4): a short preparation
 * (inProgress, the card's 'preparing'), then the eight stages one after another (running), then
 * completed at the last stage — 45 to 50 simulated minutes in all, shortened by the clock's speed. The
 * timetable is stored as real instants from the real start (`created_at`), so the app's timer counts up
 * from a time in the past and a restart carries on. A test or demo hook makes the current
 * stage fail. Every change is written to the pipeline row and to the owner's `pipelineStatus`, and
 * emitted as an EmulatorEvent (kinds `pipeline.stage`, `pipeline.completed`, `pipeline.failed`; tag
 * `deployment-<id>`, url /clusters), which the push module turns into an alert. A completed deployment
 * leaves its cluster in the owner's list (deployed-cluster.ts), creating from the instant it completed.
 */
import { randomUUID } from 'node:crypto';
import type { PipelineState, PipelineStatus } from '../../src/contract/types';
import { DEPLOYMENT_MINUTES_MAX, DEPLOYMENT_MINUTES_MIN } from '../../src/domain/constants';
import { isPipelineSettled, PIPELINE_STAGES, stageText } from '../../src/domain/pipeline';
import type { EmulatorContext, EmulatorEvent } from '../context';
import { getProfile, requireUserRow, saveProfile } from '../users/store';
import type { PipelineRow } from './schema';
import { insertDeployedCluster } from './deployed-cluster';
import { PATHS } from '../../src/domain/paths';

const MINUTE = 60_000;

export const PIPELINE_TIMING = {
  /** Preparation before the first stage runs (state inProgress). */
  preparingMs: 2 * MINUTE,
  totalMinMs: DEPLOYMENT_MINUTES_MIN * MINUTE,
  totalMaxMs: DEPLOYMENT_MINUTES_MAX * MINUTE,
  /** Relative stage lengths: Kubernetes and the cluster software take longest. */
  stageWeights: [4, 6, 4, 8, 8, 3, 7, 5] as const,
  /** Real ms between background passes. */
  tickMs: 200,
} as const;

export const PIPELINE_EVENT_KINDS = {
  stage: 'pipeline.stage',
  completed: 'pipeline.completed',
  failed: 'pipeline.failed',
} as const;

export const PIPELINE_TEXTS = {
  defaultError: (stage: string, region: string) =>
    `ERROR: ${stage} failed: the deployment could not create the resources of this stage ` +
    `(QuotaExceeded: the subscription has no vCPU quota left in ${region}). ` +
    'Raise the quota of your subscription, then submit the consent form again.',
  preparingBody: 'Preparing the deployment.',
  stageBody: (index: number) => `Stage ${index + 1} of ${PIPELINE_STAGES.length} is running.`,
  completedTitle: (name: string) => `${name} is deployed`,
  completedBody: (minutes: number) => `All ${PIPELINE_STAGES.length} stages completed in ${minutes} minutes.`,
  failedTitle: (name: string) => `${name}: deployment failed`,
  failedBody: (stage: string) => `${stage} failed. Open the pipeline card for the details.`,
} as const;

export function deploymentTag(id: string): string {
  return `deployment-${id}`;
}

/**
 * [end of preparation, end of stage 1, …, end of stage 8] for a deployment starting at `start`: real
 * instants, the simulated lengths divided by `speed`.
 */
export function buildSchedule(start: number, random: () => number = Math.random, speed = 1): number[] {
  const total = Math.round(PIPELINE_TIMING.totalMinMs + (PIPELINE_TIMING.totalMaxMs - PIPELINE_TIMING.totalMinMs) * random());
  const stagesMs = total - PIPELINE_TIMING.preparingMs;
  const weights = PIPELINE_TIMING.stageWeights;
  const sum = weights.reduce((a, b) => a + b, 0);
  // Simulated offsets from the start, then real instants.
  const offsets = [PIPELINE_TIMING.preparingMs];
  let at = PIPELINE_TIMING.preparingMs;
  weights.forEach((weight, index) => {
    at = index === weights.length - 1 ? total : at + Math.round((stagesMs * weight) / sum);
    offsets.push(at);
  });
  return offsets.map((offset) => start + Math.round(offset / speed));
}

interface Position {
  state: PipelineState;
  stageIndex: number;
  updatedAt: number;
}

/** Where an unfailed deployment stands at `now` by its timetable. */
export function positionAt(createdAt: number, schedule: readonly number[], now: number): Position {
  const prepared = schedule[0] ?? createdAt;
  if (now < prepared) return { state: 'inProgress', stageIndex: 0, updatedAt: createdAt };
  for (let index = 0; index < PIPELINE_STAGES.length; index += 1) {
    const start = schedule[index] ?? prepared;
    const end = schedule[index + 1] ?? start;
    if (now < end) return { state: 'running', stageIndex: index, updatedAt: start };
  }
  const finished = schedule[PIPELINE_STAGES.length] ?? prepared;
  return { state: 'completed', stageIndex: PIPELINE_STAGES.length - 1, updatedAt: finished };
}

export function toPipelineStatus(row: PipelineRow): PipelineStatus {
  return {
    state: row.state as PipelineState,
    stageName: PIPELINE_STAGES[row.stage_index] ?? PIPELINE_STAGES[0],
    configurationName: row.configuration_name,
    incortaImage: row.incorta_image,
    plan: row.plan,
    region: row.region,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    error: row.error,
  };
}

/** Writes the row's status into the owner's profile; a failed or canceled deployment reopens the consent form. */
function syncProfile(ctx: EmulatorContext, row: PipelineRow): void {
  const userRow = requireUserRow(ctx.db, row.user_uuid);
  const profile = getProfile(userRow);
  const status = toPipelineStatus(row);
  const reopen = status.state === 'failed' || status.state === 'canceled';
  saveProfile(ctx.db, row.user_uuid, { ...profile, pipelineStatus: status, showConsentFlow: reopen ? true : profile.showConsentFlow });
}

function eventFor(row: PipelineRow): EmulatorEvent {
  const stage = stageText(PIPELINE_STAGES[row.stage_index] ?? PIPELINE_STAGES[0]);
  const base = { userId: row.user_uuid, tag: deploymentTag(row.id), url: PATHS.clusters };
  if (row.state === 'failed' || row.state === 'canceled') {
    return {
      ...base,
      kind: PIPELINE_EVENT_KINDS.failed,
      title: PIPELINE_TEXTS.failedTitle(row.configuration_name),
      body: PIPELINE_TEXTS.failedBody(stage),
    };
  }
  if (row.state === 'completed') {
    return {
      ...base,
      kind: PIPELINE_EVENT_KINDS.completed,
      title: PIPELINE_TEXTS.completedTitle(row.configuration_name),
      body: PIPELINE_TEXTS.completedBody(Math.round((row.updated_at - row.created_at) / MINUTE)),
    };
  }
  return {
    ...base,
    kind: PIPELINE_EVENT_KINDS.stage,
    title: `${row.configuration_name}: ${stage}`,
    body: row.state === 'inProgress' ? PIPELINE_TEXTS.preparingBody : PIPELINE_TEXTS.stageBody(row.stage_index),
  };
}

function save(ctx: EmulatorContext, row: PipelineRow): void {
  ctx.db
    .prepare(
      `UPDATE pipelines SET state = @state, stage_index = @stage_index, updated_at = @updated_at, error = @error,
         settled = @settled WHERE id = @id`,
    )
    .run(row);
  syncProfile(ctx, row);
}

function isSettledRow(row: Pick<PipelineRow, 'state'>): boolean {
  return row.state === 'completed' || row.state === 'failed' || row.state === 'canceled';
}

/**
 * Brings every running deployment to the clock's now, in one transaction, then emits one event per
 * deployment that moved (its latest position: after a long pause, one alert instead of a burst).
 */
export function advancePipelines(ctx: EmulatorContext): number {
  const now = ctx.clock.now();
  const events: EmulatorEvent[] = [];
  ctx.db.transaction(() => {
    const rows = ctx.db.prepare('SELECT * FROM pipelines WHERE settled = 0').all() as PipelineRow[];
    for (const row of rows) {
      const at = positionAt(row.created_at, JSON.parse(row.schedule) as number[], now);
      if (at.state === row.state && at.stageIndex === row.stage_index) continue;
      const next: PipelineRow = {
        ...row,
        state: at.state,
        stage_index: at.stageIndex,
        updated_at: at.updatedAt,
        settled: isSettledRow({ state: at.state }) ? 1 : 0,
      };
      save(ctx, next);
      // The last stage triggered the cluster's creation: it takes the card's place in the list.
      if (next.state === 'completed') insertDeployedCluster(ctx, next);
      events.push(eventFor(next));
    }
  })();
  for (const event of events) ctx.events.emit('event', event);
  return events.length;
}

export interface NewPipeline {
  userId: string;
  subscriptionId: string | null;
  configurationName: string;
  region: string;
  plan: string;
  incortaImage: string;
  /** Epoch ms; defaults to the clock's now. */
  createdAt?: number;
}

/** Starts a deployment (inProgress at the first stage); the caller emits its first event after committing. */
export function startPipeline(ctx: EmulatorContext, input: NewPipeline, random?: () => number): PipelineRow {
  const createdAt = input.createdAt ?? ctx.clock.now();
  const row: PipelineRow = {
    id: randomUUID(),
    user_uuid: input.userId,
    subscription_id: input.subscriptionId,
    configuration_name: input.configurationName,
    region: input.region,
    plan: input.plan,
    incorta_image: input.incortaImage,
    created_at: createdAt,
    schedule: JSON.stringify(buildSchedule(createdAt, random, ctx.clock.speed)),
    state: 'inProgress',
    stage_index: 0,
    updated_at: createdAt,
    error: null,
    settled: 0,
  };
  ctx.db
    .prepare(
      `INSERT INTO pipelines (id, user_uuid, subscription_id, configuration_name, region, plan, incorta_image,
         created_at, schedule, state, stage_index, updated_at, error, settled)
       VALUES (@id, @user_uuid, @subscription_id, @configuration_name, @region, @plan, @incorta_image,
         @created_at, @schedule, @state, @stage_index, @updated_at, @error, @settled)`,
    )
    .run(row);
  syncProfile(ctx, row);
  return row;
}

export function emitPipelineEvent(ctx: EmulatorContext, row: PipelineRow): void {
  ctx.events.emit('event', eventFor(row));
}

/** The user's newest deployment, brought up to date first; null when they never had one. */
export function latestPipeline(ctx: EmulatorContext, userId: string): PipelineRow | null {
  advancePipelines(ctx);
  const row = ctx.db
    .prepare('SELECT * FROM pipelines WHERE user_uuid = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .get(userId) as PipelineRow | undefined;
  return row ?? null;
}

/** The user's deployment that is still moving, if any. */
export function activePipeline(ctx: EmulatorContext, userId: string): PipelineRow | null {
  const row = latestPipeline(ctx, userId);
  return row && row.settled === 0 ? row : null;
}

/** Makes the current stage of a running deployment fail (test and demo hook); null when none runs. */
export function failPipeline(ctx: EmulatorContext, userId: string, error?: string): PipelineRow | null {
  const row = activePipeline(ctx, userId);
  if (!row) return null;
  const stage = PIPELINE_STAGES[row.stage_index] ?? PIPELINE_STAGES[0];
  const failed: PipelineRow = {
    ...row,
    state: 'failed',
    updated_at: Math.max(row.updated_at, ctx.clock.now()),
    error: error && error.trim() !== '' ? error : PIPELINE_TEXTS.defaultError(stage, row.region),
    settled: 1,
  };
  ctx.db.transaction(() => save(ctx, failed))();
  emitPipelineEvent(ctx, failed);
  return failed;
}

/**
 * Gives a deployment row to every user whose profile holds a pipelineStatus but who has none (the demo
 * account's seeded deployment, or a database made before this module): a moving one runs on from its
 * createdAt, a settled one is kept as it is.
 */
export function adoptProfilePipelines(ctx: EmulatorContext): void {
  const users = ctx.db
    .prepare(
      `SELECT uuid, profile FROM users
       WHERE json_extract(profile, '$.pipelineStatus') IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM pipelines WHERE pipelines.user_uuid = users.uuid)`,
    )
    .all() as { uuid: string; profile: string }[];
  for (const user of users) {
    const status = (JSON.parse(user.profile) as { pipelineStatus: PipelineStatus }).pipelineStatus;
    const createdAt = Date.parse(status.createdAt);
    const input: NewPipeline = {
      userId: user.uuid,
      subscriptionId: null,
      configurationName: status.configurationName,
      region: status.region,
      plan: status.plan,
      incortaImage: status.incortaImage,
      createdAt: Number.isFinite(createdAt) ? createdAt : ctx.clock.now(),
    };
    const row = startPipeline(ctx, input);
    if (isPipelineSettled(status, PIPELINE_STAGES)) {
      const stageIndex = Math.max(0, PIPELINE_STAGES.findIndex((stage) => stage === status.stageName));
      const updatedAt = Date.parse(status.updatedAt);
      save(ctx, {
        ...row,
        state: status.state,
        stage_index: stageIndex,
        updated_at: Number.isFinite(updatedAt) ? updatedAt : row.created_at,
        error: status.error,
        settled: 1,
      });
    }
  }
}

/**
 * The clock hook's jump: every deployment moves `realMs` back (its start, timetable and last change), so a
 * running one stands where it would after that much time and the timer counting up from its start shows
 * the time skipped. All of them move, so which one is a user's newest does not change. Each user's
 * pipelineStatus follows their newest; then the stages now due are applied.
 */
export function fastForwardPipelines(ctx: EmulatorContext, realMs: number): void {
  if (realMs > 0) ctx.db.transaction(() => moveDeploymentsBack(ctx, realMs))();
  advancePipelines(ctx);
}

function moveDeploymentsBack(ctx: EmulatorContext, realMs: number): void {
  const rows = ctx.db.prepare('SELECT * FROM pipelines').all() as PipelineRow[];
  const update = ctx.db.prepare(
    'UPDATE pipelines SET created_at = @created_at, updated_at = @updated_at, schedule = @schedule WHERE id = @id',
  );
  for (const row of rows) {
    update.run({
      id: row.id,
      created_at: row.created_at - realMs,
      updated_at: row.updated_at - realMs,
      schedule: JSON.stringify((JSON.parse(row.schedule) as number[]).map((at) => at - realMs)),
    });
  }
  const owners = new Set(rows.map((row) => row.user_uuid));
  for (const userId of owners) {
    const newest = ctx.db
      .prepare('SELECT * FROM pipelines WHERE user_uuid = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
      .get(userId) as PipelineRow | undefined;
    if (newest) syncProfile(ctx, newest);
  }
}

/** Starts the background tick; returns its stop function. */
export function startPipelineSim(ctx: EmulatorContext): () => void {
  const timer = setInterval(() => {
    if (!ctx.db.open) {
      clearInterval(timer);
      return;
    }
    try {
      advancePipelines(ctx);
    } catch (error) {
      // Keep simulating: one bad pass must not take the whole emulator down.
      process.stderr.write(`pipeline: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
  }, PIPELINE_TIMING.tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
