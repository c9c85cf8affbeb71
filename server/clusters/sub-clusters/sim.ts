import type { SimFamily } from '../sim/families';

export const subClustersSim: SimFamily = {
  advance: () => 0,
  moveBack: () => undefined,
};
