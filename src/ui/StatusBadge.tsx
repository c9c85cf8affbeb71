import { Badge, type BadgeProps } from '@mantine/core';
import { STATUS_DISPLAY, type ClusterStatus } from '../domain/status';

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** The derived display status (domain/status.ts), never the raw API status. */
  status: ClusterStatus;
}

/** A cluster's display status as a coloured badge: label and colour come from STATUS_DISPLAY. */
export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  const { label, color } = STATUS_DISPLAY[status];
  return (
    <Badge color={color} variant="light" data-status={status} {...props}>
      {label}
    </Badge>
  );
}
