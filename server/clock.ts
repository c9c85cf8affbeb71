/**
 * The emulator's simulated time. Simulated time runs `speed` times faster than the wall clock from the
 * moment the clock is made, plus whatever tests or demos add with `advance` (POST /api/_emulator/clock/advance).
 */
import type { Clock } from './context';

export interface AdvanceableClock extends Clock {
  /** Jumps simulated time forward by `ms` (negative values are refused). */
  advance(ms: number): void;
}

export function createClock(speed = 1, realNow: () => number = Date.now): AdvanceableClock {
  if (!Number.isFinite(speed) || speed <= 0) throw new Error(`Clock speed must be a positive number, got ${speed}`);
  const realStart = realNow();
  let offset = 0;
  return {
    speed,
    now: () => realStart + (realNow() - realStart) * speed + offset,
    realDelay: (simulatedMs) => Math.max(0, simulatedMs / speed),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('The clock only moves forward');
      offset += ms;
    },
  };
}
