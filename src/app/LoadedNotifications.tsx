/** Mantine's notifications container, loaded when the first notification is shown (providers.tsx). */
import { Notifications } from '@mantine/notifications';
import { HEADER_HEIGHT } from './layout/dimensions';

/** Top right, but below the header: a notice must not cover the user menu (and its Log Out). */
const BELOW_HEADER = { top: `calc(${HEADER_HEIGHT}px + var(--mantine-spacing-md))` } as const;

export function LoadedNotifications() {
  return <Notifications position="top-right" style={BELOW_HEADER} />;
}
