/** Counts of 9 or below are shown with two digits (spec 000 §9, 002 §2): 0 -> "00", 9 -> "09", 10 -> "10". */
export function formatCount(count: number): string {
  return count >= 0 && count <= 9 ? `0${Math.trunc(count)}` : String(count);
}

/** Tote weight: below 1000 gm in gm, otherwise kg with one decimal (spec 000 §9): 999 -> "999 gm", 1250 -> "1.3 kg". */
export function formatToteWeight(grams: number): string {
  return grams < 1000 ? `${Math.round(grams)} gm` : `${(grams / 1000).toFixed(1)} kg`;
}

/** Tonnage with 2 decimals (spec 000 §9): 1.005 -> "1.01", 3 -> "3.00". */
export function formatTonnage(tons: number): string {
  return (Math.round((tons + Number.EPSILON) * 100) / 100).toFixed(2);
}

/** Rupees from paise, 2 decimals (paise divided by 100, spec 002 §9): 12345 -> "123.45". */
export function paiseToRupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** Rupees from paise with the rupee sign: 12345 -> "₹123.45". */
export function formatRupees(paise: number): string {
  return `₹${paiseToRupees(paise)}`;
}

/** Megabytes as the uploader states them: bytes divided by 1048576, at most 2 decimals (2097152 -> 2). */
export function bytesToMb(bytes: number): number {
  return Math.round((bytes / 1048576) * 100) / 100;
}
