import type { SimFamily } from '../sim/families';

export const schedulingSim: SimFamily = {
  advance: () => 0,
  moveBack: () => undefined,
};
