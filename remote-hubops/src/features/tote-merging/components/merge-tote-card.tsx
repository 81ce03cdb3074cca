import { Card, Group, Stack, Text } from '@mantine/core';
import { formatToteWeight } from '@hub/shared/contracts';

/** What a merge card shows of a tote (000 §3 "Tote for merging", "Suggested totes"). */
export interface MergeCardTote {
  toteId: string;
  weightGm: number;
  lines: number;
  units: number;
}

/** A tote's id, weight (gm below 1000, else kg with one decimal: 000 §9), lines and units. */
export function MergeToteCard({ tote, highlight = false }: { tote: MergeCardTote; highlight?: boolean }) {
  return (
    <Card withBorder padding="sm" data-merge-tote={tote.toteId} style={highlight ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={700}>{tote.toteId}</Text>
          <Text size="sm" c="dimmed">
            {tote.lines} {tote.lines === 1 ? 'line' : 'lines'} · {tote.units} {tote.units === 1 ? 'unit' : 'units'}
          </Text>
        </Stack>
        <Text fw={600} data-weight>
          {formatToteWeight(tote.weightGm)}
        </Text>
      </Group>
    </Card>
  );
}
