import { Group, Image, Progress, Stack, Text } from '@mantine/core';
import { type ItemSummary } from '@hub/shared/contracts';
import { type DoneKind } from '../../lib/quantities';

export interface ItemDetailHeaderProps {
  /** The item (a list row is enough: the header needs no associations); required. */
  item: ItemSummary;
  /** 'picked' or 'dispatched'; required. */
  kind: DoneKind;
  /** Progress label: 'Picked' or 'Dispatched'; required. */
  doneLabel: string;
}

/**
 * Image, title and the done-versus-total progress of an item (spec 000 §2 item detail). Its own part so a scan that
 * opens an item shows this at once from the list row already on hand, while the associations load.
 */
export function ItemDetailHeader({ item, kind, doneLabel }: ItemDetailHeaderProps) {
  const done = kind === 'picked' ? item.pickedQty : item.dispatchedQty;
  return (
    <>
      <Group wrap="nowrap" align="flex-start">
        <Image
          src={item.imageUrl ?? undefined}
          alt={item.itemTitle}
          w={72}
          h={72}
          fit="contain"
          radius="sm"
          fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>{item.itemTitle}</Text>
          <Text size="xs" c="dimmed">
            {item.itemId}
          </Text>
        </Stack>
      </Group>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm">{doneLabel} vs Total</Text>
          <Text size="sm" fw={700} data-item-progress>
            {done} / {item.qty}
          </Text>
        </Group>
        <Progress value={item.qty ? (done / item.qty) * 100 : 0} aria-label={`${doneLabel} ${done} of ${item.qty}`} />
      </Stack>
    </>
  );
}
