/**
 * What a call family plugs into the simulated clock (listed in sim/families.ts). Its own module, so a family's
 * sim.ts depends on this shape and not on the list that imports it.
 */
import type { EmulatorContext, EmulatorEvent } from '../../context';

export interface SimFamily {
  /**
   * Applies what is due at `now` (real epoch ms), inside the pass's transaction; notices go through
   * `recordNotice` and their events into `events` (emitted after the commit). Returns how many changes ran.
   */
  advance(ctx: EmulatorContext, now: number, events: EmulatorEvent[]): number;
  /** The clock hook's jump: this family's stored instants move `realMs` back (never into the future). */
  moveBack(ctx: EmulatorContext, realMs: number): void;
}
