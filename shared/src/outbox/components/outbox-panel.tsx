import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useOutbox } from '../hooks';
import { OUTBOX_MESSAGES } from '../messages';
import { getOutbox } from '../outbox-store';
import { type OutboxEntry } from '../types';

const time = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function EntryRow({ entry }: { entry: OutboxEntry }) {
  return (
    <Card withBorder padding="xs" data-outbox-entry={entry.id} data-status={entry.status}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {entry.label}
          </Text>
          <Text size="xs" c="dimmed">
            {time(entry.createdAt)}
          </Text>
          {entry.status === 'refused' && (
            <Text size="sm" c="red.8">
              {OUTBOX_MESSAGES.refused(entry.message ?? '')}
            </Text>
          )}
        </Stack>
        {entry.status === 'refused' && (
          <Button size="compact-sm" variant="subtle" color="red" mih={44} onClick={() => void getOutbox().dismiss(entry.id)}>
            {OUTBOX_MESSAGES.dismiss}
          </Button>
        )}
      </Group>
    </Card>
  );
}

const subscribeOnline = (cb: () => void) => onlineManager.subscribe(cb);
const isOnline = () => onlineManager.isOnline() && navigator.onLine !== false;

/** The outbox of the signed-in user: writes waiting to be sent (in order) and replays the server refused. */
export function OutboxPanel() {
  const { entries, waiting, refused, sending } = useOutbox();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const outbox = getOutbox();
  return (
    <Stack gap="sm" aria-label={OUTBOX_MESSAGES.panelTitle}>
      {entries.length === 0 && <Text c="dimmed">{OUTBOX_MESSAGES.empty}</Text>}
      {waiting > 0 && (
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} size="h5">
              {OUTBOX_MESSAGES.waitingTitle(waiting)}
            </Title>
            <Button h={44} variant="light" loading={sending} disabled={!online} onClick={() => void outbox.retryNow()}>
              {OUTBOX_MESSAGES.sendNow}
            </Button>
          </Group>
          {!online && (
            <Alert color="yellow" variant="light">
              {OUTBOX_MESSAGES.offlineNote}
            </Alert>
          )}
          {entries
            .filter((e) => e.status === 'waiting')
            .map((e) => (
              <EntryRow key={e.id} entry={e} />
            ))}
        </Stack>
      )}
      {refused > 0 && (
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} size="h5">
              {OUTBOX_MESSAGES.refusedTitle(refused)}
            </Title>
            <Button h={44} variant="subtle" color="red" onClick={() => void outbox.dismissAll()}>
              {OUTBOX_MESSAGES.dismissAll}
            </Button>
          </Group>
          {entries
            .filter((e) => e.status === 'refused')
            .map((e) => (
              <EntryRow key={e.id} entry={e} />
            ))}
        </Stack>
      )}
    </Stack>
  );
}
