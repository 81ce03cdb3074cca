import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { receiveTote, sendTote, undoReceiveTote, undoSendTote } from '@hub/shared/contracts';
import { toteKeys } from '../../../api/keys';

/** Receive or send one scanned tote (the scan's id is the Idempotency-Key), and undo the last one. */
export function useTransfer(hubId: string, mode: 'receive' | 'send') {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: toteKeys.summary(hubId) });
  return {
    scan: async (assetCode: string, scanId: string, destinationHubId: string | null) => {
      const res =
        mode === 'receive'
          ? await callEndpoint(receiveTote, { params: { hubId }, body: { assetCode } }, { idempotencyKey: scanId })
          : await callEndpoint(sendTote, { params: { hubId }, body: { assetCode, destinationHubId: destinationHubId! } }, { idempotencyKey: scanId });
      void refresh();
      return res;
    },
    undo: async (assetCode: string) => {
      const res = await callEndpoint(mode === 'receive' ? undoReceiveTote : undoSendTote, { params: { hubId }, body: { assetCode } });
      void refresh();
      return res;
    },
  };
}
