import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, endpointMutationFn, getErrorMessage } from '@hub/shared/api';
import { createOfdRequest, lmFailedMessage, markOfdFailedMessage, OFD_MESSAGES, type OfdRequestBody } from '@hub/shared/contracts';
import { ofdKeys } from './keys';

export type OfdMode = 'OFD' | 'LM';

/**
 * The failure text (000 §8 "OFD"): for Mark OFD, the server's message when it answered with one, "Marking OFD Failed"
 * when it answered without one, and "Failed to mark OFD: {reason}" when the call itself failed; for LM manifest
 * generation always "Failed to create LM Manifest: {reason}".
 */
export function ofdErrorText(mode: OfdMode, error: unknown): string {
  if (mode === 'LM') return lmFailedMessage(getErrorMessage(error));
  if (error instanceof ApiError) return getErrorMessage(error, OFD_MESSAGES.ofdFailed);
  return markOfdFailedMessage(getErrorMessage(error));
}

const create = (hubId: string) => endpointMutationFn(createOfdRequest, (body: OfdRequestBody) => ({ params: { hubId }, body }));

/** POST .../hub/{hubId}/zones/ofd; afterwards the zones, tasks and drivers are read again (000 §4). */
export function useCreateOfd(hubId: string, mode: OfdMode) {
  const queryClient = useQueryClient();
  // One function per hub, so a retried request keeps its Idempotency-Key.
  const mutationFn = useMemo(() => create(hubId), [hubId]);
  return useMutation({
    mutationFn,
    meta: { successMessage: mode === 'LM' ? OFD_MESSAGES.lmSuccess : OFD_MESSAGES.ofdSuccess, errorMessage: (e: unknown) => ofdErrorText(mode, e) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ofdKeys.hub(hubId) }),
  });
}
