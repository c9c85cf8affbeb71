import type { SimFamily } from '../sim/families';

export const dataAppImportsSim: SimFamily = {
  advance: () => 0,
  moveBack: () => undefined,
};
