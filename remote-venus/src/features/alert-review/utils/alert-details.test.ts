import { type Alert } from '@hub/shared/contracts';
import { alertDetails, reviewMode } from './alert-details';

const base = { timeSpent: 754 } as const;

describe('alert details by type (spec 002 §3, §5)', () => {
  it('QR_DISPUTE: the amount in rupees with 2 decimals from paisa, and the proof images', () => {
    const d = alertDetails({ ...base, type: 'QR_DISPUTE', properties: { qrDisputeProperties: { amountInPaisa: 123450, proofImageUrls: ['/a.svg'] } } });
    expect(d.rows).toEqual([
      { label: 'Time spent', value: '12 min' },
      { label: 'Amount', value: '₹1234.50' },
    ]);
    expect(d.images).toEqual(['/a.svg']);
    expect(alertDetails({ ...base, type: 'QR_DISPUTE', properties: { qrDisputeProperties: { amountInPaisa: 5, proofImageUrls: [] } } }).rows[1]!.value).toBe(
      '₹0.05',
    );
  });
  it('WEIGHT_SHORTFALL weights, SET_BREAK eaches, COMPLETE_RTO reason and images, DELIVERY_RECEIPT images', () => {
    expect(
      alertDetails({
        ...base,
        type: 'WEIGHT_SHORTFALL',
        properties: {
          weightShortfallProperties: {
            totalItemWeightInGrams: 20000,
            totalItemDeliveredWeightInGrams: 18500,
            totalItemNonDeliveredWeightInGrams: 1500,
            proofImageUrls: [],
          },
        },
      }).rows.slice(1),
    ).toEqual([
      { label: 'Total item weight', value: '20.00 kg' },
      { label: 'Delivered weight', value: '18.50 kg' },
      { label: 'Not delivered weight', value: '1.50 kg' },
    ]);
    expect(
      alertDetails({
        ...base,
        type: 'SET_BREAK',
        properties: { setBreakProperties: { totalEaches: 40, totalNotDeliveredEaches: 3, proofImageUrls: [] } },
      }).rows.slice(1),
    ).toEqual([
      { label: 'Total eaches', value: '40' },
      { label: 'Not delivered eaches', value: '3' },
    ]);
    const rto = alertDetails({
      ...base,
      type: 'COMPLETE_RTO',
      properties: { completeRtoAlertProperties: { rtoReason: 'Shop closed', rtoImages: ['/r.svg'] } },
    });
    expect([rto.rows[1], rto.images]).toEqual([{ label: 'RTO reason', value: 'Shop closed' }, ['/r.svg']]);
    expect(alertDetails({ ...base, type: 'DELIVERY_RECEIPT', properties: { deliveryReceiptProperties: { proofImageUrls: ['/d.svg'] } } }).images).toEqual([
      '/d.svg',
    ]);
  });
  it('offers Approve/Reject only on a pending approval alert, and edit/delete once reviewed', () => {
    const a = (o: Partial<Alert>) => ({ review: null, approvalAlert: false, approvalState: null, ...o }) as Alert;
    expect(reviewMode(a({}))).toEqual({ approval: false, review: 'new' });
    expect(reviewMode(a({ approvalAlert: true, approvalState: 'PENDING' }))).toEqual({ approval: true, review: 'new' });
    expect(reviewMode(a({ approvalAlert: true, approvalState: 'APPROVED', review: 'ok' }))).toEqual({ approval: false, review: 'existing' });
  });
});
