import { ActionIcon, Alert, Autocomplete, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { normalizeScan, TOTE_MESSAGES } from '@hub/shared/contracts';
import { QueryState, ScanIcon, ScanPipeline, toast, useScanner } from '@hub/shared/ui';
import { useSegregationSession, useTaggedTotes, useZones, useZoneTags } from '../api/segregation';

/**
 * Segregation setup (001 §2, §5): choose a zone (autocomplete or by scanning its name), then every other scan tags
 * that tote to the zone; each tagged tote can be removed (de-tagged).
 */
export function SegregationSetup({ hubId }: { hubId: string }) {
  const zones = useZones(hubId);
  const session = useSegregationSession(hubId);
  const [zone, setZone] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const tagged = useTaggedTotes(hubId, zone);
  const tags = useZoneTags(hubId, session.sessionId);
  const [removing, setRemoving] = useState<string | null>(null);
  const zoneIds = (zones.data?.zones ?? []).map((z) => z.zoneId);
  // Zone names hold dashes (RTO-ZONE) that a scan strips: compare normalised forms.
  const zoneOf = (value: string) => zoneIds.find((z) => normalizeScan(z) === normalizeScan(value)) ?? null;
  const choose = (z: string) => {
    setZone(z);
    setTyped(z);
  };
  const scanner = useScanner({
    onScan: async ({ value, scanId }) => {
      const scannedZone = zoneOf(value);
      if (scannedZone) {
        choose(scannedZone);
        return { ok: true, message: `Zone ${scannedZone}` };
      }
      if (!zone) return { ok: false, message: 'Choose a zone first' };
      try {
        const res = await tags.tag(value, zone, scanId);
        return {
          ok: true,
          message: res.alreadyTagged
            ? `${value} is already tagged to ${zone}`
            : res.movedFrom
              ? `${value} moved from ${res.movedFrom} to ${zone}`
              : `${value} tagged to ${zone}`,
        };
      } catch (e) {
        return { ok: false, message: getErrorMessage(e) };
      }
    },
  });
  const remove = async (tote: string) => {
    if (!zone) return;
    setRemoving(tote);
    try {
      await tags.detag(tote, zone);
      toast.success(`${tote} removed from ${zone}`);
    } catch (e) {
      toast.error(getErrorMessage(e));
    } finally {
      setRemoving(null);
    }
  };
  if (zones.isError || session.failed) {
    return (
      <Alert color="red" role="alert">
        {TOTE_MESSAGES.segregationFailed}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Autocomplete
          label="Zone"
          placeholder={zones.isLoading ? 'Loading zones…' : 'Search zone'}
          data={zoneIds}
          value={typed}
          onChange={(v) => {
            setTyped(v);
            const z = zoneIds.find((id) => id === v);
            if (z) setZone(z);
          }}
          size="md"
          style={{ flex: 1 }}
          comboboxProps={{ withinPortal: true }}
        />
        <ActionIcon size={44} variant="default" aria-label="Scan" onClick={() => scanner.open('camera')}>
          <ScanIcon />
        </ActionIcon>
      </Group>
      {session.sessionId && (
        <Text size="xs" c="dimmed" data-testid="segregation-session">
          Session {session.sessionId}
        </Text>
      )}
      {zone ? (
        <Card withBorder radius="md" padding="md">
          <Text fw={600} mb="xs">
            Totes tagged to {zone}
          </Text>
          <QueryState
            query={tagged}
            what="tagged totes"
            errorText={TOTE_MESSAGES.segregationFailed}
            isEmpty={(d) => d.totes.length === 0}
            emptyText={TOTE_MESSAGES.noRecords}
          >
            {(d) => (
              <Stack gap={4} aria-label="Tagged totes">
                {d.totes.map((t) => (
                  <Group key={t.toteId} justify="space-between" wrap="nowrap">
                    <Text size="sm">{t.toteId}</Text>
                    <Button
                      variant="subtle"
                      color="red"
                      h={44}
                      loading={removing === t.toteId}
                      onClick={() => void remove(t.toteId)}
                      aria-label={`Remove ${t.toteId}`}
                    >
                      Remove
                    </Button>
                  </Group>
                ))}
              </Stack>
            )}
          </QueryState>
        </Card>
      ) : (
        <Text size="sm" c="dimmed">
          Choose or scan a zone, then scan totes to tag them to it.
        </Text>
      )}
      <ScanPipeline scanner={scanner} title="Scan zone or tote" />
    </Stack>
  );
}
