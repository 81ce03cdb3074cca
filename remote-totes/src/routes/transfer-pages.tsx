import { TotePage, useHubId } from '../components/tote-page';
import { TransferScanner } from '../features/transfer/components/transfer-scanner';

/** /hubs/{hubId}/toteManagement/receiveTotes: totes arriving at this hub. */
export function ReceiveTotesPage() {
  return (
    <TotePage title="Receive Totes">
      <TransferScanner hubId={useHubId()} mode="receive" />
    </TotePage>
  );
}

/** /hubs/{hubId}/toteManagement/sendTotes: empty totes leaving for another hub. */
export function SendTotesPage() {
  return (
    <TotePage title="Send Totes">
      <TransferScanner hubId={useHubId()} mode="send" />
    </TotePage>
  );
}
