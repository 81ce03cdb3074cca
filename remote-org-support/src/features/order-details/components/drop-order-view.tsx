import { Alert, Anchor, Button, Card, Center, Group, Image, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { ORG_SUPPORT_MESSAGES, type OrderShipment, type OrgOrderDetails } from '@hub/shared/contracts';
import { useDropOrderDetails } from '../api/get-drop-order-details';
import { formatGmv, googleMapsUrl, ROW_BACKGROUNDS, rowColour } from '../utils/order-view';

/** The view's props: its contract with the areas that show it (the monitoring timeline's drop panel). */
export interface DropOrderViewProps {
  tripId: string;
  orgUnitId: string;
}

function Header({ details }: { details: OrgOrderDetails }) {
  const u = details.dropUnit;
  return (
    <Stack gap={2}>
      <Title order={3} size="h4">
        {u.shopName}{' '}
        <Text span c="dimmed" size="sm">
          ({details.orgId})
        </Text>
      </Title>
      <Text size="sm">{u.phoneNumber}</Text>
      <Text size="sm">{u.address}</Text>
      <Anchor href={googleMapsUrl(u.geoLocation.lat, u.geoLocation.lng)} target="_blank" rel="noopener noreferrer" size="sm">
        Open on Google Maps
      </Anchor>
    </Stack>
  );
}

function ShipmentCard({ shipment }: { shipment: OrderShipment }) {
  const [open, setOpen] = useState(false);
  const expected = shipment.items.reduce((s, i) => s + i.expectedUnits, 0);
  const actual = shipment.items.reduce((s, i) => s + i.actualUnits, 0);
  const colour = rowColour(expected, actual);
  return (
    <Card
      withBorder
      padding="sm"
      data-shipment-id={shipment.shipmentId}
      data-row-colour={colour}
      style={{ borderLeft: `4px solid ${ROW_BACKGROUNDS[colour]}` }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {shipment.shipmentId}
          </Text>
          <Text size="xs" c="dimmed">
            GMV {formatGmv(shipment.gmvRupees)} · {shipment.orderLines} order lines
          </Text>
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
            {ORG_SUPPORT_MESSAGES.noItems}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560} mt="xs">
            <Table fz="xs" verticalSpacing={4}>
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
          </Table.ScrollContainer>
        ))}
    </Card>
  );
}

/**
 * The shop's order details of one drop (spec 002 §2 "Organisation support view", Order Details): header, then the
 * shipments with expandable item tables coloured by delivery. Owned here; shown in the monitoring timeline's drop
 * panel through the shell's loader.
 */
export function DropOrderView({ tripId, orgUnitId }: DropOrderViewProps) {
  const details = useDropOrderDetails(tripId, orgUnitId);
  if (details.data) {
    return (
      <Stack gap="sm" data-testid="drop-order-view">
        <Header details={details.data} />
        {details.data.shipments.length === 0 ? (
          <Text c="dimmed">{ORG_SUPPORT_MESSAGES.noItems}</Text>
        ) : (
          details.data.shipments.map((s) => <ShipmentCard key={s.shipmentId} shipment={s} />)
        )}
      </Stack>
    );
  }
  if (details.isError) {
    return (
      <Stack gap="xs" align="flex-start">
        <Alert color="red" role="alert" title={ORG_SUPPORT_MESSAGES.detailsError} w="100%">
          {getErrorMessage(details.error)}
        </Alert>
        <Button variant="default" h={44} loading={details.isFetching} onClick={() => void details.refetch()}>
          Retry
        </Button>
      </Stack>
    );
  }
  return (
    <Center p="lg">
      <Loader role="status" aria-label="Loading order details" />
    </Center>
  );
}
