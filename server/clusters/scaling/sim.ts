import type { SimFamily } from '../sim/families';

export const scalingSim: SimFamily = {
  advance: () => 0,
  moveBack: () => undefined,
};
