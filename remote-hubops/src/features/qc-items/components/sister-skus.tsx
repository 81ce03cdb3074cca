import { Button, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QC_MESSAGES } from '@hub/shared/contracts';
import { formatCount } from '@hub/shared/format';
import { QueryState } from '@hub/shared/ui';
import { useSisterSkus } from '../api/qc-items';

/** The item's sister SKUs (the other items of its order), listed on request (fetchSisterSkusForItem). */
export function SisterSkus({ itemId, orderId, count }: { itemId: string; orderId: string; count: number }) {
  const [open, setOpen] = useState(false);
  const query = useSisterSkus(itemId, orderId, open);
  if (count === 0) return null;
  return (
    <Stack gap={4}>
      <Button variant="subtle" h={44} onClick={() => setOpen((o) => !o)} aria-expanded={open} style={{ alignSelf: 'flex-start' }}>
        Sister SKUs ({formatCount(count)})
      </Button>
      {open && (
        <QueryState query={query} what="sister SKUs" errorText={QC_MESSAGES.loadFailed} isEmpty={(d) => d.items.length === 0} emptyText="No sister SKUs.">
          {(d) => (
            <List aria-label="Sister SKUs" size="sm">
              {d.items.map((i) => (
                <List.Item key={i.itemId}>
                  <Text size="sm">
                    {i.itemTitle} × {formatCount(i.qty)}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
