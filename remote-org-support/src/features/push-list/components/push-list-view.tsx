import { Alert, Card, Group, Image, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ORG_SUPPORT_MESSAGES, type PushListResponse } from '@hub/shared/contracts';
import { toStartCase } from '@hub/shared/format';
import { QueryState } from '@hub/shared/ui';
import { TableScroll } from '../../../components/table-scroll';
import { usePushList } from '../api/get-push-list';
import { DEFAULT_FILTER, pushListArgs, type PushListFilter, targetText, timelineText } from '../utils/push-list';
import { PushListFilterBar } from './push-list-filter';
import { VisitReviews } from './visit-reviews';

function Summary({ list }: { list: PushListResponse }) {
  const cells: Array<[string, string]> = [
    [ORG_SUPPORT_MESSAGES.totalItems, String(list.listings.length)],
    [ORG_SUPPORT_MESSAGES.itemsPushed, String(list.orderAttribution.count)],
    [ORG_SUPPORT_MESSAGES.timeline, timelineText(list.orderAttribution.startTime, list.orderAttribution.endTime)],
  ];
  return (
    <SimpleGrid cols={3} spacing="xs">
      {cells.map(([label, value]) => (
        <Card key={label} withBorder padding="xs" data-summary={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="sm">
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Listings({ list }: { list: PushListResponse }) {
  return (
    <TableScroll label="Push list table" minWidth={480}>
      <Table aria-label="Push list" verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{ORG_SUPPORT_MESSAGES.product}</Table.Th>
            <Table.Th>{ORG_SUPPORT_MESSAGES.type}</Table.Th>
            <Table.Th>{ORG_SUPPORT_MESSAGES.targets}</Table.Th>
            <Table.Th>{ORG_SUPPORT_MESSAGES.unitsCount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.listings.map((l) => (
            <Table.Tr key={l.listingId} data-listing-id={l.listingId}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {l.imageUrl && <Image src={l.imageUrl} alt={l.title} w={36} h={36} fit="contain" />}
                  <Stack gap={0}>
                    <Text size="sm">{l.title}</Text>
                    <Text size="xs" c="dimmed">
                      {l.brand}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>{toStartCase(l.type)}</Table.Td>
              <Table.Td>
                {l.target.map((t) => (
                  <Text key={`${t.displayText}-${t.vmq}`} size="xs" title={t.displayText}>
                    {targetText(t)}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>{l.unitsCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

export interface PushListViewProps {
  orgId: string;
  /** The shop's market (the call's marketId); default the server's (the org's own). */
  marketId?: string;
}

/**
 * Push list (spec 002 §2): the filter (This Week by default), then a summary (Total Items, PushList Items Pushed,
 * TimeLine) and the table (Product, Type, Targets, Units count); 'Sorry, no items found' when empty, 'Error in
 * fetching Push List' with Retry on failure. A custom range runs only with both dates. Below it, the shop's visits and
 * their reviews (spec 002 §8 "Error submitting visit review:").
 */
export function PushListView({ orgId, marketId }: PushListViewProps) {
  const [filter, setFilter] = useState<PushListFilter>(DEFAULT_FILTER);
  const args = pushListArgs(filter);
  const list = usePushList(orgId, marketId, args?.ok ? args.query : null);
  return (
    <Stack gap="sm" data-testid="push-list-view">
      <PushListFilterBar orgId={orgId} value={filter} onChange={setFilter} />
      {args === null ? (
        <Text c="dimmed">{ORG_SUPPORT_MESSAGES.pickBothDates}</Text>
      ) : !args.ok ? (
        <Alert color="orange" role="alert">
          {args.message}
        </Alert>
      ) : (
        <QueryState
          query={list}
          what="push list"
          errorTitle={ORG_SUPPORT_MESSAGES.pushListError}
          isEmpty={(d) => d.listings.length === 0}
          emptyText={ORG_SUPPORT_MESSAGES.noItems}
        >
          {(d) => (
            <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
              <Summary list={d} />
              <Listings list={d} />
            </Stack>
          )}
        </QueryState>
      )}
      <VisitReviews orgId={orgId} />
    </Stack>
  );
}
