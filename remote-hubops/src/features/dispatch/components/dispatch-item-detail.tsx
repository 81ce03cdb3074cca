import { Button, Stack } from '@mantine/core';
import { type Manifest, SHORTFALL_REASON_LABELS, SHORTFALL_REASONS, type ShortfallReason } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { ItemDetailView } from '../../../components/item-detail/item-detail-view';
import { useDispatchItems as useDispatchWrite, useDispatchQuantities } from '../api/dispatch-mutations';
import { useDispatchItem } from '../api/dispatch-queries';
import { ShortfallCard } from './shortfall-card';

export interface DispatchItemDetailProps {
  hubId: string;
  manifest: Manifest;
  v2: boolean;
  itemId: string;
  shortfallEnabled: boolean;
  onBack: () => void;
}

/** The shortfall reasons offered in the edit slide-up (labels), and the code of a chosen label. */
const REASON_LABELS = SHORTFALL_REASONS.map((r) => SHORTFALL_REASON_LABELS[r]);
const reasonOf = (label: string): ShortfallReason | null => SHORTFALL_REASONS.find((r) => SHORTFALL_REASON_LABELS[r] === label) ?? null;

/** Confirm text of a dispatch save. */
export const dispatchConfirmText = (units: number, title: string, entityId: string) => `Confirm dispatching ${units} x ${title} from ${entityId}`;

/**
 * Item detail, dispatch side (spec 000 §2): the shared ItemDetailView (kind 'dispatched', "Dispatch all"), or with the
 * dispatch shortfall feature the shortfall card (Quantity, Shortfall Reason, Dispatch) defaulting to the first
 * association's quantity.
 */
export function DispatchItemDetail({ hubId, manifest, v2, itemId, shortfallEnabled, onBack }: DispatchItemDetailProps) {
  const item = useDispatchItem(hubId, manifest.spaId, itemId);
  const write = useDispatchWrite();
  const quantities = useDispatchQuantities();
  const notStarted = manifest.vehicleActivity.vehicleActivityState !== 'STARTED';
  return (
    <Stack gap="sm" p="md">
      <Button variant="subtle" h={44} onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        ← Items
      </Button>
      <QueryState query={item} what="item">
        {(data) =>
          shortfallEnabled ? (
            <Stack gap="sm">
              <ItemDetailView
                item={data}
                kind="dispatched"
                doneLabel="Dispatched"
                allLabel="Dispatch all"
                confirmText={dispatchConfirmText}
                comments={[]}
                disabled
                onSave={() => Promise.resolve()}
              />
              <ShortfallCard
                key={`${data.itemId}-${data.dispatchedQty}`}
                entityId={data.associationDetail[0]?.entityId ?? data.itemId}
                qty={data.qty}
                initialQuantity={data.associationDetail[0]?.qty ?? data.qty}
                sending={quantities.isPending}
                disabled={notStarted}
                onDispatch={(quantity, reason) =>
                  quantities.mutate({ hubId, spaId: manifest.spaId, itemIds: [data.itemId], quantity, total: data.qty, reason })
                }
              />
            </Stack>
          ) : (
            <ItemDetailView
              item={data}
              kind="dispatched"
              doneLabel="Dispatched"
              allLabel="Dispatch all"
              confirmText={dispatchConfirmText}
              comments={REASON_LABELS}
              saving={write.isPending || quantities.isPending}
              disabled={notStarted}
              onSave={(line) =>
                // With shortfall reasons (the edit slide-up, which requires the full shortfall) the line goes through
                // dispatch-quantities with its reason; a plain save adds the units.
                line.discrepancyReasons.length > 0
                  ? quantities.mutateAsync({
                      hubId,
                      spaId: manifest.spaId,
                      itemIds: [data.itemId],
                      quantity: data.dispatchedQty + line.units,
                      total: data.qty,
                      reason: reasonOf(line.discrepancyReasons[0]!.comment),
                    })
                  : write.mutateAsync({ hubId, spaId: manifest.spaId, v2, lines: [{ lItemId: data.itemId, dispatchedQty: line.units }] })
              }
            />
          )
        }
      </QueryState>
    </Stack>
  );
}
