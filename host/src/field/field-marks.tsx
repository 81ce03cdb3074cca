import { Badge, Button, Group } from '@mantine/core';
import { OFFLINE_TEXT, OUTBOX_MESSAGES } from '@hub/shared/outbox';
import { OutboxButton } from './outbox-button';
import { applyUpdate } from './register-sw';

/** Texts of the update offer (a new release of the app is installed). */
export const UPDATE_TEXT = { button: 'Update', title: 'A new version of Hub Console is ready: reload to use it' } as const;

/** What FieldStatus shows once there is something to show: "Offline", the outbox badge, "Update". */
export function FieldMarks({ offline, outbox, update }: { offline: boolean; outbox: boolean; update: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" ml="auto">
      {offline && (
        <Badge color="gray" variant="filled" title={OUTBOX_MESSAGES.offlineBanner} aria-label={OUTBOX_MESSAGES.offlineBanner} data-testid="offline-badge">
          {OFFLINE_TEXT}
        </Badge>
      )}
      {outbox && <OutboxButton />}
      {update && (
        <Button h={44} size="compact-sm" variant="light" title={UPDATE_TEXT.title} onClick={applyUpdate}>
          {UPDATE_TEXT.button}
        </Button>
      )}
    </Group>
  );
}
