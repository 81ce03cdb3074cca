import { Button, Center, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ActivityViewType, type InwardItemsResponse, type Manifest } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { useAvailableComments } from '../../../api/get-available-comments';
import { ItemDetailHeader } from '../../../components/item-detail/item-detail-header';
import { ItemDetailView } from '../../../components/item-detail/item-detail-view';
import { hubOpsKeys } from '../../../api/keys';
import { useInwardItem } from '../api/get-inward-item';
import { useUpdateInwardItem } from '../api/update-inward-item';

export interface InwardItemDetailProps {
  hubId: string;
  manifest: Manifest;
  viewType: ActivityViewType;
  itemId: string;
  onBack: () => void;
}

/** Confirm text of an inward save (the spec's "Confirm moving N x title to zone", worded for inward). */
export const inwardConfirmText = (units: number, title: string, entityId: string) => `Confirm inwarding ${units} x ${title} to ${entityId}`;

/** The inward item detail: the shared ItemDetailView wired to the inward calls. */
export function InwardItemDetail({ hubId, manifest, viewType, itemId, onBack }: InwardItemDetailProps) {
  const item = useInwardItem(hubId, manifest.spaId, itemId);
  const comments = useAvailableComments();
  const update = useUpdateInwardItem();
  const notStarted = manifest.vehicleActivity.vehicleActivityState !== 'STARTED';
  // The item's list row (either list view) is already on hand: a scan that opens the item shows its header at once
  // while the associations load (scan -> visible feedback within a frame, not a round trip later).
  const queryClient = useQueryClient();
  const row =
    item.data === undefined
      ? queryClient
          .getQueriesData<InwardItemsResponse>({ queryKey: [...hubOpsKeys.manifest(manifest.spaId), 'items'] })
          .flatMap(([, d]) => d?.items ?? [])
          .find((i) => i.itemId === itemId)
      : undefined;
  return (
    <Stack gap="sm" p="md">
      <Button variant="subtle" h={44} onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        ← Items
      </Button>
      {row && !item.isError ? (
        <Stack gap="sm" pb={80}>
          <ItemDetailHeader item={row} kind="picked" doneLabel="Picked" />
          <Center p="md">
            <Loader role="status" aria-label="Loading item" />
          </Center>
        </Stack>
      ) : (
        <QueryState query={item} what="item">
          {(data) => (
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
          )}
        </QueryState>
      )}
    </Stack>
  );
}
