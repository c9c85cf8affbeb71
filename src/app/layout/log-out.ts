/** Log Out from anywhere in the signed-in frame (the user menu, a page that could not load the account). */
import { notifications } from '@mantine/notifications';
import { signOut } from '../../session/auth';
import { LOG_OUT_FAILED } from './messages';

export function logOut(): void {
  signOut().catch(() => {
    notifications.show({ title: 'Error', message: LOG_OUT_FAILED, color: 'red' });
  });
}
