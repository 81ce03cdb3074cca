import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { HISTORY_MESSAGES, type ItemHistoryResponse } from '@hub/shared/contracts';
import { useLiveQueries } from '@hub/shared/live';
import { historyKeys, useItemHistory } from '../../../api/history';
import { HistoryList } from '../../../components/history/history-list';
import { ShipmentMovement } from '../shipment-movement';

export interface ItemTimelineProps {
  /** The hub in the URL; required. */
  hubId: string;
  /** An item id, or a shipment id (its first 14 characters are enough); required. */
  itemId: string;
  /** Leaves the timeline (back to where it was opened); required. */
  onBack: () => void;
  /** Opens another item's timeline (an item of the same shipment); required. */
  onOpenItem: (itemId: string) => void;
}

/**
 * An item's timeline (issue 34; docs/areas/history.md): the item (or the shipment and its items) with its counts,
 * and the shipment it travels in (its items and manifests), then every step newest first (inward, moves, QC, dispatch, runsheet, delivery, corrections, discrepancies), each
 * with the person and the time. Live: another operator's scan of the item adds its line within ~2 s.
 */
export function ItemTimeline({ hubId, itemId, onBack, onOpenItem }: ItemTimelineProps) {
  const history = useItemHistory(hubId, itemId);
  const first: ItemHistoryResponse | undefined = history.data?.pages[0];
  const items = useMemo(() => first?.items ?? [], [first]);
  const ids = useMemo(() => (items.length ? items.map((i) => i.itemId) : [itemId]), [items, itemId]);
  // The audit trigger tells the hub's stream { e: 'item', id } for every row about an item (migration 0018).
  useLiveQueries(
    hubId,
    ids.map((id) => ({ e: 'item' as const, id, queryKey: historyKeys.item(hubId, itemId) })),
  );
  return (
    <Stack gap="sm" p="md">
      <Button variant="subtle" h={44} onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        ← {HISTORY_MESSAGES.back}
      </Button>
      <Title order={3}>{first?.shipmentId ? HISTORY_MESSAGES.shipmentTitle(first.shipmentId) : HISTORY_MESSAGES.pageTitle}</Title>
      {/* One item: its card; a shipment's timeline: the shipment card below lists its items. */}
      {!first?.shipmentId &&
        items.map((i) => (
          <Card key={i.itemId} withBorder padding="sm" data-history-item={i.itemId}>
            <Text fw={600}>{i.title}</Text>
            <Text size="xs" c="dimmed">
              {i.itemId} · {i.orderId}
            </Text>
            <Text size="sm">{HISTORY_MESSAGES.counts(i)}</Text>
          </Card>
        ))}
      <ShipmentMovement
        hubId={hubId}
        shipmentId={first?.shipmentId ?? items[0]?.shipmentId ?? null}
        currentItemId={first?.shipmentId ? null : itemId}
        onOpenItem={onOpenItem}
      />
      <HistoryList query={history} showItem={Boolean(first?.shipmentId)} label={HISTORY_MESSAGES.pageTitle} />
    </Stack>
  );
}
