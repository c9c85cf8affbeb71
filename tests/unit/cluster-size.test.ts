/**
 * The cluster size section (doc 1 §5 edit mode, doc 2 §2, §6): every size on the slider, the editable ones
 * selectable only, the sizes by optimization level, the resulting IPU, the update body and the refusals.
 */
import { describe, expect, it } from 'vitest';
import type { Size } from '../../src/contract/types';
import {
  choiceText,
  landOnEditable,
  resultingIpu,
  sizeChoices,
  sizeRefusal,
  sizeUpdatePayload,
} from '../../src/domain/cluster-size';
import { deriveSizes } from '../../src/domain/create-cluster';
import { REFUSALS, UNSUPPORTED_ACTION_TOOLTIP } from '../../src/domain/permissions';
import { policyFor } from '../../src/domain/policies';

const size = (order: number, name: string, ipu: number): Size => ({ id: `size-${name}`, name, displayName: name.toUpperCase(), order, ipu });
const ALL = [size(1, 'small', 4), size(2, 'medium', 8), size(3, 'larges1', 16), size(4, 'larges2', 24), size(5, 'larges3', 32)];
const EDITABLE = [ALL[0], ALL[1], ALL[3]] as Size[];

describe('the slider in edit mode (doc 1 §5)', () => {
  it('spreads every size over 0–100 and marks those outside the editable ones', () => {
    const choices = sizeChoices(ALL, EDITABLE);
    expect(choices.map((c) => [c.size.name, c.position, c.editable])).toEqual([
      ['small', 0, true],
      ['medium', 25, true],
      ['larges1', 50, false],
      ['larges2', 75, true],
      ['larges3', 100, false],
    ]);
    expect(choiceText(choices[2]!)).toBe('LARGES1 - 16 IPU is not offered where this cluster runs');
    expect(choiceText(choices[0]!)).toBe('SMALL - 4 IPU');
  });

  it('never lands on a size that is not editable: on to the next one, or back', () => {
    const choices = sizeChoices(ALL, EDITABLE);
    expect(landOnEditable(choices, 'medium', 50)?.name).toBe('larges2');
    expect(landOnEditable(choices, 'larges2', 50)?.name).toBe('medium');
    expect(landOnEditable(choices, 'larges2', 100)?.name).toBe('larges2');
    expect(landOnEditable(choices, 'medium', 0)?.name).toBe('small');
    expect(landOnEditable(sizeChoices(ALL, []), 'small', 50)).toBeNull();
  });
});

describe('the result and the call', () => {
  it('shows the IPU of every node at the sizes the level derives', () => {
    const derived = deriveSizes(ALL[3]!, 'Analytics Optimized', ALL);
    expect(resultingIpu(derived, { analyticsNodes: 2, loaderNodes: 1 })).toBe(2 * 24 + 16);
  });

  it('sends the size and the two sizes its level derives', () => {
    expect(sizeUpdatePayload({ csize: 'larges2', optimizationLevel: 'Loader Optimized' }, ALL)).toEqual({
      csize: 'larges2',
      analyticsSizeID: 'size-larges1',
      loaderSizeID: 'size-larges2',
      optimizationLevel: 'Loader Optimized',
    });
    expect(sizeUpdatePayload({ csize: 'huge', optimizationLevel: 'General Purpose' }, ALL)).toBeNull();
  });

  it('needs the resize action, clusterPolicy update and a connected cluster; the slider is locked on az', () => {
    const actions = { platformActions: [{ name: 'cluster_resize', platforms: 'gc,az-saas' }] };
    const owner = { platform: 'gc' as const, clusterPolicy: policyFor('owner') };
    expect(sizeRefusal(actions, owner, 'running')).toBeNull();
    expect(sizeRefusal(actions, owner, 'sleeping')).toBe('Your cluster must be connected to apply this change');
    expect(sizeRefusal(actions, { ...owner, clusterPolicy: policyFor('developer') }, 'running')).toBe(REFUSALS.noPermission);
    expect(sizeRefusal({ platformActions: [] }, owner, 'running')).toBe(UNSUPPORTED_ACTION_TOOLTIP);
    expect(sizeRefusal(actions, { ...owner, platform: 'az' }, 'running')).toMatch(/Azure subscription/);
  });
});
