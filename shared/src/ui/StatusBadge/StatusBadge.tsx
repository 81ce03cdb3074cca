import { Badge } from '@mantine/core';
import { statusLabel } from '../../format';

export interface StatusBadgeProps {
  /** Status as the API sends it (e.g. PARTIALLY_DISPATCHED); required. */
  status: string;
  /** Text instead of the start-case status; default the start-case status. */
  label?: string;
  /** Badge size; default 'md'. */
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/** A status label in start case, coloured by its group: done, partial, not done, not started. */
export function StatusBadge({ status, label, size = 'md' }: StatusBadgeProps) {
  const s = statusLabel(status);
  return (
    <Badge color={s.colour} variant="light" size={size} data-status-tone={s.tone} style={{ textTransform: 'none' }}>
      {label ?? s.label}
    </Badge>
  );
}
