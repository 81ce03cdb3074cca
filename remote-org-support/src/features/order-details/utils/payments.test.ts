import { paymentCards } from './payments';

describe('payment cards (spec 002 §2, §9)', () => {
  it('turns paise into rupees with 2 decimals under the spec’s labels, in order; missing amounts are zero', () => {
    const cards = paymentCards({
      collectible: { DELIVERY: 123450, USE_CREDIT: 5, DELIVERY_TOTAL: 123445, OVERDUE_TO_COLLECT: 0, TOTAL: 123445, BALANCE_TO_PAY: 100 },
      collected: { UPI: 100000, CASH: 23345 },
    });
    expect(cards.collectible).toEqual([
      { label: 'Delivery', amount: '₹1234.50' },
      { label: 'Use Credit', amount: '₹0.05' },
      { label: 'Delivery Total', amount: '₹1234.45' },
      { label: 'Overdue To Collect', amount: '₹0.00' },
      { label: 'Total', amount: '₹1234.45' },
      { label: 'Balance to pay', amount: '₹1.00' },
    ]);
    expect(cards.collected).toEqual([
      { label: 'Prepaid', amount: '₹0.00' },
      { label: 'UPI', amount: '₹1000.00' },
      { label: 'Cash', amount: '₹233.45' },
      { label: 'Wallet', amount: '₹0.00' },
    ]);
  });
});
