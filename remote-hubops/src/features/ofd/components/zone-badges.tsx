import { Badge, Group } from '@mantine/core';
import { OFD_MESSAGES, type OfdZoneSummary } from '@hub/shared/contracts';

/** A zone's tags: "OFD ready" / "Picking" (readyForOfd true / false), its batch when shown, and "In progress". */
export function ZoneBadges({ zone, showBatch }: { zone: OfdZoneSummary; showBatch: boolean }) {
  return (
    <Group gap={4}>
      {zone.readyForOfd === true && (
        <Badge color="green" variant="light">
          {OFD_MESSAGES.ofdReady}
        </Badge>
      )}
      {zone.readyForOfd === false && (
        <Badge color="orange" variant="light">
          {OFD_MESSAGES.picking}
        </Badge>
      )}
      {showBatch && zone.routeBatch && (
        <Badge color={zone.routeBatch === 'MORNING' ? 'cyan' : 'grape'} variant="outline">
          {zone.routeBatch === 'MORNING' ? OFD_MESSAGES.morning : OFD_MESSAGES.afternoon}
        </Badge>
      )}
      {zone.ofdInProgress && (
        <Badge color="yellow" variant="filled">
          In progress
        </Badge>
      )}
    </Group>
  );
}
