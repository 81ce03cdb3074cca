import { Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage, getHubNamesQueryOptions } from '@hub/shared/api';
import { isToteString, TOTE_MESSAGES } from '@hub/shared/contracts';
import { ScanPipeline, toast, TypableScanner, useScanner } from '@hub/shared/ui';
import { useTransfer } from '../api/transfer';

/**
 * Receive Totes / Send Totes (001 §2; the reading we built: docs/areas/totes.md "Receive and send"): scan totes
 * (typed, camera or a hardware scanner), a running count, and undo of the last scan. Send first asks for the
 * destination hub.
 */
export function TransferScanner({ hubId, mode }: { hubId: string; mode: 'receive' | 'send' }) {
  const transfer = useTransfer(hubId, mode);
  const hubs = useQuery(getHubNamesQueryOptions());
  const [destination, setDestination] = useState<string | null>(null);
  const [done, setDone] = useState<string[]>([]);
  const [undoing, setUndoing] = useState(false);
  const ready = mode === 'receive' || Boolean(destination);
  const scanner = useScanner({
    listen: ready,
    duplicateMessage: 'Duplicate Scan.',
    onScan: async ({ value, scanId }) => {
      if (!isToteString(value)) return { ok: false, message: `${value} is not a valid tote ID` };
      try {
        const res = await transfer.scan(value, scanId, destination);
        setDone((d) => [value, ...d]);
        return { ok: true, message: res.message };
      } catch (e) {
        return { ok: false, message: getErrorMessage(e) };
      }
    },
  });
  const undo = async () => {
    const last = done[0];
    if (!last) return;
    setUndoing(true);
    try {
      const res = await transfer.undo(last);
      setDone((d) => d.slice(1));
      scanner.duplicates.forget(last);
      toast.success(res.message);
    } catch (e) {
      toast.error(getErrorMessage(e));
    } finally {
      setUndoing(false);
    }
  };
  return (
    <Stack gap="sm">
      {mode === 'send' && (
        <Select
          label="Destination hub"
          placeholder="Choose the hub to send to"
          data={(hubs.data?.hubNames ?? []).filter((h) => h.hubOrgUnitId !== hubId).map((h) => ({ value: h.hubOrgUnitId, label: h.hubName }))}
          value={destination}
          onChange={setDestination}
          size="md"
          comboboxProps={{ withinPortal: true }}
          error={hubs.isError ? TOTE_MESSAGES.fetchFailed : undefined}
        />
      )}
      <TypableScanner
        label={TOTE_MESSAGES.scanToteBarcode}
        disabled={!ready}
        onSubmit={(raw) => void scanner.submit(raw, { source: 'typed' })}
        onCameraClick={() => scanner.open('camera')}
      />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between">
          <Text fw={600}>{mode === 'receive' ? 'Received' : 'Sent'}</Text>
          <Badge size="lg" data-testid="transfer-count">
            {done.length}
          </Badge>
        </Group>
        {done.length === 0 ? (
          <Text size="sm" c="dimmed">
            No totes scanned yet.
          </Text>
        ) : (
          <Stack gap={2} mt="xs" aria-label="Scanned totes">
            {done.map((c, i) => (
              <Text key={`${c}-${i}`} size="sm">
                {c}
              </Text>
            ))}
          </Stack>
        )}
        <Button mt="sm" variant="default" h={44} disabled={done.length === 0} loading={undoing} onClick={() => void undo()}>
          Undo last scan
        </Button>
      </Card>
      <ScanPipeline scanner={scanner} title={TOTE_MESSAGES.scanToteBarcode} />
    </Stack>
  );
}
