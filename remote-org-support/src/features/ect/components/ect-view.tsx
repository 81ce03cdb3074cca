import { Table } from '@mantine/core';
import { ORG_SUPPORT_MESSAGES, resolvedText } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { TableScroll } from '../../../components/table-scroll';
import { useEct } from '../api/get-ect';

/** ECT (spec 002 §2): the shop's escalations with title, description and Resolved Yes / No; 'Error in fetching ECT' + Retry. */
export function EctView({ orgId }: { orgId: string }) {
  const ect = useEct(orgId);
  return (
    <QueryState
      query={ect}
      what="escalations"
      errorTitle={ORG_SUPPORT_MESSAGES.ectError}
      isEmpty={(d) => d.escalations.length === 0}
      emptyText={ORG_SUPPORT_MESSAGES.noEscalations}
    >
      {(d) => (
        <TableScroll label="Escalations table" minWidth={360}>
          <Table aria-label="Escalations" verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>{ORG_SUPPORT_MESSAGES.resolved}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.escalations.map((e) => (
                <Table.Tr key={e.escalationId} data-escalation-id={e.escalationId} data-status={e.status}>
                  <Table.Td>{e.title}</Table.Td>
                  <Table.Td>{e.description}</Table.Td>
                  <Table.Td>{resolvedText(e.status)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </QueryState>
  );
}
