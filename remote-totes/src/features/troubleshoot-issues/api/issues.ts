import { useMutation } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { getBulkAssetInfo, markAssetFound, TOTE_MESSAGES } from '@hub/shared/contracts';

/** Marks a lost permanent tote found at a hub (L1 or admin); the spec's failure text when the server says nothing. */
export const useMarkFound = () =>
  useMutation({
    mutationFn: endpointMutationFn(markAssetFound, (body: { assetCode: string; hubId: string }) => ({ body })),
    meta: { successMessage: (res) => (res as { message: string }).message, errorMessage: TOTE_MESSAGES.markFoundFailed },
  });

/** Asset cards of a list of codes. */
export const useBulkAssetInfo = () =>
  useMutation({
    mutationFn: endpointMutationFn(getBulkAssetInfo, (assetCodes: string[]) => ({ body: { assetCodes } })),
    meta: { errorMessage: TOTE_MESSAGES.fetchCompleteFailed },
  });
