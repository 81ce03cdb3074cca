import { Button, Stack } from '@mantine/core';
import { type Manifest } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { CorrectionAction } from '../../../components/correction-action';
import { AssociationCard } from '../../../components/item-detail/association-card';
import { ItemDetailHeader } from '../../../components/item-detail/item-detail-header';
import { ItemDetailView } from '../../../components/item-detail/item-detail-view';
import { useReasonList } from '../../../api/get-reason-list';
import { doneLast } from '../../../lib/quantities';
import { useCorrectDispatchCount, useDispatchItems as useDispatchWrite, useDispatchQuantities } from '../api/dispatch-mutations';
import { useDispatchItem } from '../api/dispatch-queries';
import { shortfallChoices } from '../utils/dispatch-rules';
import { ShortfallFields } from './shortfall-fields';
import { ItemHistoryLink } from '../../../components/history/item-history-link';

/** The card's edit actions are replaced by the shortfall fields (spec 000 §2): nothing for them to do. */
const noEdit = { units: 0, onUnitsChange: () => undefined, onEdit: () => undefined, onAll: () => undefined, allLabel: 'Dispatch all' };

export interface DispatchItemDetailProps {
  hubId: string;
  manifest: Manifest;
  v2: boolean;
  itemId: string;
  shortfallEnabled: boolean;
  onBack: () => void;
}

/** Confirm text of a dispatch save. */
export const dispatchConfirmText = (units: number, title: string, entityId: string) => `Confirm dispatching ${units} x ${title} from ${entityId}`;

/**
 * Item detail, dispatch side (spec 000 §2): the shared ItemDetailView (kind 'dispatched', "Dispatch all"), or with the
 * dispatch shortfall feature one card per association whose edit actions are replaced by Quantity, Shortfall Reason
 * and Dispatch, the quantity defaulting to the first association's quantity. "Undo / correct" above it takes
 * dispatched units back (issue 34).
 */
export function DispatchItemDetail({ hubId, manifest, v2, itemId, shortfallEnabled, onBack }: DispatchItemDetailProps) {
  const item = useDispatchItem(hubId, manifest.spaId, itemId);
  const write = useDispatchWrite();
  const quantities = useDispatchQuantities();
  const correct = useCorrectDispatchCount();
  // The shortfall reasons the admin keeps offered, with their labels (docs/areas/reason-lists.md); the edit slide-up
  // picks a label, sent as its code.
  const reasons = shortfallChoices(useReasonList('DISPATCH_SHORTFALL').data);
  const reasonOf = (label: string) => reasons.find((r) => r.label === label)?.code ?? null;
  const notStarted = manifest.vehicleActivity.vehicleActivityState !== 'STARTED';
  return (
    <Stack gap="sm" p="md">
      <Button variant="subtle" h={44} onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        ← Items
      </Button>
      <QueryState query={item} what="item">
        {(data) => (
          <Stack gap="sm">
            <CorrectionAction
              itemId={data.itemId}
              counted={data.dispatchedQty}
              maxUnits={data.dispatchedQty}
              closed={manifest.vehicleActivity.vehicleActivityState === 'COMPLETED'}
              onCorrect={(v) => correct.mutateAsync({ ...v, hubId, spaId: manifest.spaId, itemId: data.itemId })}
            />
            {shortfallEnabled ? (
              // Each card: Quantity, Shortfall Reason and Dispatch instead of its edit actions, starting at the first
              // association's quantity (spec 000 §2, §4), sent for that card's association (dispatch-quantities).
              <Stack gap="sm">
                <ItemDetailHeader item={data} kind="dispatched" doneLabel="Dispatched" />
                {doneLast(data.associationDetail, (a) => a.dispatchStatus).map((a) => (
                  <AssociationCard
                    key={a.id}
                    association={a}
                    kind="dispatched"
                    {...noEdit}
                    actions={
                      <ShortfallFields
                        key={`${a.id}-${a.dispatchedQty}`}
                        entityId={a.entityId}
                        qty={a.qty}
                        initialQuantity={data.associationDetail[0]!.qty}
                        reasons={reasons}
                        sending={quantities.isPending && quantities.variables?.associationIds?.[0] === a.id}
                        disabled={notStarted || quantities.isPending}
                        onDispatch={(quantity, reason) =>
                          quantities.mutate({ hubId, spaId: manifest.spaId, itemIds: [data.itemId], associationIds: [a.id], quantity, total: a.qty, reason })
                        }
                      />
                    }
                  />
                ))}
              </Stack>
            ) : (
              <ItemDetailView
                item={data}
                kind="dispatched"
                doneLabel="Dispatched"
                allLabel="Dispatch all"
                confirmText={dispatchConfirmText}
                comments={reasons.map((r) => r.label)}
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
            )}
          </Stack>
        )}
      </QueryState>
      <ItemHistoryLink hubId={hubId} itemId={itemId} />
    </Stack>
  );
}
