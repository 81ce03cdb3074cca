import { Card, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { type AssetLog, HISTORY_MESSAGES, type HistoryLine, TOTE_MESSAGES } from '@hub/shared/contracts';
import { formatDateTime } from '@hub/shared/format';
import { Modal, QueryState } from '@hub/shared/ui';
import { useAssetHistory, useLogDetails } from '../api/troubleshoot';

/** The asset's history logs; a row with a reference opens its details. */
export function AssetHistory({ code }: { code: string }) {
  const history = useAssetHistory(code);
  const [open, setOpen] = useState<{ type: string; refId: string } | null>(null);
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="xs">
        History
      </Text>
      <QueryState
        query={history}
        what="history"
        errorText={TOTE_MESSAGES.fetchFailed}
        isEmpty={(d) => d.assetLogs.length === 0 && d.corrections.length === 0}
        emptyText={TOTE_MESSAGES.noRecords}
      >
        {(d) => (
          <Stack gap={4}>
            {d.assetLogs.map((l) => (
              <LogRow key={l.id} log={l} onOpen={setOpen} />
            ))}
            {d.corrections.length > 0 && <Corrections lines={d.corrections} />}
          </Stack>
        )}
      </QueryState>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open ? `${open.type} ${open.refId}` : ''}>
        {open && <Details code={code} refer={open} />}
      </Modal>
    </Card>
  );
}

function LogRow({ log, onOpen }: { log: AssetLog; onOpen: (r: { type: string; refId: string }) => void }) {
  const ref =
    log.assetActivityReferenceType && log.assetActivityReferenceId ? { type: log.assetActivityReferenceType, refId: log.assetActivityReferenceId } : null;
  const body = (
    <Stack gap={0} py={6}>
      <Text size="sm" fw={600}>
        {log.assetEventType}
        {ref ? ` · ${ref.refId}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {log.locationName} · {log.activityPerformedBy} · {formatDateTime(log.updatedAt)}
      </Text>
    </Stack>
  );
  return ref ? (
    <UnstyledButton onClick={() => onOpen(ref)} mih={44} aria-label={`Details of ${log.assetEventType} ${ref.refId}`}>
      {body}
    </UnstyledButton>
  ) : (
    body
  );
}

/** Issue 34: the corrections of the items this tote holds or held, newest first (who, when, why). */
function Corrections({ lines }: { lines: readonly HistoryLine[] }) {
  return (
    <Stack gap={4} mt="sm" role="list" aria-label={HISTORY_MESSAGES.toteCorrections}>
      <Text fw={600} size="sm">
        {HISTORY_MESSAGES.toteCorrections}
      </Text>
      {lines.map((l) => (
        <Stack key={l.id} gap={0} py={6} role="listitem">
          <Text size="sm" fw={600}>
            {l.title} · {l.itemId}
          </Text>
          <Text size="xs">
            {[l.detail, l.units !== null ? HISTORY_MESSAGES.units(l.units) : null, l.reason ? HISTORY_MESSAGES.reason(l.reason) : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="xs" c="dimmed">
            {l.person} · {formatDateTime(l.at)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

function Details({ code, refer }: { code: string; refer: { type: string; refId: string } }) {
  const details = useLogDetails(code, refer);
  return (
    <QueryState query={details} what="details" errorText={TOTE_MESSAGES.detailsNotFound}>
      {(d) => (
        <Stack gap="xs">
          <Text fw={600}>{d.title}</Text>
          <Table>
            <Table.Tbody>
              {d.fields.map((f) => (
                <Table.Tr key={f.label}>
                  <Table.Th>{f.label}</Table.Th>
                  <Table.Td>{f.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </QueryState>
  );
}
