import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn, getErrorMessage } from '@hub/shared/api';
import { outboxMutationFn, type OutboxIntent } from '@hub/shared/outbox';
import {
  closeDispatchManifest,
  closeDispatchManifestV2,
  closeToteManifest,
  CORRECTION_MESSAGES,
  correctDispatchCount,
  createToteManifest,
  DISPATCH_MESSAGES,
  type DispatchCorrectionResponse,
  type DispatchItemsResponse,
  dispatchAllZone,
  dispatchFailedMessage,
  dispatchFailedOtherMessage,
  manifestCreationFailedMessage,
  type DispatchLine,
  markManifestOfd,
  setDispatchQuantities,
  type ShortfallReason,
  type ToteManifestResponse,
  tagFailedMessage,
  tagToManifest,
  updateDispatchItems,
  updateDispatchItemsV2,
} from '@hub/shared/contracts';
import { hubOpsKeys } from '../../../api/keys';
import { type CorrectionValues } from '../../../components/correction-dialog';

/** After any dispatch write: the manifest's groups, items and item details, and the manifest lists, are stale. */
function useInvalidateManifest() {
  const queryClient = useQueryClient();
  return (spaId: string) => {
    void queryClient.invalidateQueries({ queryKey: hubOpsKeys.manifest(spaId) });
    void queryClient.invalidateQueries({ queryKey: hubOpsKeys.allActivities() });
    void queryClient.invalidateQueries({ queryKey: hubOpsKeys.activityGroups() });
  };
}
/** The outbox scope of a manifest's dispatch lines (items and tagged crates): the items view shows what waits there. */
export const dispatchScope = (spaId: string) => `dispatch:${spaId}`;
/** What a replayed dispatch write refreshes (the screen that made it may be gone). */
const manifestKeys = (spaId: string) => [hubOpsKeys.manifest(spaId), hubOpsKeys.allActivities(), hubOpsKeys.activityGroups()];
const intent = (spaId: string, label: string, lines: string[], key?: string): OutboxIntent => ({
  label,
  scope: dispatchScope(spaId),
  lines,
  invalidate: manifestKeys(spaId),
  key,
});
const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

const tagFn = outboxMutationFn(
  tagToManifest,
  (v: { hubId: string; spaId: string; tagId: string }) => ({ params: { hubId: v.hubId, spaId: v.spaId }, body: { tagId: v.tagId } }),
  (v) => intent(v.spaId, `Tag ${v.tagId} to ${v.spaId}`, [v.tagId]),
);
const markOfdFn = endpointMutationFn(markManifestOfd, (v: { hubId: string; driverId: string; spaId: string; crates: number }) => ({
  params: { hubId: v.hubId, driverId: v.driverId, id: v.spaId },
  query: { sendMessage: 'true' as const, noOfCrates: v.crates },
}));
const dispatchZoneFn = outboxMutationFn(
  dispatchAllZone,
  (v: { hubId: string; spaId: string; zone: string }) => ({ params: v }),
  (v) => intent(v.spaId, `Dispatch zone ${v.zone} of ${v.spaId}`, []),
);
const quantitiesFn = outboxMutationFn(
  setDispatchQuantities,
  (v: QuantitiesVariables) => ({
    params: { hubId: v.hubId, id: v.spaId },
    body: {
      logisticsItemIds: v.itemIds,
      dispatchedQuantity: v.quantity,
      totalQuantity: v.total,
      shortfallReason: v.quantity < v.total ? v.reason : null,
      ...(v.associationIds ? { associationIds: v.associationIds } : {}),
    },
  }),
  (v) => intent(v.spaId, `Dispatch ${units(v.quantity)} of ${v.itemIds.join(', ')}`, v.itemIds),
);
// "Dispatch Zone" and the shortfall dispatch say the spec's other wording (docs/areas/dispatch.md).
const dispatchError = (e: unknown) => dispatchFailedOtherMessage(getErrorMessage(e));

export interface DispatchVariables {
  hubId: string;
  spaId: string;
  v2: boolean;
  lines: DispatchLine[];
  /** Idempotency-Key of the user action (a scan's scanId); default one per variables object. */
  key?: string;
}
const dispatchArgs = (v: DispatchVariables) => ({ params: { hubId: v.hubId, spaId: v.spaId }, body: { items: v.lines } });
const dispatchIntent = (v: DispatchVariables) =>
  intent(
    v.spaId,
    `Dispatch ${v.lines.map((l) => `${units(l.dispatchedQty)} of ${l.lItemId}`).join(', ')}`,
    v.lines.map((l) => l.lItemId),
    v.key,
  );
