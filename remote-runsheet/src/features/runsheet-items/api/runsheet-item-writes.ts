import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn, getErrorMessage, newIdempotencyKey } from '@hub/shared/api';
import {
  bulkCollectItem,
  collectItem,
  type CollectBody,
  RUNSHEET_MESSAGES as M,
  RUNSHEET_TOAST_MS,
  scanCrates,
  startRunsheetCloseActivity,
} from '@hub/shared/contracts';
import { outboxCall, settleWrite } from '@hub/shared/outbox';
import { runsheetKeys } from '../../../api/keys';

const start = endpointMutationFn(startRunsheetCloseActivity, (runsheetId: string) => ({ params: { id: runsheetId } }));

/** Starts the close activity (NOT_STARTED -> IN_PROGRESS), then refreshes the runsheet and the list. */
export function useStartActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: start,
    meta: { successMessage: M.started, errorMessage: M.startFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsheetKeys.all }),
  });
}

/** The outbox scope of a runsheet's lines (totes and items): the tabs show what waits there. */
export const runsheetScope = (runsheetId: string) => `runsheet:${runsheetId}`;

/**
 * Scans a tote back in (POST /runsheet/scanCrates/{runsheetId}/{toteId}) through the outbox (docs/adr/010); the
 * scan's id is the Idempotency-Key, so a retried or replayed scan counts once.
 */
export function scanTote(runsheetId: string, toteId: string, scanId: string) {
  return outboxCall(
    scanCrates,
    { params: { runsheetId, toteId } },
    {
      key: scanId,
      label: `Scan tote ${toteId} (runsheet ${runsheetId})`,
      scope: runsheetScope(runsheetId),
      lines: [toteId],
      invalidate: [runsheetKeys.detail(runsheetId)],
    },
  );
}

/** Collects one scanned item (POST /runsheet/collectItem/{id}) through the outbox. */
export function collectScannedItem(runsheetId: string, body: CollectBody, scanId: string) {
  return outboxCall(
    collectItem,
    { params: { id: runsheetId }, body },
    {
      key: scanId,
      label: `Collect ${body.itemIds.join(', ')} (runsheet ${runsheetId})`,
      scope: runsheetScope(runsheetId),
      lines: body.itemIds,
      invalidate: [runsheetKeys.detail(runsheetId)],
    },
  );
}

/** A bulk collect whose first item groups went through and a later one was refused: "Check error items ...". */
export class PartialCollectError extends Error {
  constructor(
    readonly collected: number,
    override readonly cause: unknown,
  ) {
    super(M.checkErrorItems);
    this.name = 'PartialCollectError';
  }
}

/** One user action of bulk collect: the item groups and the action's key (each group's call gets a key derived from it). */
export interface CollectAction {
  key: string;
  groups: CollectBody[];
}

/** A new collect action (one per confirm: a retry of the same action reuses its keys). */
export const collectAction = (groups: CollectBody[]): CollectAction => ({ key: newIdempotencyKey(), groups });

/**
 * One bulk collect per item type (the call carries one itemType), in order, through the outbox; with toteId it
 * verifies items of a tote. When one group is kept on the device (offline), the later groups are kept behind it and
 * the whole action reports as kept.
 */
export async function collectInGroups(runsheetId: string, action: CollectAction) {
  let collected = 0;
  let kept: unknown = null;
  for (const [i, body] of action.groups.entries()) {
    await settleWrite(
      () =>
        outboxCall(
          bulkCollectItem,
          { params: { id: runsheetId }, body },
          {
            key: `${action.key}:${i}`,
            label: `${body.toteId ? `Verify in ${body.toteId}` : 'Collect'} ${body.itemIds.join(', ')} (runsheet ${runsheetId})`,
            scope: runsheetScope(runsheetId),
            lines: body.toteId ? [body.toteId, ...body.itemIds] : body.itemIds,
            invalidate: [runsheetKeys.detail(runsheetId)],
          },
        ),
      {
        done: (res) => {
          collected += res.collectedItemIds.length;
        },
        queued: (e) => {
          kept = e;
        },
        refused: (e) => {
          // Some item types went through and this one did not: the selection is half done, say so (spec 001 §8).
          if (collected > 0) throw new PartialCollectError(collected, e);
          throw e;
        },
      },
    );
  }
  if (kept) throw kept;
  return collected;
}

/** The failure text: "Check error items ..." when part of the selection went through, else the server's message. */
const collectError = (fallback: string) => (e: unknown) => (e instanceof PartialCollectError ? e.message : getErrorMessage(e, fallback));

/** Bulk collect (loose items) or verify (items of a tote); toasts the spec's texts, refreshes items and drops. */
export function useCollectItems(runsheetId: string, mode: 'collect' | 'verify') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CollectAction) => collectInGroups(runsheetId, action),
    meta:
      mode === 'verify'
        ? { successMessage: (n) => M.itemsVerified(n as number), successMs: RUNSHEET_TOAST_MS.success, errorMessage: collectError(M.verifyItemsFailed) }
        : { successMessage: M.allCollected, errorMessage: collectError(M.fallback) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: runsheetKeys.detail(runsheetId) }),
  });
}
