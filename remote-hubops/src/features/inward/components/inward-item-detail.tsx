import { Button, Stack } from '@mantine/core';
import { type ActivityViewType, type Manifest } from '@hub/shared/contracts';
import { OutboxLineStatus } from '@hub/shared/outbox';
import { useAvailableComments } from '../../../api/get-available-comments';
import { CorrectionAction } from '../../../components/correction-action';
import { ItemDetailState } from '../../../components/item-detail/item-detail-state';
import { ItemDetailView } from '../../../components/item-detail/item-detail-view';
import { hubOpsKeys } from '../../../api/keys';
import { useCorrectInwardCount } from '../api/correct-inward-count';
import { useInwardItem } from '../api/get-inward-item';
import { inwardScope, useUpdateInwardItem } from '../api/update-inward-item';

export interface InwardItemDetailProps {
  hubId: string;
  manifest: Manifest;
  viewType: ActivityViewType;
  itemId: string;
  onBack: () => void;
}

/** Confirm text of an inward save (the spec's "Confirm moving N x title to zone", worded for inward). */
export const inwardConfirmText = (units: number, title: string, entityId: string) => `Confirm inwarding ${units} x ${title} to ${entityId}`;

/** The inward item detail: the shared ItemDetailView wired to the inward calls, with "Undo / correct" above it (issue 34). */
export function InwardItemDetail({ hubId, manifest, viewType, itemId, onBack }: InwardItemDetailProps) {
  const item = useInwardItem(hubId, manifest.spaId, itemId);
  const comments = useAvailableComments();
  const update = useUpdateInwardItem();
  const correct = useCorrectInwardCount();
  const notStarted = manifest.vehicleActivity.vehicleActivityState !== 'STARTED';
  return (
    <Stack gap="sm" p="md">
      <Button variant="subtle" h={44} onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        ← Items
      </Button>
      <OutboxLineStatus scope={inwardScope(manifest.spaId)} line={itemId} />
      <ItemDetailState query={item} listKey={hubOpsKeys.manifestItems(manifest.spaId)} itemId={itemId}>
        {(data) => (
          <>
            <CorrectionAction
              itemId={itemId}
              counted={data.pickedQty}
              maxUnits={data.pickedQty - data.dispatchedQty}
              closed={manifest.vehicleActivity.vehicleActivityState === 'COMPLETED'}
              onCorrect={(v) => correct.mutateAsync({ ...v, hubId, spaId: manifest.spaId, itemId })}
            />
            <ItemDetailView
              item={data}
              kind="picked"
              doneLabel="Picked"
              allLabel="Inward all"
              confirmText={inwardConfirmText}
              comments={comments.data?.availableComments ?? []}
              saving={update.isPending}
              disabled={notStarted}
              onSave={(line) => update.mutateAsync({ ...line, hubId, spaId: manifest.spaId, itemId, viewType })}
            />
          </>
        )}
      </ItemDetailState>
    </Stack>
  );
}