// Scan-driven and quantity writes go through the outbox (docs/adr/010): kept on the device when offline.
const dispatchV1 = outboxMutationFn(updateDispatchItems, dispatchArgs, dispatchIntent);
const dispatchV2 = outboxMutationFn(updateDispatchItemsV2, dispatchArgs, dispatchIntent);

/** Dispatches units (a scan sends 1, the slide the rest of the selected lines): "Dispatch successful" / "Dispatch failed: {message}". */
export function useDispatchItems(failureText: (message: string) => string = dispatchFailedMessage) {
  const invalidate = useInvalidateManifest();
  return useMutation({
    mutationFn: (v: DispatchVariables) => (v.v2 ? dispatchV2(v) : dispatchV1(v)),
    meta: { successMessage: () => DISPATCH_MESSAGES.dispatchSuccessful, errorMessage: (e: unknown) => failureText(getErrorMessage(e)) },
    onSettled: (_r, _e, v) => invalidate(v.spaId),
  });
}

/** "Dispatch Zone": every remaining unit of a zone. */
export function useDispatchZone() {
  const invalidate = useInvalidateManifest();
  return useMutation({
    mutationFn: dispatchZoneFn,
    meta: { successMessage: () => DISPATCH_MESSAGES.dispatchSuccessful, errorMessage: dispatchError },
    onSettled: (_r, _e, v) => invalidate(v.spaId),
  });
}

export interface QuantitiesVariables {
  hubId: string;
  spaId: string;
  itemIds: string[];
  quantity: number;
  total: number;
  reason: ShortfallReason | null;
  /** The item detail's card (one association); whole items when absent. */
  associationIds?: number[];
}
/** Dispatch with a shortfall reason (dispatch-quantities). */
export function useDispatchQuantities() {
  const invalidate = useInvalidateManifest();
  return useMutation({
    mutationFn: quantitiesFn,
    meta: { successMessage: () => DISPATCH_MESSAGES.dispatchSuccessful, errorMessage: dispatchError },
    onSettled: (_r, _e, v) => invalidate(v.spaId),
  });
}

/** Tags a tote or crate to the manifest: "Tag Successful" / "Tag Failed {message}". */
export function useTagToManifest() {
  const invalidate = useInvalidateManifest();
  return useMutation({
    mutationFn: tagFn,
    meta: { successMessage: () => DISPATCH_MESSAGES.tagSuccessful, errorMessage: (e: unknown) => tagFailedMessage(getErrorMessage(e)) },
    onSettled: (_r, _e, v) => invalidate(v.spaId),
  });
}

export interface CloseVariables {
  hubId: string;
  spaId: string;
  v2: boolean;
  /** The manifest's driver name: the close's `logisticDetails` (spec 000 §3 "The dispatch close uses driverName and vehicleNum"). */
  logisticDetails: string | null;
  vehicleNumber: string | null;
  force?: { ctx: number };
  /** Why the close is forced: a FORCE_CLOSE code the operator picked (ours, docs/areas/reason-lists.md); optional. */
  forceReason?: string | null;
  forceInwardTotes?: boolean;
}
const closeArgs = (v: CloseVariables) => ({
  params: { hubId: v.hubId, spaId: v.spaId },
  query: {
    logisticDetails: v.logisticDetails ?? undefined,
    vehicleNumber: v.vehicleNumber ?? undefined,
    ...(v.force ? { force: 'true' as const, forceCtx: v.force.ctx, ...(v.forceReason ? { forceReason: v.forceReason } : {}) } : {}),
    ...(v.forceInwardTotes ? { forceInwardTotes: 'true' as const } : {}),
  },
});
const closeV1 = endpointMutationFn(closeDispatchManifest, closeArgs);
const closeV2 = endpointMutationFn(closeDispatchManifestV2, closeArgs);

/** Closes the dispatch manifest; the caller reads statusCode 300/301 and the "action not completed" error. */
export function useCloseDispatch() {
  const invalidate = useInvalidateManifest();
  return useMutation({
    mutationFn: (v: CloseVariables) => (v.v2 ? closeV2(v) : closeV1(v)),
    // The caller toasts: the "action not completed" refusal opens the Tote Shortfall drawer instead.
    meta: { errorMessage: false },
    onSettled: (_r, _e, v) => invalidate(v.spaId),
  });
}

