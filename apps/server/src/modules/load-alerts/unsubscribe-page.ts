import type { Language } from '@freight/domain';
import { toIntlLocale } from '@freight/domain';
import { emailTranslator } from '../../platform/mail/email-texts';
import { escapeHtml } from '../../platform/mail/escape-html';

export type UnsubscribeState =
  /** A valid link opened: one button turns emails off (a mail scanner's fetch of the link changes nothing). */
  { kind: 'confirm'; actionUrl: string } | { kind: 'done' } | { kind: 'invalid' };

const BUTTON =
  'font:inherit;font-weight:600;background:#1864ab;color:#fff;border:0;border-radius:6px;padding:12px 20px;cursor:pointer';

/** The small page the unsubscribe link answers with, in the driver's language; works without the web app or JS. */
export const renderUnsubscribePage = ({
  language,
  state,
  profileUrl,
}: {
  language: Language;
  state: UnsubscribeState;
  profileUrl: string;
}): string => {
  const t = emailTranslator(language);
  const body =
    state.kind === 'confirm'
      ? `<form method="post" action="${escapeHtml(state.actionUrl)}"><button type="submit" style="${BUTTON}">${escapeHtml(t('layout.unsubscribe'))}</button></form>`
      : `<p>${escapeHtml(state.kind === 'done' ? t('unsubscribe.done') : t('unsubscribe.invalid'))}</p>`;
  return `<!doctype html>
<html lang="${toIntlLocale(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('unsubscribe.title'))}</title>
</head>
<body style="margin:0 auto;max-width:36rem;padding:1rem;font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1a1b1e">
<p style="font-size:20px;font-weight:700;color:#1864ab">${escapeHtml(t('layout.product'))}</p>
<h1 style="font-size:1.4rem">${escapeHtml(t('unsubscribe.title'))}</h1>
${body}
<p><a href="${escapeHtml(profileUrl)}" style="color:#1864ab">${escapeHtml(t('unsubscribe.profile'))}</a></p>
</body>
</html>`;
};
