import { toIntlLocale } from '@freight/domain';
import type { EmailReader } from './email-reader';
import { type EmailTranslate, emailTranslator } from './email-texts';
import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/** What an email is made of; each block is written once and rendered both as HTML and as plain text. */
type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** Words the user typed (a shipper's reason): set apart so nobody takes them for ours. */
  | { kind: 'quote'; text: string }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  | { kind: 'items'; items: { title: string; detail: string; label: string; url: string }[] };

export type EmailContent = {
  subject: string;
  /** The recipient's name for the greeting; undefined for an email with no greeting (an invitation). */
  greetName?: string;
  blocks: EmailBlock[];
  /** A one-click opt-out: a link in the footer and the List-Unsubscribe headers (RFC 8058). */
  unsubscribeUrl?: string;
  /** The notification settings page, named in the footer of emails a user can turn off there. */
  settingsUrl?: string;
};

const COLOURS = { text: '#1a1b1e', muted: '#495057', brand: '#1864ab', line: '#dee2e6', quote: '#f1f3f5' };

const textOf = (block: EmailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'action':
      // A label written as a lead-in ("… notification settings:", French "… :") keeps its own colon.
      return `${/[:：]\s*$/.test(block.label) ? block.label : `${block.label}:`}\n${block.url}`;
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'items':
      return block.items.map((item) => `${item.title}\n  ${item.detail}\n  ${item.url}`).join('\n\n');
    default:
      return block satisfies never;
  }
};

const link = (url: string, label: string, style = `color:${COLOURS.brand}`) =>
  `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;

const BUTTON_STYLE = `display:inline-block;background:${COLOURS.brand};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600`;

const htmlOf = (block: EmailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;background:${COLOURS.quote};border-left:4px solid ${COLOURS.line};white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
    case 'action':
      return `<p style="margin:0 0 16px">${link(block.url, block.label, BUTTON_STYLE)}</p>`;
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">${block.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:${COLOURS.muted};font-weight:400;overflow-wrap:normal;hyphens:auto;border-bottom:1px solid ${COLOURS.line}">${escapeHtml(row.label)}</th><td style="padding:6px 0;border-bottom:1px solid ${COLOURS.line}">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'items':
      return block.items
        .map(
          (item) =>
            `<div style="margin:0 0 16px;padding:12px;border:1px solid ${COLOURS.line};border-radius:6px"><p style="margin:0 0 4px;font-weight:600">${escapeHtml(item.title)}</p><p style="margin:0 0 8px;color:${COLOURS.muted}">${escapeHtml(item.detail)}</p>${link(item.url, item.label)}</div>`,
        )
        .join('');
    default:
      return block satisfies never;
  }
};

const greetingOf = (t: EmailTranslate, name: string) =>
  name.trim() ? t('layout.greeting', { name: name.trim() }) : t('layout.greetingNoName');

const footerLines = (t: EmailTranslate, content: EmailContent): EmailBlock[] => [
  ...(content.settingsUrl ? [{ kind: 'action', label: t('layout.settings'), url: content.settingsUrl } as const] : []),
  ...(content.unsubscribeUrl
    ? [{ kind: 'action', label: t('layout.unsubscribe'), url: content.unsubscribeUrl } as const]
    : []),
];

const footerHtml = (t: EmailTranslate, content: EmailContent) => {
  const links = [
    content.settingsUrl && `${escapeHtml(t('layout.settings'))} ${link(content.settingsUrl, content.settingsUrl)}`,
    content.unsubscribeUrl && link(content.unsubscribeUrl, t('layout.unsubscribe')),
  ].filter(Boolean);
  return `${links.map((line) => `<p style="margin:0 0 8px">${line}</p>`).join('')}<p style="margin:0">${escapeHtml(t('layout.footer'))}</p>`;
};

const documentOf = (reader: EmailReader, t: EmailTranslate, content: EmailContent, body: string) => `<!doctype html>
<html lang="${toIntlLocale(reader.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f8f9fa">
<div style="max-width:600px;margin:0 auto;padding:16px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans KR',sans-serif;font-size:16px;line-height:1.5;color:${COLOURS.text}">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:${COLOURS.brand}">${escapeHtml(t('layout.product'))}</p>
<div style="background:#ffffff;border:1px solid ${COLOURS.line};border-radius:8px;padding:20px;overflow-wrap:anywhere">
${body}
</div>
<div style="padding:16px 4px;font-size:13px;color:${COLOURS.muted};overflow-wrap:anywhere">${footerHtml(t, content)}</div>
</div>
</body>
</html>`;

/**
 * The one way an email is written: HTML and plain text from the same blocks, in the reader's language, with the
 * product's name and footer. Every value reaches the HTML through `escapeHtml`, so a name like `<script>` shows as
 * text.
 */
export const renderEmail = (
  reader: EmailReader,
  to: string,
  build: (t: EmailTranslate) => EmailContent,
): MailMessage => {
  const t = emailTranslator(reader.language);
  const content = build(t);
  const greeting: EmailBlock[] =
    content.greetName === undefined ? [] : [{ kind: 'paragraph', text: greetingOf(t, content.greetName) }];
  const blocks = [...greeting, ...content.blocks];
  const text = [
    ...blocks,
    ...footerLines(t, content),
    { kind: 'paragraph', text: `--\n${t('layout.footer')}` } as const,
  ]
    .map(textOf)
    .join('\n\n');
  const html = documentOf(reader, t, content, blocks.map(htmlOf).join('\n'));
  const headers = content.unsubscribeUrl
    ? { 'List-Unsubscribe': `<${content.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined;
  return { to, subject: content.subject, text, html, ...(headers && { headers }) };
};
