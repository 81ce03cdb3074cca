import { type Alert } from '@hub/shared/contracts';
import { formatDuration, paiseToRupees } from '@hub/shared/format';

export interface AlertDetails {
  rows: Array<{ label: string; value: string }>;
  images: string[];
}

const kg = (grams: number) => `${(grams / 1000).toFixed(2)} kg`;

/** The type-specific details of an alert (spec 002 §3 "Alert extended data"), as label/value rows and proof images. */
export function alertDetails(alert: Pick<Alert, 'type' | 'properties' | 'timeSpent'>): AlertDetails {
  const p = alert.properties;
  const rows: AlertDetails['rows'] = [{ label: 'Time spent', value: formatDuration(alert.timeSpent) }];
  let images: string[] = [];
  if (alert.type === 'QR_DISPUTE' && p.qrDisputeProperties) {
    // Paisa to rupees with 2 decimals (spec 002 §5).
    rows.push({ label: 'Amount', value: `₹${paiseToRupees(p.qrDisputeProperties.amountInPaisa)}` });
    images = p.qrDisputeProperties.proofImageUrls;
  } else if (alert.type === 'DELIVERY_RECEIPT' && p.deliveryReceiptProperties) {
    images = p.deliveryReceiptProperties.proofImageUrls;
  } else if (alert.type === 'WEIGHT_SHORTFALL' && p.weightShortfallProperties) {
    const w = p.weightShortfallProperties;
    rows.push(
      { label: 'Total item weight', value: kg(w.totalItemWeightInGrams) },
      { label: 'Delivered weight', value: kg(w.totalItemDeliveredWeightInGrams) },
      { label: 'Not delivered weight', value: kg(w.totalItemNonDeliveredWeightInGrams) },
    );
    images = w.proofImageUrls;
  } else if (alert.type === 'SET_BREAK' && p.setBreakProperties) {
    rows.push(
      { label: 'Total eaches', value: String(p.setBreakProperties.totalEaches) },
      { label: 'Not delivered eaches', value: String(p.setBreakProperties.totalNotDeliveredEaches) },
    );
    images = p.setBreakProperties.proofImageUrls;
  } else if (alert.type === 'COMPLETE_RTO' && p.completeRtoAlertProperties) {
    rows.push({ label: 'RTO reason', value: p.completeRtoAlertProperties.rtoReason });
    images = p.completeRtoAlertProperties.rtoImages;
  }
  return { rows, images };
}

/** What the modal offers (spec 002 §2, §4). */
export function reviewMode(alert: Pick<Alert, 'review' | 'approvalAlert' | 'approvalState'>): { approval: boolean; review: 'new' | 'existing' } {
  return { approval: alert.approvalAlert && alert.approvalState === 'PENDING', review: alert.review === null ? 'new' : 'existing' };
}
