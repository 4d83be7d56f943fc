import { hasValidCardChecksum, stripCardNumber } from '@freight/domain';

/** The longest card numbers (some Maestro and UnionPay cards) have 19 digits; the shortest we take, 12. */
const MAX_CARD_DIGITS = 19;
const MIN_CARD_DIGITS = 12;

/**
 * The card number as the field shows it while typed: non-digits stripped (spec 5), at most 19 digits, in groups of 4
 * ("4242 4242 4242 4242"), so a long number can be read back against the card.
 */
export const formatCardNumber = (typed: string): string =>
  stripCardNumber(typed)
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** How many digits stand before `caret` in what was typed, so the caret can be put back after reformatting. */
export const digitsBefore = (typed: string, caret: number): number => stripCardNumber(typed.slice(0, caret)).length;

/**
 * Where the caret goes in the formatted number so that it still follows the same digit: without this, reformatting
 * on every keystroke throws the caret to the end when someone corrects a digit in the middle.
 */
export const caretAfterDigits = (formatted: string, digitCount: number): number => {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return formatted.length;
};

/** The expiry field keeps digits only (someone typing "09/28" means 0928) and at most the 4 of MMYY. */
export const readExpdate = (typed: string): string => typed.replace(/\D/g, '').slice(0, 4);

/** The security code: 3 digits, or 4 on the front of an American Express card. */
export const readCvc = (typed: string): string => typed.replace(/\D/g, '').slice(0, 4);

export type CardProblem = 'missing' | 'invalid' | 'expired';
export type CardFields = { pan: string; expdate: string; cvc: string };
export type CardProblems = Partial<Record<keyof CardFields, CardProblem>>;

/**
 * Whether MMYY names a real month that has not ended: a card is good through the last day of its expiry month, so
 * 1126 is still good in November 2026 and not in December. Two-digit years are 2000-2099.
 */
export const expdateProblemOf = (mmyy: string, now: Date): CardProblem | null => {
  if (mmyy === '') return 'missing';
  const match = /^(0[1-9]|1[0-2])(\d{2})$/.exec(mmyy);
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth ? 'expired' : null;
};

const panProblemOf = (pan: string): CardProblem | null => {
  const digits = stripCardNumber(pan);
  if (digits === '') return 'missing';
  const isLengthValid = digits.length >= MIN_CARD_DIGITS && digits.length <= MAX_CARD_DIGITS;
  return isLengthValid && hasValidCardChecksum(digits) ? null : 'invalid';
};

const cvcProblemOf = (cvc: string): CardProblem | null => {
  if (cvc === '') return 'missing';
  return /^\d{3,4}$/.test(cvc) ? null : 'invalid';
};

/** What is wrong with the card form, field by field (empty when it may be sent); the server checks again. */
export const cardProblemsOf = ({ pan, expdate, cvc }: CardFields, now: Date): CardProblems => {
  const problems: CardProblems = {};
  const panProblem = panProblemOf(pan);
  const expdateProblem = expdateProblemOf(expdate, now);
  const cvcProblem = cvcProblemOf(cvc);
  if (panProblem) problems.pan = panProblem;
  if (expdateProblem) problems.expdate = expdateProblem;
  if (cvcProblem) problems.cvc = cvcProblem;
  return problems;
};
