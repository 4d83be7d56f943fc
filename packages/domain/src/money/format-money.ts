import type { Language } from '../constants/languages';
import { getNumberFormat } from '../intl/number-format';
import { getMinorDigits } from './currencies';
import { formatDecimalAmount, type Money } from './money';

/**
 * Money as the user reads it, in their language, with exactly the currency's minor digits (2 for CAD, as spec
 * section 9 asks; 0 for JPY and KRW): "CA$1,234.56" (en-us), "1 234,56 $CA" (fr, U+202F and U+00A0), "₩1,235".
 * Symbols are never a bare "$" that could mean either dollar: Intl's own (CA$, $US, US$) and "US$" where Intl's
 * en-US writes "$", since the app shows both dollars side by side ("US$598.48", "CA$828.00").
 * The exact decimal string goes to Intl, so no amount is rounded through a float. Never throws.
 */
export const formatMoney = (money: Money, language: Language): string => {
  const digits = getMinorDigits(money.currency);
  const format = getNumberFormat(language, {
    style: 'currency',
    currency: money.currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Intl.NumberFormat v3 (ES2023) formats a decimal string exactly; TypeScript types that as `${number}`.
  const parts = format.formatToParts(formatDecimalAmount(money) as `${number}`);
  return parts
    .map((part) =>
      part.type === 'currency' && part.value === '$' ? `${money.currency.toUpperCase().slice(0, 2)}$` : part.value,
    )
    .join('');
};
