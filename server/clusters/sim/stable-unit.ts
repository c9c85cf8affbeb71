/**
 * A stable number in [0, 1) from a text (FNV-1a): what the simulations use instead of Math.random, so the same
 * cluster and moment always read the same (demo data, tests and the bench agree run after run).
 */
export function stableUnit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 0x1_0000_0000;
}
