/**
 * The cluster update call's schema and the size form's (doc 1 §7, doc 2 §2, §7): every field's message at
 * once, unknown fields refused by name, sizes that fit, the flags, and what the parse hands the emulator.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Size } from '../../src/contract/types';
import { clusterSizeFormSchema, clusterUpdateSchema } from '../../src/domain/schemas/cluster-update';
import {
  copilotSwitchSchema,
  dataStudioSwitchSchema,
  incortaXSwitchSchema,
  mlflowSwitchSchema,
  sqliSwitchSchema,
} from '../../src/domain/schemas/feature-switches';

const messages = (schema: Parameters<typeof v.safeParse>[0], input: unknown) =>
  Object.fromEntries((v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', issue.message]));

const size = (order: number, name: string): Size => ({ id: `size-${name}`, name, displayName: name, order, ipu: order * 4 });
const SIZES = [size(1, 'small'), size(2, 'medium'), size(3, 'larges1')];
const schema = clusterUpdateSchema({ idleTimes: [1, 2, 4], sizes: SIZES, allSizes: SIZES, disk: { min: 50, max: 500 } });

describe('the cluster update body', () => {
  it('takes the size with the sizes its level derives, the idle time and the flags', () => {
    const out = v.parse(schema, {
      csize: 'larges1',
      analyticsSizeID: 'size-larges1',
      loaderSizeID: 'size-medium',
      optimizationLevel: 'Analytics Optimized',
      idleTime: 4,
      alive: true,
      enableDataAgent: true,
    });
    expect(out).toEqual({
      csize: SIZES[2],
      analyticsSize: SIZES[2],
      loaderSize: SIZES[1],
      optimizationLevel: 'Analytics Optimized',
      idleTime: 4,
      sleeppable: false,
      enableDataAgent: true,
    });
  });

  it('answers every field at once, unknown ones by name', () => {
    expect(
      messages(schema, { idleTime: 3, dsize: 10, csize: 'huge', optimizationLevel: 'x', loaderNodes: 0, enableOnboarding: 1, sleeppable: 'yes', owner: 'me' }),
    ).toEqual({
      idleTime: 'Choose one of the offered idle times',
      dsize: 'Disk size must be a whole number between 50 and 500 GB',
      csize: 'This size is not offered in the chosen region',
      optimizationLevel: 'Choose Analytics Optimized, General Purpose or Loader Optimized',
      loaderNodes: 'Services must be greater than or equal to 1 and less than or equal to 10',
      enableOnboarding: 'enableOnboarding must be true or false',
      sleeppable: 'sleeppable must be true or false',
      owner: 'owner cannot be changed',
    });
  });

  it('refuses analytics and loader sizes that do not fit the chosen one', () => {
    expect(messages(schema, { csize: 'larges1', analyticsSizeID: 'size-small' })).toEqual({
      csize: 'Analytics and loader sizes do not match the chosen size',
    });
  });
});

describe('the size form', () => {
  it('takes only an editable size and a known level', () => {
    const form = clusterSizeFormSchema({ sizes: [SIZES[0] as Size] });
    expect(messages(form, { csize: 'small', optimizationLevel: 'General Purpose' })).toEqual({});
    expect(messages(form, { csize: 'medium', optimizationLevel: 'General Purpose' })).toEqual({
      csize: 'This size is not offered in the chosen region',
    });
  });
});

describe('the switch calls', () => {
  it('need their flag, true or false', () => {
    expect(messages(sqliSwitchSchema, {})).toEqual({ sqliEnabled: 'sqliEnabled must be true or false' });
    expect(messages(incortaXSwitchSchema, { incortaXEnabled: 'on' })).toEqual({ incortaXEnabled: 'incortaXEnabled must be true or false' });
    expect(messages(copilotSwitchSchema, { openAIEnabled: true })).toEqual({});
    expect(messages(dataStudioSwitchSchema, { enable: null })).toEqual({ enable: 'enable must be true or false' });
    expect(messages(mlflowSwitchSchema, { isEnabled: true, userID: ' ', instanceID: 'x' })).toEqual({ userID: 'userID is required' });
  });
});
