import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointMutationFn, getErrorMessage } from '@hub/shared/api';
import { getAssetHistory, getAssetLogDetails, getTroubleshootAsset, markAssetUsable, markUsableFailedMessage, validateAsset } from '@hub/shared/contracts';
import { toteKeys } from '../../../api/keys';

/** The asset card of a scanned tote (GET /asset-v2/troubleshoot/{assetCode}); idle until a code is scanned. */
export const useTroubleshootAsset = (code: string | null) =>
  useQuery({
    queryKey: toteKeys.asset(code ?? ''),
    queryFn: ({ signal }) => callEndpoint(getTroubleshootAsset, { params: { assetCode: code! } }, { signal }),
    enabled: Boolean(code),
  });

/** The asset's history logs, newest first. */
export const useAssetHistory = (code: string | null) =>
  useQuery({
    queryKey: toteKeys.history(code ?? ''),
    queryFn: ({ signal }) => callEndpoint(getAssetHistory, { params: { assetCode: code! } }, { signal }),
    enabled: Boolean(code),
  });

/** What one log row refers to; idle until a row is opened. */
export const useLogDetails = (code: string, ref: { type: string; refId: string } | null) =>
  useQuery({
    queryKey: toteKeys.details(code, ref?.type ?? '', ref?.refId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(
        getAssetLogDetails,
        { params: { assetCode: code }, query: { assetActivityReferenceType: ref!.type as 'HUB', refId: ref!.refId } },
        { signal },
      ),
    enabled: Boolean(ref),
  });

/** Whether the asset is usable at this hub (the validate call dispatch tagging reuses). */
export const useValidateAsset = (hubId: string, code: string | null) =>
  useQuery({
    queryKey: toteKeys.validation(hubId, code ?? ''),
    queryFn: ({ signal }) => callEndpoint(validateAsset, { params: { hubId, assetCode: code! } }, { signal }),
    enabled: Boolean(code),
  });

const markUsable = endpointMutationFn(markAssetUsable, (v: { hubId: string; assetCode: string }) => ({
  params: { hubId: v.hubId, assetCode: v.assetCode, referenceId: 'TROUBLESHOOT' },
}));

/** Marks the asset usable; "Marked {code} as usable. Please tag again to attach." or the spec's failure text. */
export function useMarkUsable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markUsable,
    meta: {
      successMessage: (res) => (res as { message: string }).message,
      errorMessage: false,
    },
    onSettled: (_r, _e, v) => queryClient.invalidateQueries({ queryKey: toteKeys.asset(v.assetCode) }),
  });
}

/** The failure text of mark usable (001 §8), with the server's reason. */
export const markUsableError = (code: string, error: unknown) => markUsableFailedMessage(code, getErrorMessage(error));
