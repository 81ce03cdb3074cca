import { Badge, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { pendingQty, QC_MESSAGES, type ZoneQcItem } from '@hub/shared/contracts';
import { formatCount } from '@hub/shared/format';
import { OutboxLineStatus } from '@hub/shared/outbox';

/**
 * One item card (000 §2): order id with the sister-sku count, title, Total Quantity and scanned items, Pending /
 * Approved / Rejected counts (two-digit), the first failure comment as a warning chip, and QC edits of the item still
 * in the outbox (pending, or refused with the server's message).
 */
export function QcItemCard({ item, onOpen, outboxScope }: { item: ZoneQcItem; onOpen: (item: ZoneQcItem) => void; outboxScope: string }) {
  const firstComment = item.commentsFailed[0];
  return (
    <UnstyledButton role="listitem" onClick={() => onOpen(item)} aria-label={`${item.isTote ? 'Tote' : 'Item'} ${item.itemId}`} data-item-id={item.itemId}>
      <Card withBorder radius="md" padding="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {item.imageUrl && <Image src={item.imageUrl} alt="" w={56} h={56} radius="sm" fit="contain" />}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600}>
                {item.orderId}
              </Text>
              {item.sisterSkuCount > 0 && (
                <Badge size="sm" variant="light" color="gray" style={{ textTransform: 'none' }}>
                  +{item.sisterSkuCount} sister SKU{item.sisterSkuCount === 1 ? '' : 's'}
                </Badge>
              )}
              {item.isTote && (
                <Badge size="sm" variant="light" color="grape">
                  Tote
                </Badge>
              )}
            </Group>
            <Text fw={700} lineClamp={2}>
              {item.itemTitle}
            </Text>
            <Text size="sm">
              {QC_MESSAGES.totalQuantity}: {formatCount(item.totalQty)} · Scanned: {formatCount(item.scannedItems)}
            </Text>
            <Group gap="md" wrap="nowrap">
              <Count label="Pending" value={pendingQty(item)} />
              <Count label="Approved" value={item.acceptedQty} />
              <Count label="Rejected" value={item.failedQty} />
            </Group>
            {firstComment && (
              <Badge color="yellow" variant="light" style={{ textTransform: 'none', alignSelf: 'flex-start' }} data-warning-chip>
                {firstComment.comment}
              </Badge>
            )}
            {/* Inside the card's button: no Dismiss here (the header's outbox list has it). */}
            <OutboxLineStatus scope={outboxScope} line={item.itemId} dismissible={false} />
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Text size="sm" aria-label={`${label} ${value}`}>
      {label} <b>{formatCount(value)}</b>
    </Text>
  );
}
