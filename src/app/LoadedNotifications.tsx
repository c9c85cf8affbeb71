/** Mantine's notifications container, loaded when the first notification is shown (providers.tsx). */
import { Notifications } from '@mantine/notifications';

/**
 * Bottom right, away from the header: at the top a notice covered the user menu (and its Log Out), and
 * just below the header it covered the first card's actions, while hovering it keeps it open.
 */
export function LoadedNotifications() {
  return <Notifications position="bottom-right" />;
}
