import { Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { RUNSHEET_MESSAGES as M, type RunsheetItem } from '@hub/shared/contracts';
import { Modal, QueryState } from '@hub/shared/ui';
import { useItemDropPoints } from '../api/item-drop-points';
import { DropPointCard } from './drop-points-panel';

export interface ItemDropPointsProps {
  /** Runsheet the item is on; required. */
  runsheetId: string;
  /** The item whose drops are shown, or null when closed; required. */
  item: Pick<RunsheetItem, 'itemId' | 'itemTitle'> | null;
  /** False until the activity has started: the cards' OTP, verify and reattempt wait for it; required. */
  active: boolean;
  /** Called on Escape, a click outside or the close button; required. */
  onClose: () => void;
}

/**
 * An item's drop points (spec 001 §2 step 3 "the item drop points", §7 fetchDropPointsForItem): the drop the item came
 * back from, as the Drop-Points tab shows it (OTP, shipment verify with undo, Mark Not Attempted, cash), so the
 * collector can settle that drop without searching for it. "Every drop of this SKU" asks with setBreakItem=true: a
 * set broken across drops (a SET_BREAK alert) may have come back from any of them.
 */
export function ItemDropPoints({ runsheetId, item, active, onClose }: ItemDropPointsProps) {
  const [setBreak, setSetBreak] = useState(false);
  // Each item starts with its own drop.
  useEffect(() => setSetBreak(false), [item?.itemId]);
  const drops = useItemDropPoints(runsheetId, item?.itemId ?? null, setBreak);
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? M.itemDropsTitle(item.itemTitle) : undefined}>
      <Stack gap="sm">
        {item && (
          <Text size="sm" c="dimmed">
            {item.itemId}
          </Text>
        )}
        <Switch
          size="md"
          // The switch's row is the touch target (44 px), not the small track alone.
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          label={M.itemDropsSetBreak}
          checked={setBreak}
          onChange={(e) => setSetBreak(e.currentTarget.checked)}
        />
        <QueryState query={drops} what="drop points" errorText={M.loadDataFailed} isEmpty={(d) => d.dropPoints.length === 0} emptyText={M.itemDropsNone}>
          {(d) => (
            <Stack gap="xs" aria-label="Item drop points">
              {d.dropPoints.map((drop) => (
                <DropPointCard key={drop.dropPointId} drop={drop} runsheetId={runsheetId} active={active} />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Modal>
  );
}
