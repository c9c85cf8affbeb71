/** Messages from pages: take over on Reload, who is signed in, and Log Out's wipe of cached answers. */
import { clearApiCaches, setAnnouncedUser } from './api-cache';
import { isPageMessage } from './protocol';
import { sw } from './scope';

export function setUpMessages(): void {
  sw.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isPageMessage(message)) return;
    switch (message.type) {
      case 'SKIP_WAITING':
        event.waitUntil(sw.skipWaiting());
        break;
      case 'SET_USER':
        event.waitUntil(setAnnouncedUser(message.uuid).catch(() => undefined));
        break;
      case 'CLEAR_USER_DATA': {
        // The page waits for the answer on the port before it leaves, so nothing is left behind.
        const port = event.ports[0];
        event.waitUntil(
          clearApiCaches().then(
            () => port?.postMessage({ ok: true }),
            () => port?.postMessage({ ok: false }),
          ),
        );
        break;
      }
    }
  });
}
