/**
 * Wraps a control that needs the server: offline, it says why it is disabled. The wrapper element keeps
 * the tooltip reachable (a disabled button gets no pointer or focus events of its own).
 */
import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { OFFLINE_ACTION_TOOLTIP } from './online';

export interface OfflineTooltipProps {
  offline: boolean;
  children: ReactNode;
}

export function OfflineTooltip({ offline, children }: OfflineTooltipProps) {
  if (!offline) return children;
  return (
    <Tooltip label={OFFLINE_ACTION_TOOLTIP} withArrow multiline w={240} events={{ hover: true, focus: true, touch: true }}>
      <span tabIndex={0} style={{ display: 'inline-block' }}>
        {children}
      </span>
    </Tooltip>
  );
}