/** Mark OFD with the crates count: "Successfully Marked Out for Delivery." or the server's message ("Marking OFD Failed" without one). */
export function useMarkOfd() {
  const invalidate = useInvalidateManifest();
  return useMutation({
    mutationFn: markOfdFn,
    meta: { successMessage: () => DISPATCH_MESSAGES.markedOfd, errorMessage: (e: unknown) => getErrorMessage(e) || DISPATCH_MESSAGES.markOfdFailed },
    onSettled: (_r, _e, v) => invalidate(v.spaId),
  });
}

export interface CrateManifestVariables {
  hubId: string;
  activityGroupId: string;
}
const createToteManifestFn = endpointMutationFn(createToteManifest, (v: CrateManifestVariables) => ({
  body: { activityGroupId: v.activityGroupId, hubOrgUnitId: v.hubId },
}));
const closeToteManifestFn = endpointMutationFn(closeToteManifest, (v: CrateManifestVariables) => ({ params: v }));
/** A tote manifest answer that says it did not succeed carries its message (spec 000 §7 "successful and message"). */
const succeeded = (r: ToteManifestResponse) => {
  if (!r.successful) throw new Error(r.message);
  return r;
};

/**
 * A crate drop's "Create Manifest" (spec 000 §2, §7): create the empty tote manifest of the crates tagged to it, then
 * close it (the crates leave on the vehicle). Both are safe to repeat. "Manifest creation Failed {message}" on a
 * refusal or an answer that is not successful.
 */
export function useCreateCrateManifest() {
  const invalidate = useInvalidateManifest();
  return useMutation({
    mutationFn: async (v: CrateManifestVariables & { spaId: string }) => {
      succeeded(await createToteManifestFn(v));
      return succeeded(await closeToteManifestFn(v));
    },
    meta: { errorMessage: (e: unknown) => manifestCreationFailedMessage(getErrorMessage(e)) },
    onSettled: (_r, _e, v) => invalidate(v.spaId),
  });
}

/** Variables of one dispatch correction: the manifest, the item and what the dialog gave. */
export interface DispatchCorrectionVariables extends CorrectionValues {
  hubId: string;
  spaId: string;
  itemId: string;
}
// Through the outbox like the scans it corrects (docs/adr/010): one Idempotency-Key per Save.
const correctFn = outboxMutationFn(
  correctDispatchCount,
  (v: DispatchCorrectionVariables) => ({
    params: { hubId: v.hubId, spaId: v.spaId },
    body: { itemId: v.itemId, units: v.units, reasonCode: v.reasonCode, ...(v.note ? { note: v.note } : {}) },
  }),
  (v) => intent(v.spaId, `Take back ${units(v.units)} of ${v.itemId}`, [v.itemId]),
);

/**
 * Takes dispatched units back (POST /hubOps/hubApp/{hubId}/dispatch/{spaId}/corrections, issue 34). The answer's item
 * replaces the cached detail and its line in the manifest's item lists at once (the count drops before they refetch);
 * "Correction saved." on success. A refusal is the dialog's to show (no toast).
 */
export function useCorrectDispatchCount() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateManifest();
  return useMutation({
    mutationFn: correctFn,
    meta: { successMessage: CORRECTION_MESSAGES.saved, errorMessage: false },
    onSuccess: (res: DispatchCorrectionResponse, v) => {
      queryClient.setQueryData(hubOpsKeys.item(v.spaId, v.itemId), res.item);
      queryClient.setQueriesData<DispatchItemsResponse>({ queryKey: hubOpsKeys.manifestItems(v.spaId) }, (list) =>
        list && Array.isArray(list.items)
          ? {
              ...list,
              items: list.items.map((i) =>
                i.itemId === v.itemId
                  ? {
                      ...i,
                      dispatchedQty: res.item.dispatchedQty,
                      dispatchStatus: res.item.dispatchStatus,
                      associationDetail: i.associationDetail.map((a) => {
                        const now = res.item.associationDetail.find((x) => x.id === a.id);
                        return now ? { ...a, dispatchedQty: now.dispatchedQty, dispatchStatus: now.dispatchStatus } : a;
                      }),
                    }
                  : i,
              ),
            }
          : list,
      );
      invalidate(v.spaId);
    },
  });
}
