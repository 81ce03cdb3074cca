import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '@hub/shared/ui';
import { useSisterSkus } from '../api/get-sister-skus';

/** The item's sister SKUs (the other items of its order, bound for the same LM zone), listed on request. */
export function SisterSkus({ itemId, orderId }: { itemId: string; orderId: string }) {
  const [open, setOpen] = useState(false);
  const skus = useSisterSkus(itemId, orderId, open);
  return (
    <Stack gap={4}>
      <Button variant="subtle" h={44} onClick={() => setOpen((o) => !o)} aria-expanded={open} style={{ alignSelf: 'flex-start' }}>
        Sister SKUs
      </Button>
      {open && (
        <QueryState query={skus} what="sister SKUs" isEmpty={(d) => d.items.length === 0} emptyText="No other items in this order.">
          {(d) => (
            <Stack gap={2} aria-label="Sister SKUs">
              {d.items.map((i) => (
                <Text key={i.itemId} size="sm">
                  {i.itemTitle} × {i.qty}{' '}
                  <Text span size="xs" c="dimmed">
                    {i.itemId}
                  </Text>
                </Text>
              ))}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
