import type { SimFamily } from '../sim/families';

export const servicesSim: SimFamily = {
  advance: () => 0,
  moveBack: () => undefined,
};
