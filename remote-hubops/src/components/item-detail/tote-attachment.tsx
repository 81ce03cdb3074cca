import { Button, Group, Text } from '@mantine/core';
import { ZONE_MOVEMENT_MESSAGES } from '@hub/shared/contracts';

export interface ToteAttachmentProps {
  /** The tote the line's units go into (the card's attached tote id), or null when none is chosen yet; required. */
  toteId: string | null;
  /** Opens the tote-scan dialog; the Switch tote button shows only when given; default none. */
  onSwitch?: () => void;
  /** Disables Switch tote; default false. */
  disabled?: boolean;
}

/** The attached tote id of an item-detail card and its "Switch tote" action (spec 000 §2 item detail, zone movement). */
export function ToteAttachment({ toteId, onSwitch, disabled = false }: ToteAttachmentProps) {
  return (
    <Group justify="space-between" wrap="nowrap" data-attached-tote={toteId ?? ''}>
      <Text size="sm">
        Tote:{' '}
        <Text span fw={700}>
          {toteId ?? 'none'}
        </Text>
      </Text>
      {onSwitch && (
        <Button variant="light" h={44} onClick={onSwitch} disabled={disabled}>
          {ZONE_MOVEMENT_MESSAGES.switchTote}
        </Button>
      )}
    </Group>
  );
}
