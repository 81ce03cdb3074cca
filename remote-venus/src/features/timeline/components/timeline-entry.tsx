import { Badge, Box, Button, Card, Group, Image, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type TimelineEntry as Entry } from '@hub/shared/contracts';
import { formatDuration, formatTime, toStartCase } from '@hub/shared/format';
import { dropStatusColour, SEVERITY_COLOUR, sequenceText, SUMMARY_COLOUR } from '../utils/timeline';

export interface TimelineEntryProps {
  entry: Entry;
  /** The drop whose side panel is open (highlighted). */
  active: boolean;
  onOpenDrop: (entry: Entry) => void;
  onOpenAlert: (alertId: string) => void;
  onOpenImages: (images: readonly string[], index: number) => void;
}

const HubIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M3 10l9-6 9 6v10H3z" />
    <path d="M9 20v-6h6v6" />
  </svg>
);

/** One timeline entry (spec 002 §2): trip start/end with the hub, a drop, or an alert shown inline. */
export function TimelineEntry({ entry, active, onOpenDrop, onOpenAlert, onOpenImages }: TimelineEntryProps) {
  const colour = SUMMARY_COLOUR[entry.summary.status];
  if (entry.type === 'TRIP_START' || entry.type === 'TRIP_END') {
    return (
      <Group gap="xs" py={6} data-entry-type={entry.type}>
        <HubIcon />
        <Text size="sm" fw={600}>
          {entry.type === 'TRIP_START' ? 'Trip started' : 'Trip ended'} · {entry.hubName}
        </Text>
        <Text size="xs" c="dimmed">
          {formatTime(entry.at)}
        </Text>
      </Group>
    );
  }
  if (entry.type === 'ALERT') {
    const alert = entry.alerts[0];
    return (
      <Group gap="xs" pl="md" py={4} data-entry-type="ALERT">
        <Badge color={alert ? SEVERITY_COLOUR[alert.severity] : colour} variant="light" style={{ textTransform: 'none' }}>
          Alert
        </Badge>
        {alert ? (
          <Button variant="subtle" size="compact-sm" mih={44} onClick={() => onOpenAlert(alert.alertId)}>
            {alert.label}
            {alert.reviewPending ? '' : ' (reviewed)'}
          </Button>
        ) : (
          <Text size="sm">{toStartCase(entry.summary.text)}</Text>
        )}
      </Group>
    );
  }
  return (
    <Card
      withBorder
      padding="sm"
      data-entry-type="DROP"
      data-drop-org={entry.shopOrgUnitId ?? ''}
      data-shop-name={entry.shopName ?? ''}
      data-active={active || undefined}
      style={{
        borderLeft: `4px solid var(--mantine-color-${colour}-6)`,
        transition: 'box-shadow 350ms ease, background-color 350ms ease',
        ...(active ? { boxShadow: '0 0 0 3px var(--mantine-color-blue-5)', backgroundColor: 'var(--mantine-color-blue-0)' } : {}),
      }}
    >
      <UnstyledButton onClick={() => onOpenDrop(entry)} mih={44} w="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>
            <VisuallyHidden>Open order details of </VisuallyHidden>
            {entry.shopName}
          </Text>
          {entry.status && (
            <Badge
              color={dropStatusColour(entry.status)}
              variant="light"
              style={{ textTransform: 'none' }}
              data-severity-colour={dropStatusColour(entry.status)}
            >
              {toStartCase(entry.status)}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {sequenceText(entry.actualSequence, entry.suggestedSequence)}
        </Text>
      </UnstyledButton>
      <Group gap={4} mt={4}>
        {entry.tags.map((t) => (
          <Badge key={t} size="xs" variant="outline" color="gray" style={{ textTransform: 'none' }}>
            {toStartCase(t)}
          </Badge>
        ))}
      </Group>
      <Text size="sm" mt={4} data-summary-status={entry.summary.status}>
        {entry.summary.text}
      </Text>
      {(entry.checkIn || entry.checkOut) && (
        <Text size="xs" mt={4}>
          Check-in {entry.checkIn ? formatTime(entry.checkIn) : '-'} · Check-out {entry.checkOut ? formatTime(entry.checkOut) : '-'}
          {entry.durationSeconds !== null && ` · ${formatDuration(entry.durationSeconds)}`}
        </Text>
      )}
      {entry.imagesUrl.length > 0 && (
        <Group gap={6} mt={6}>
          {entry.imagesUrl.map((url, i) => (
            <UnstyledButton key={url} onClick={() => onOpenImages(entry.imagesUrl, i)} aria-label={`Open image ${i + 1} of ${entry.shopName ?? 'the drop'}`}>
              <Image src={url} alt="" w={44} h={44} radius="sm" fit="cover" />
            </UnstyledButton>
          ))}
        </Group>
      )}
      {entry.alerts.length > 0 && (
        <Stack gap={4} mt={6}>
          <Box>
            {entry.alerts.map((a) => (
              <Button
                key={a.alertId}
                size="xs"
                variant="light"
                color={SEVERITY_COLOUR[a.severity]}
                mr={4}
                mb={4}
                mih={44}
                onClick={() => onOpenAlert(a.alertId)}
                data-alert-button={a.alertId}
              >
                {a.label}
              </Button>
            ))}
          </Box>
        </Stack>
      )}
    </Card>
  );
}
