import type { SimFamily } from '../sim/families';

export const dataAgentsSim: SimFamily = {
  advance: () => 0,
  moveBack: () => undefined,
};
