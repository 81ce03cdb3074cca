import { Table } from '@mantine/core';
import { type ZoneQcItem } from '@hub/shared/contracts';
import { formatCount } from '@hub/shared/format';
import { Modal } from '@hub/shared/ui';

/** Tapping a tote item lists its orders and quantities (000 §2). */
export function ToteOrders({ tote, onClose }: { tote: ZoneQcItem | null; onClose: () => void }) {
  return (
    <Modal opened={tote !== null} onClose={onClose} title={tote ? `Tote ${tote.itemId}` : undefined}>
      {tote && (
        <Table aria-label="Tote orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>Item</Table.Th>
              <Table.Th>Qty</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tote.associatedQcItems.map((i) => (
              <Table.Tr key={i.itemId}>
                <Table.Td>{i.orderId}</Table.Td>
                <Table.Td>{i.itemTitle}</Table.Td>
                <Table.Td>{formatCount(i.qty)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
