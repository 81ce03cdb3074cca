import { Card, Stack, Text } from '@mantine/core';
import { OutboxLineStatus, useOutboxLines } from '@hub/shared/outbox';

export interface OutboxOtherLinesProps {
  /** The screen's outbox scope; required. */
  scope: string;
  /** Line ids the screen shows with their own marks; required (null while the list loads: nothing is shown). */
  listed: ReadonlySet<string> | null;
  /** Names a line (e.g. "Tote TT000A0001"); required. */
  label: (line: string) => string;
  /** Accessible name of the group; required. */
  title: string;
}

/**
 * Writes kept on the device, or refused on replay, for lines the screen no longer lists (a tote another operator
 * in-scanned or merged meanwhile): shown with their marks and Dismiss, so nothing disappears silently (docs/adr/010).
 */
export function OutboxOtherLines({ scope, listed, label, title }: OutboxOtherLinesProps) {
  const lines = useOutboxLines(scope);
  if (!listed) return null;
  const others = [...lines.keys()].filter((line) => !listed.has(line));
  if (others.length === 0) return null;
  return (
    <Stack gap="xs" role="group" aria-label={title}>
      {others.map((line) => (
        <Card key={line} withBorder padding="sm" data-outbox-other={line}>
          <Stack gap={4}>
            <Text fw={700}>{label(line)}</Text>
            <OutboxLineStatus scope={scope} line={line} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
