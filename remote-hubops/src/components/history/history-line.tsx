import { Badge, Group, Stack, Text } from '@mantine/core';
import { HISTORY_KIND_LABELS, HISTORY_MESSAGES, type HistoryKind, type HistoryLine } from '@hub/shared/contracts';
import { formatDateTime } from '@hub/shared/format';

/** A colour per kind, so a correction or a discrepancy stands out in a long list. */
const KIND_COLORS: Record<HistoryKind, string> = {
  INWARD: 'blue',
  MOVE: 'grape',
  QC: 'teal',
  DISPATCH: 'indigo',
  RUNSHEET: 'cyan',
  DELIVERY: 'green',
  CORRECTION: 'orange',
  DISCREPANCY: 'red',
  OTHER: 'gray',
};

export interface HistoryLineViewProps {
  /** The line; required. */
  line: HistoryLine;
  /** Shows the item the line is about (a shipment's timeline, a manifest's log); default false. */
  showItem?: boolean;
}

/**
 * One line of a timeline or an activity log (docs/areas/history.md): what happened (kind and title), the details
 * (manifest, zone, units, from → to, the correction's reason), who and when.
 */
export function HistoryLineView({ line, showItem = false }: HistoryLineViewProps) {
  const figures = [
    line.units !== null ? HISTORY_MESSAGES.units(line.units) : null,
    line.from !== null || line.to !== null ? HISTORY_MESSAGES.change(line.from ?? '—', line.to ?? '—') : null,
  ].filter(Boolean);
  return (
    <Stack gap={2} py={6} data-history-line={line.kind}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color={KIND_COLORS[line.kind]} variant="light" size="sm" style={{ flexShrink: 0, textTransform: 'none' }}>
          {HISTORY_KIND_LABELS[line.kind]}
        </Badge>
        <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }} data-history-title>
          {line.title}
        </Text>
      </Group>
      {showItem && line.itemId && (
        <Text size="xs" c="dimmed">
          {line.itemId}
        </Text>
      )}
      {line.detail && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line.detail}
        </Text>
      )}
      {figures.length > 0 && <Text size="sm">{figures.join(' · ')}</Text>}
      {line.reason && (
        <Text size="sm" fw={500}>
          {HISTORY_MESSAGES.reason(line.reason)}
        </Text>
      )}
      <Text size="xs" c="dimmed" data-history-who>
        {/* A machine-readable time beside the shown one (screen readers, and the e2e proof that each line has one). */}
        {line.person} · <time dateTime={new Date(line.at).toISOString()}>{formatDateTime(line.at)}</time>
      </Text>
    </Stack>
  );
}
