import { Button, Card, Group, Image, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type OrderShipment } from '@hub/shared/contracts';
import { StatusBadge } from '@hub/shared/ui';
import { TableScroll } from '../../../components/table-scroll';
import { formatGmv, ROW_BACKGROUNDS, rowColour, shipmentColour } from '../utils/order-view';

function ItemTable({ shipment }: { shipment: OrderShipment }) {
  return (
    <TableScroll label={`Item table of ${shipment.shipmentId}`} minWidth={560}>
      <Table fz="xs" verticalSpacing={4} mt="xs" aria-label={`Items of ${shipment.shipmentId}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Images</Table.Th>
            <Table.Th>Expected</Table.Th>
            <Table.Th>Actual</Table.Th>
            <Table.Th>Vertical</Table.Th>
            <Table.Th>Failure reason</Table.Th>
            <Table.Th>Failure images</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shipment.items.map((item, i) => {
            const c = rowColour(item.expectedUnits, item.actualUnits);
            return (
              <Table.Tr key={`${item.itemName}-${i}`} data-row-colour={c} style={{ backgroundColor: ROW_BACKGROUNDS[c] }}>
                <Table.Td>{item.itemName}</Table.Td>
                <Table.Td>
                  {item.imageUrls.map((u) => (
                    <Image key={u} src={u} alt={item.itemName} w={36} h={36} fit="contain" />
                  ))}
                </Table.Td>
                <Table.Td>{item.expectedUnits}</Table.Td>
                <Table.Td>{item.actualUnits}</Table.Td>
                <Table.Td>{item.vertical}</Table.Td>
                <Table.Td>{item.metadata.failReason ?? '-'}</Table.Td>
                <Table.Td>
                  {item.metadata.failImageUrls.map((u) => (
                    <Image key={u} src={u} alt={`Failure of ${item.itemName}`} w={36} h={36} fit="contain" />
                  ))}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function ShipmentCard({ shipment }: { shipment: OrderShipment }) {
  const [open, setOpen] = useState(false);
  const colour = shipmentColour(shipment);
  return (
    <Card
      withBorder
      padding="sm"
      data-shipment-id={shipment.shipmentId}
      data-row-colour={colour}
      style={{ borderLeft: `4px solid ${ROW_BACKGROUNDS[colour]}` }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {shipment.shipmentId}
          </Text>
          <Text size="xs" c="dimmed">
            GMV {formatGmv(shipment.gmvRupees)} · {shipment.orderLines} order lines
          </Text>
          {(shipment.status || shipment.tripId) && (
            <Group gap={6}>
              {shipment.status && <StatusBadge status={shipment.status} size="sm" />}
              {shipment.tripId && (
                <Text size="xs" c="dimmed">
                  Trip {shipment.tripId}
                </Text>
              )}
            </Group>
          )}
        </Stack>
        <Button
          variant="light"
          h={44}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} items of ${shipment.shipmentId}`}
        >
          {open ? 'Hide items' : 'Show items'}
        </Button>
      </Group>
      {open &&
        (shipment.items.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            No items in this shipment
          </Text>
        ) : (
          <ItemTable shipment={shipment} />
        ))}
    </Card>
  );
}

export interface ShipmentListProps {
  shipments: readonly OrderShipment[];
  /** Text when there is no shipment; required (the drop and the org view word it differently). */
  emptyText: string;
}

/**
 * Order Details (spec 002 §2): shipments with shipment id, GMV and order lines, each with an expandable item table
 * (item name, images, expected and actual units, vertical, failure reason and images), coloured by delivery.
 */
export function ShipmentList({ shipments, emptyText }: ShipmentListProps) {
  if (shipments.length === 0) {
    return (
      <Text c="dimmed" data-empty>
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {shipments.map((s) => (
        <ShipmentCard key={s.shipmentId} shipment={s} />
      ))}
    </Stack>
  );
}
