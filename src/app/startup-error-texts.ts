/** The start-up error's texts: main.tsx says them plainly if even the error screen's code cannot load. */
export const STARTUP_ERROR = {
  title: 'The console could not start',
  body: 'Its settings (config.json) could not be read. Check your connection and try again; if it keeps failing, the deployment is misconfigured.',
  reload: 'Reload page',
} as const;
