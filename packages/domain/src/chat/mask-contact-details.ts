/**
 * Users are told not to share contact details in chat (spec 1); beyond the spec, telephone numbers and email
 * addresses are replaced by this before other users see a message.
 */
export const CONTACT_DETAILS_MASK = '•••';

export type MaskedText = { text: string; isMasked: boolean };

/** Separators people type inside a number: space, dot, hyphen, and the dashes a phone keyboard or editor inserts. */
const SEP = '[ .\\-\\u2010-\\u2015]';

/**
 * A North American number (NANP: area code and exchange start 2-9, so `1234567890` or a `2026-12-01` date never
 * fits), with an optional +1 or 1 in front and the area code optionally in parentheses. It may not touch a word,
 * a currency sign or another number (`$403 555 1234`, `1.5`, a longer digit run or an id), which keeps prices,
 * weights, dates, postal codes and ids out.
 */
const TEN_DIGIT_PHONE = new RegExp(
  `(?<![\\w$£€#])(?<!\\w[\\-./,])(?:\\+ ?1${SEP}?|1${SEP}?)?(?:\\( ?[2-9]\\d{2} ?\\) ?|[2-9]\\d{2}${SEP}?)[2-9]\\d{2}${SEP}?\\d{4}(?!\\w)(?![.,\\-/]\\d)`,
  'g',
);

/**
 * Seven digits (`555-1234`) are as often a weight range (`500-2000`) as a number, so they are masked only right
 * after a word that announces a number ("call 555-1234", "my cell is 555.1234").
 */
const LOCAL_PHONE = new RegExp(
  `(\\b(?:call|text|txt|phone|ph|cell|mobile|tel|number|reach me)\\b[^\\d\\n]{0,12})([2-9]\\d{2}${SEP}\\d{4})(?!\\w)(?![.,\\-/]\\d)`,
  'gi',
);

const EMAIL = /[\w.+-]+ ?@ ?[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}\b/gi;

/**
 * "name at domain dot com": a spelled-out address is taken only when it ends in a common top-level domain, so
 * "meet at the yard" is left alone.
 */
const AT = String.raw`(?: +at +| *[([{] *at *[)\]}] *)`;
const DOT = String.raw`(?: *\. *| +dot +| *[([{] *dot *[)\]}] *)`;
const SPELLED_EMAIL = new RegExp(
  String.raw`\b[\w.+-]+${AT}(?:[a-z\d-]+${DOT})+(?:com|ca|net|org|us|io|co|info|biz|me)\b`,
  'gi',
);

/**
 * Replaces telephone numbers and email addresses in a chat message with `CONTACT_DETAILS_MASK`. Numbers spelled in
 * words ("four oh three") and international numbers outside North America are not recognised.
 */
export const maskContactDetails = (text: string): MaskedText => {
  const masked = text
    .replace(EMAIL, CONTACT_DETAILS_MASK)
    .replace(SPELLED_EMAIL, CONTACT_DETAILS_MASK)
    .replace(TEN_DIGIT_PHONE, CONTACT_DETAILS_MASK)
    .replace(LOCAL_PHONE, (_match, cue: string) => `${cue}${CONTACT_DETAILS_MASK}`);
  return { text: masked, isMasked: masked !== text };
};
