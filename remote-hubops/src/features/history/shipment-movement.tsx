import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, createQueryKeys } from '@hub/shared/api';
import { getShipmentMovementDetails, SHIPMENT_MOVEMENT_MESSAGES as M, type ShipmentMovementResponse } from '@hub/shared/contracts';
import { useLiveQueries } from '@hub/shared/live';
import { QueryState, StatusBadge } from '@hub/shared/ui';

/** Query keys of a shipment's movement (one factory, so the live refresh and the query name the same key). */
export const shipmentMovementKeys = {
  ...createQueryKeys('shipment-movement'),
  /** One shipment at a hub, by the id (or its first 14 characters) the page was opened with. */
  shipment: (hubId: string, shipmentId: string) => ['shipment-movement', hubId, shipmentId] as const,
};

/** GET /hubOps/hubApp/{hubId}/fetchShipmentMovementDetails/{shipmentId}: looked up by the first 14 characters. */
export const getShipmentMovementQueryOptions = (hubId: string, shipmentId: string) =>
  queryOptions({
    queryKey: shipmentMovementKeys.shipment(hubId, shipmentId),
    queryFn: ({ signal }) => callEndpoint(getShipmentMovementDetails, { params: { hubId, shipmentId } }, { signal }),
  });

/** A shipment's items and the manifests they are in; runs only with a shipment id. */
export const useShipmentMovement = (hubId: string, shipmentId: string | null) =>
  useQuery({ ...getShipmentMovementQueryOptions(hubId, shipmentId ?? ''), enabled: Boolean(shipmentId?.trim()) });

export interface ShipmentMovementProps {
  /** Hub of the shipment; required. */
  hubId: string;
  /** The shipment id (a scanned one too: the api matches its first 14 characters); null shows nothing. */
  shipmentId: string | null;
  /** The item whose history is open: its row is marked; default none. */
  currentItemId?: string | null;
  /** Opens another item of the shipment (its history); default none: the rows are not buttons. */
  onOpenItem?: (itemId: string) => void;
}

/**
 * The header of an item's history (issue 34; 000 §7 fetchShipmentMovementDetails): the shipment the item travels in,
 * each of its items with the units dispatched of its quantity, its dispatch status and the manifests (activities) it is
 * in, so the person reading one item's timeline sees where the rest of the shipment is. A dispatch scan of any of its
 * items (the audit trail's live `item` change) refreshes it.
 */
export function ShipmentMovement({ hubId, shipmentId, currentItemId = null, onOpenItem }: ShipmentMovementProps) {
  const movement = useShipmentMovement(hubId, shipmentId);
  const key = shipmentMovementKeys.shipment(hubId, shipmentId ?? '');
  useLiveQueries(
    shipmentId ? hubId : null,
    (movement.data?.items ?? []).map((i) => ({ e: 'item' as const, id: i.itemId, queryKey: key })),
  );
  if (!shipmentId?.trim()) return null;
  return (
    // No errorText: the server's words ("Shipment {id} not found") say more than a generic failure.
    <QueryState query={movement} what="shipment">
      {(data) => <ShipmentCard data={data} currentItemId={currentItemId} onOpenItem={onOpenItem} />}
    </QueryState>
  );
}

function ShipmentCard({
  data,
  currentItemId,
  onOpenItem,
}: {
  data: ShipmentMovementResponse;
  currentItemId: string | null;
  onOpenItem: ((itemId: string) => void) | undefined;
}) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={M.title(data.shipmentId)}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {M.title(data.shipmentId)}
        </Text>
        <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
          {M.items(data.items.length)}
        </Text>
      </Group>
      <Stack gap={4} role="list" aria-label={M.items(data.items.length)}>
        {data.items.map((i) => {
          const current = i.itemId === currentItemId;
          const row = (
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs" mih={44} py={4}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={current ? 700 : 600} style={{ overflowWrap: 'anywhere' }}>
                  {i.itemId}
                </Text>
                <Text size="xs">{M.dispatched(i.dispatchedQty, i.qty)}</Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {M.manifests(i.spaIds)}
                </Text>
              </Stack>
              <StatusBadge status={i.dispatchStatus} size="sm" />
            </Group>
          );
          return (
            <div key={i.itemId} role="listitem" aria-current={current ? 'true' : undefined} data-item={i.itemId}>
              {onOpenItem && !current ? (
                // Named by what it shows (the item id first): a label other than the visible text fails WCAG 2.5.3.
                <UnstyledButton w="100%" onClick={() => onOpenItem(i.itemId)}>
                  {row}
                </UnstyledButton>
              ) : (
                row
              )}
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}
