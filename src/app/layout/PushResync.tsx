/** Re-sends this device's push subscription once per signed-in start (loaded only where alerts can be on). */
import { usePushResync } from '../../features/account/PushAlertsControl';

export function PushResync({ uuid }: { uuid: string }) {
  usePushResync(uuid);
  return null;
}
