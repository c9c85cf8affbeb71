/**
 * Wraps a control that needs the server: offline, it says why it is disabled. The wrapper element keeps
 * the tooltip reachable (a disabled button gets no pointer or focus events of its own); the tooltip's
 * code loads on the wrapper's first hover, focus or touch (LazyTooltip).
 */
import type { ReactNode } from 'react';
import { RefusalTooltip } from '../ui/LazyTooltip';
import { OFFLINE_ACTION_TOOLTIP } from './online';

export interface OfflineTooltipProps {
  offline: boolean;
  children: ReactNode;
}

export function OfflineTooltip({ offline, children }: OfflineTooltipProps) {
  return (
    <RefusalTooltip refusal={offline ? OFFLINE_ACTION_TOOLTIP : null} w={240}>
      {children}
    </RefusalTooltip>
  );
}
