import type { SimFamily } from '../sim/families';

export const librariesSim: SimFamily = {
  advance: () => 0,
  moveBack: () => undefined,
};
