/** Log Out from anywhere in the signed-in frame (the user menu, a page that could not load the account). */
import { NOTICE_TITLE } from '../../api/notices';
import { showNotice } from '../../ui/notices';
import { signOut } from '../../session/auth';
import { LOG_OUT_FAILED } from './messages';

export function logOut(): void {
  signOut().catch(() => {
    showNotice({ kind: 'error', title: NOTICE_TITLE.error, message: LOG_OUT_FAILED });
  });
}
