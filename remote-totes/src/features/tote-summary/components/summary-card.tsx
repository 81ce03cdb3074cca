import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { TOTE_MESSAGES } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { useToteSummary } from '../api/get-tote-summary';

/** Summary card (001 §2): Active Totes, Under PSV, Pending Activation, live from the server. */
export function SummaryCard({ hubId }: { hubId: string }) {
  const summary = useToteSummary(hubId);
  return (
    <Card withBorder radius="md" padding="md" aria-label="Tote summary">
      <QueryState query={summary} what="tote summary" errorText={TOTE_MESSAGES.summaryFailed}>
        {(s) => (
          <SimpleGrid cols={3} spacing="xs">
            <Figure label="Active Totes" value={s.totalActiveCount} />
            <Figure label="Under PSV" value={s.psvCount} />
            <Figure label="Pending Activation" value={s.pendingOnboardCount} />
          </SimpleGrid>
        )}
      </QueryState>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={2} align="center" data-testid={`summary-${label}`}>
      <Text fw={700} fz="xl">
        {value}
      </Text>
      <Group>
        <Text size="xs" c="dimmed" ta="center">
          {label}
        </Text>
      </Group>
    </Stack>
  );
}
