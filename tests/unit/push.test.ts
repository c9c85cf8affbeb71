/**
 * Push alerts' shared rules (src/domain/push.ts): the kinds a user can choose, and the safe reading of a
 * payload with actions (the idle warning's Keep awake): known, well-formed actions kept, anything else
 * dropped without losing the alert.
 */
import * as v from 'valibot';
import {
  GENERIC_PUSH_ALERT,
  isPushKind,
  KEEP_AWAKE_TEXTS,
  parsePushPayload,
  PUSH_ACTION_TITLES,
  PUSH_KINDS,
} from '../../src/domain/push';
import { KEEP_AWAKE_PAYLOAD_MESSAGES, keepAwakePayloadSchema } from '../../src/domain/schemas/keep-awake';

const TOKEN = 'q2M1m2Yx0cB3vJ8sXH9N4oVZ7a6LkP1wRt5eUdFgHiQ';
const BASE = { title: 'Cluster going to sleep', body: 'trial-demo goes to sleep in 10 minutes.', tag: 'cluster:trial-demo', url: '/clusters/trial-demo', kind: 'cluster' };

const parse = (value: unknown) => parsePushPayload(JSON.stringify(value));

describe('push kinds', () => {
  it('offers deployment progress, cluster status and operations, in that order', () => {
    expect(PUSH_KINDS).toEqual(['deployment', 'cluster', 'operations']);
    expect(isPushKind('operations')).toBe(true);
    expect(isPushKind('operation.scaling')).toBe(false);
    expect(isPushKind('email')).toBe(false);
  });

  it('reads an operations alert', () => {
    expect(parse({ ...BASE, kind: 'operations' })).toEqual({ ...BASE, kind: 'operations' });
  });
});

describe('parsePushPayload with actions', () => {
  it('keeps the Keep awake action and its token; its button text is ours', () => {
    expect(parse({ ...BASE, actions: [{ action: 'keep-awake', token: TOKEN }] })).toEqual({
      ...BASE,
      actions: [{ action: 'keep-awake', token: TOKEN }],
    });
    expect(PUSH_ACTION_TITLES['keep-awake']).toBe('Keep awake');
  });

  it('ignores unknown actions, a payload title for a button, and extra fields', () => {
    const parsed = parse({
      ...BASE,
      actions: [
        { action: 'delete-cluster', token: TOKEN },
        { action: 'keep-awake', token: TOKEN, title: 'Do something else', url: 'https://evil.example' },
      ],
    });
    expect(parsed?.actions).toEqual([{ action: 'keep-awake', token: TOKEN }]);
  });

  it('drops malformed actions and still shows the alert without buttons', () => {
    for (const actions of [
      'keep-awake',
      [{ action: 'keep-awake' }],
      [{ action: 'keep-awake', token: 42 }],
      [{ action: 'keep-awake', token: 'short' }],
      [{ action: 'keep-awake', token: `${TOKEN}/../x` }],
      [{ action: 'keep-awake', token: 'a'.repeat(129) }],
      [null, 3, []],
      { action: 'keep-awake', token: TOKEN },
    ]) {
      const parsed = parse({ ...BASE, actions });
      expect(parsed, JSON.stringify(actions)).toEqual(BASE);
      expect(parsed && 'actions' in parsed).toBe(false);
    }
  });

  it('keeps one Keep awake action when the payload repeats it', () => {
    expect(parse({ ...BASE, actions: [{ action: 'keep-awake', token: TOKEN }, { action: 'keep-awake', token: `${TOKEN}x` }] })?.actions).toEqual([
      { action: 'keep-awake', token: TOKEN },
    ]);
  });

  it('still refuses what is not our payload (the generic alert is shown instead)', () => {
    expect(parse({ ...BASE, kind: 'email', actions: [{ action: 'keep-awake', token: TOKEN }] })).toBeNull();
    expect(parsePushPayload('{"title": not json')).toBeNull();
    expect(GENERIC_PUSH_ALERT.kind).toBe('cluster');
  });
});

describe('Keep awake texts and body', () => {
  it('has the worker’s confirmation and failure titles', () => {
    expect(KEEP_AWAKE_TEXTS.doneTitle).toBe('Kept awake');
    expect(KEEP_AWAKE_TEXTS.failedTitle).toBe('Could not keep the cluster awake');
  });

  it('needs a token of at most 128 characters', () => {
    expect(v.safeParse(keepAwakePayloadSchema, { token: TOKEN }).success).toBe(true);
    const missing = v.safeParse(keepAwakePayloadSchema, {});
    expect(missing.issues?.[0]?.message).toBe(KEEP_AWAKE_PAYLOAD_MESSAGES.tokenRequired);
    expect(KEEP_AWAKE_PAYLOAD_MESSAGES.tokenRequired).toBe('token is required');
    expect(v.safeParse(keepAwakePayloadSchema, { token: '   ' }).issues?.[0]?.message).toBe('token is required');
    expect(v.safeParse(keepAwakePayloadSchema, { token: 'a'.repeat(129) }).issues?.[0]?.message).toBe('token must be at most 128 characters');
  });
});
