/**
 * Shows a notice (a toast) the same way everywhere: the mutation cache's success and error notices
 * (api/notices.ts) and the few that come from no mutation (an invalid submit, a failed sign-out).
 * Mantine's notifications (their store, container and transitions) load with the first notice: most
 * starts show none, so they stay out of the first route's JS (issue 24).
 */
import { lazyModule } from './lazy-module';

export interface ShownNotice {
  kind: 'success' | 'error' | 'warning';
  title: string;
  message: string;
  /** False: stays until closed (the default closes after a few seconds). */
  autoClose?: false;
}

const COLOR: Record<ShownNotice['kind'], string> = { success: 'green', error: 'red', warning: 'yellow' };

/** @mantine/notifications, once a notice has asked for it (providers.tsx renders its container then). */
export const noticesModule = lazyModule(() => import('@mantine/notifications'));

export function showNotice({ kind, title, message, autoClose }: ShownNotice): void {
  noticesModule.load().then(
    ({ notifications }) =>
      notifications.show({ title, message, color: COLOR[kind], ...(autoClose === false ? { autoClose: false } : {}) }),
    (error: unknown) => console.warn('A notice could not be shown', title, message, error),
  );
}
