import type { PipelineState, PipelineStatus } from '../../src/contract/types';
import {
  FINAL_STAGE,
  formatElapsed,
  hasFailureIcon,
  isPipelineDone,
  PIPELINE_STAGES,
  pipelineElapsedMs,
  pipelineFooter,
  pipelineTimerRuns,
  showPipelineCard,
  stageRows,
  stageText,
} from '../../src/domain/pipeline';

const STATES = [...PIPELINE_STAGES];
const CREATED = '2026-11-20T10:00:00.000Z';
const UPDATED = '2026-11-20T10:20:00.000Z';
const T0 = Date.parse(CREATED);

function status(state: PipelineState, stageName: string = 'MYSQL_SERVER', extra: Partial<PipelineStatus> = {}): PipelineStatus {
  return {
    state,
    stageName,
    configurationName: 'salesenv',
    incortaImage: '2026.10.1',
    plan: 'Standard',
    region: 'East US',
    createdAt: CREATED,
    updatedAt: UPDATED,
    error: null,
    ...extra,
  };
}

describe('stages', () => {
  it('lists the eight stages in order with their display texts', () => {
    expect(PIPELINE_STAGES.map(stageText)).toEqual([
      'Deploying Basic Resources',
      'Creating Database Services',
      'Creating Ingress Gateway',
      'Deploying Kubernetes',
      'Deploying cluster software',
      'Setting Up DNS',
      'Provisioning images',
      'Finalizing Deployment',
    ]);
    expect(FINAL_STAGE).toBe('TRIGGGER_CLUSTER_CREATION_PIPELINE');
    expect(stageText('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('marks stages before the current one done, the current one by its state', () => {
    expect(stageRows(status('running', 'CERT_ISTIO'), STATES).map((row) => row.progress)).toEqual([
      'done', 'done', 'current', 'pending', 'pending', 'pending', 'pending', 'pending',
    ]);
    expect(stageRows(status('failed', 'MYSQL_SERVER'), STATES)[1]?.progress).toBe('failed');
    expect(stageRows(status('completed', 'MYSQL_SERVER'), STATES)[1]?.progress).toBe('done');
    expect(stageRows(status('inProgress', 'Basic_Resources'), STATES)[0]?.progress).toBe('current');
  });
});

describe('footer and icon', () => {
  it.each([
    ['inProgress', 'preparing', false],
    ['running', 'working', false],
    ['waiting', 'working', false],
    ['completed', 'working', false],
    ['failed', 'failed', true],
    ['canceled', 'canceled', false],
  ] as const)('%s shows %s', (state, text, viewDetails) => {
    expect(pipelineFooter(state)).toMatchObject({ text, viewDetails });
  });

  it('shows the failure icon for failed and canceled only', () => {
    expect(hasFailureIcon('failed')).toBe(true);
    expect(hasFailureIcon('canceled')).toBe(true);
    expect(hasFailureIcon('running')).toBe(false);
    expect(hasFailureIcon('completed')).toBe(false);
  });
});

describe('done and visibility', () => {
  it('is done only when the last step of the states list is completed; then the card disappears', () => {
    expect(isPipelineDone(status('completed', FINAL_STAGE), STATES)).toBe(true);
    expect(isPipelineDone(status('completed', 'SNAPSHOT_CREATION'), STATES)).toBe(false);
    expect(isPipelineDone(status('running', FINAL_STAGE), STATES)).toBe(false);
    // The states list decides which step is last.
    expect(isPipelineDone(status('completed', 'SNAPSHOT_CREATION'), STATES.slice(0, 7))).toBe(true);
    expect(showPipelineCard(status('completed', FINAL_STAGE), STATES)).toBe(false);
    expect(showPipelineCard(status('failed'), STATES)).toBe(true);
    expect(showPipelineCard(null, STATES)).toBe(false);
  });
});

describe('timer', () => {
  const now = T0 + 65 * 60_000 + 7_000;

  it('counts from createdAt to now while the pipeline moves', () => {
    expect(pipelineElapsedMs(status('running'), STATES, now)).toBe(65 * 60_000 + 7_000);
    expect(formatElapsed(pipelineElapsedMs(status('running'), STATES, now))).toBe('01:05:07');
    expect(pipelineTimerRuns(status('running'), STATES)).toBe(true);
    expect(pipelineTimerRuns(status('inProgress'), STATES)).toBe(true);
    // Completed at a middle stage is still moving.
    expect(pipelineElapsedMs(status('completed', 'CERT_ISTIO'), STATES, now)).toBe(65 * 60_000 + 7_000);
  });

  it.each([
    ['failed', 'MYSQL_SERVER'],
    ['canceled', 'MYSQL_SERVER'],
    ['completed', FINAL_STAGE],
  ] as const)('stops at updatedAt when %s at %s', (state, stage) => {
    expect(pipelineElapsedMs(status(state, stage), STATES, now)).toBe(20 * 60_000);
    expect(formatElapsed(pipelineElapsedMs(status(state, stage), STATES, now))).toBe('00:20:00');
    expect(pipelineTimerRuns(status(state, stage), STATES)).toBe(false);
  });

  it('never shows a negative or unreadable time', () => {
    expect(pipelineElapsedMs(status('running'), STATES, T0 - 5_000)).toBe(0);
    expect(pipelineElapsedMs(status('running', 'MYSQL_SERVER', { createdAt: 'not a date' }), STATES, now)).toBe(0);
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(26 * 3_600_000)).toBe('26:00:00');
  });
});
