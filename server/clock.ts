/**
 * The emulator's clock. Every instant it stores or answers is wall-clock time, so nothing the app sees is
 * ever in the future and a restart carries on where the emulator stopped. The simulation's speed
 * (SIM_SPEED) shortens the simulated durations instead: a 5–10 minute create at 8× lasts 37.5–75 real
 * seconds, and its end is stored as the real instant it will happen.
 *
 * Tests and demos move the simulation forward with POST /api/_emulator/clock/advance { ms }: rather
 * than moving "now" (which would date things in the future), each module moves the stored history of
 * what is in progress back by the real equivalent of `ms` (see EmulatorModule.fastForward). The jump
 * is in the database, so it survives a restart like everything else.
 */
import type { Clock } from './context';

/** The longest jump the clock hook accepts, in simulated ms: ten years keep every date representable. */
export const MAX_ADVANCE_MS = 10 * 365 * 24 * 60 * 60_000;

export const ADVANCE_RANGE_MESSAGE = `ms must be a number of milliseconds from 0 to ${MAX_ADVANCE_MS} (10 years)`;

export function createClock(speed = 1, realNow: () => number = Date.now): Clock {
  if (!Number.isFinite(speed) || speed <= 0) throw new Error(`Clock speed must be a positive number, got ${speed}`);
  return {
    speed,
    now: realNow,
    realDelay: (simulatedMs) => Math.max(0, Math.round(simulatedMs / speed)),
  };
}
