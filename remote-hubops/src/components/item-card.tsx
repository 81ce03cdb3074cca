import { Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { type ReactNode } from 'react';
import { type ItemSummary } from '@hub/shared/contracts';
import { StatusBadge } from '@hub/shared/ui';

export interface ItemCardProps {
  /** The item (image, title, quantities, status); required. */
  item: Pick<ItemSummary, 'itemId' | 'itemTitle' | 'imageUrl' | 'qty'>;
  /** Done units shown as "done / total" (picked or dispatched); required. */
  done: number;
  /** Status shown as a start-case label coloured by its group; required. */
  status: string;
  /** Opens the item; required. */
  onOpen: (itemId: string) => void;
  /** Shown under the card (the outbox's pending and refused writes of this line); default none. */
  extra?: ReactNode;
}

/** One item of a flow's list: image, title, id, "done / total" and its status label (spec 000 §2, §4). */
export function ItemCard({ item, done, status, onOpen, extra }: ItemCardProps) {
  const card = (
    <UnstyledButton
      onClick={() => onOpen(item.itemId)}

      data-item-card={item.itemId}
      style={{ display: 'block', width: '100%' }}
    >
      <Card withBorder padding="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Image src={item.imageUrl ?? undefined} alt="" w={56} h={56} fit="contain" radius="sm" fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={2}>
              {item.itemTitle}
            </Text>
            <Text size="xs" c="dimmed">
              {item.itemId}
            </Text>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={700} data-done-total>
                {done} / {item.qty}
              </Text>
              <StatusBadge status={status} size="sm" />
            </Group>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
  if (!extra) return card;
  // Beside the card, not inside its button: the line's marks have buttons of their own (Dismiss).
  return (
    <Stack gap={4}>
      {card}
      {extra}
    </Stack>
  );
}
