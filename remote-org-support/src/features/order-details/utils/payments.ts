import { COLLECTED_ROWS, COLLECTIBLE_ROWS } from '@hub/shared/contracts';
import { formatRupees } from '@hub/shared/format';

/** One line of a payment card: the spec's label and the amount in rupees (paise / 100, 2 decimals). */
export interface PaymentLine {
  label: string;
  amount: string;
}

const linesOf = (rows: ReadonlyArray<{ label: string; key: string }>, paise: Record<string, number>): PaymentLine[] =>
  rows.map((r) => ({ label: r.label, amount: formatRupees(paise[r.key] ?? 0) }));

/** The Collectible and Collected cards (spec 002 §2) from the paise maps of the order details; a missing key is ₹0.00. */
export function paymentCards(payments: { collectible: Record<string, number>; collected: Record<string, number> }) {
  return { collectible: linesOf(COLLECTIBLE_ROWS, payments.collectible), collected: linesOf(COLLECTED_ROWS, payments.collected) };
}
