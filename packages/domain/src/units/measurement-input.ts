/**
 * Spec section 5: length and weight entry strips non-numeric characters and takes the absolute value. Keeping
 * only ASCII digits and the first decimal point does both: the minus sign is dropped with the letters.
 *
 * The rule is locale-blind: a comma is always a thousands separator to be stripped, so a French "3,5" reads as 35
 * and a Spanish "12.000" as 12. Inputs should therefore ask for a plain number (inputmode="decimal").
 */
export const sanitizeMeasurementInput = (text: string): string => {
  const kept = text.replace(/[^0-9.]/g, '');
  const [whole = '', ...fractionParts] = kept.split('.');
  return fractionParts.length === 0 ? whole : `${whole}.${fractionParts.join('')}`;
};

/**
 * Reads a typed length or weight part in the unit the user entered it in: "-12 ft" is 12, "1,200 kg" is 1200,
 * "12.5.3" is 12.53 (later points are stripped). Returns null when no digit is left ("", "kg", ".") or the
 * number is too large to be finite. Never throws; the result is never negative.
 */
export const parseMeasurementInput = (text: string | null | undefined): number | null => {
  const sanitized = sanitizeMeasurementInput(text ?? '');
  if (!/[0-9]/.test(sanitized)) return null;
  const value = Number(sanitized);
  return Number.isFinite(value) ? value : null;
};
