/** Mantine's notifications container, loaded when the first notification is shown (providers.tsx). */
import { Notifications } from '@mantine/notifications';

export function LoadedNotifications() {
  return <Notifications position="top-right" />;
}
