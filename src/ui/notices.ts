/**
 * Shows a notice (a toast) the same way everywhere: the mutation cache's success and error notices
 * (api/notices.ts) and the few that come from no mutation (an invalid submit, a failed sign-out).
 */
import { notifications } from '@mantine/notifications';

export interface ShownNotice {
  kind: 'success' | 'error' | 'warning';
  title: string;
  message: string;
  /** False: stays until closed (the default closes after a few seconds). */
  autoClose?: false;
}

const COLOR: Record<ShownNotice['kind'], string> = { success: 'green', error: 'red', warning: 'yellow' };

export function showNotice({ kind, title, message, autoClose }: ShownNotice): void {
  notifications.show({ title, message, color: COLOR[kind], ...(autoClose === false ? { autoClose: false } : {}) });
}
