/**
 * The build the bench measures: dist/, or E2E_DIST (as for the browser tests), so a measurement on a shared
 * machine is not disturbed by someone else's build into dist/ meanwhile.
 */
export const DIST = process.env.E2E_DIST ?? 'dist';
