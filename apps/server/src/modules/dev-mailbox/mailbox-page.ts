import type { MailboxEmail } from './mailbox.repository';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Escapes first, then turns the (now inert) http(s) URLs into links a person can click. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The HTML part as a mail client shows it, in a sandboxed frame (no scripts, no access to this page), 390 px wide:
 * the width of the phones most customers read on. The text part above stays the part tests and people click.
 */
const htmlPart = (html: string | null) =>
  html === null
    ? ''
    : `<details open><summary>HTML</summary><iframe class="html-part" title="HTML part" sandbox srcdoc="${escapeHtml(html)}"></iframe></details>`;

const renderEmail = (email: MailboxEmail) => `
  <article>
    <h2>${escapeHtml(email.subject)}</h2>
    <p class="meta">To ${escapeHtml(email.to)} · ${email.createdAt.toISOString()} · ${email.status}</p>
    <pre>${linkify(email.text)}</pre>
    ${htmlPart(email.html)}
  </article>`;

/** A plain page on purpose: it works before the web app is built and needs no login (development only). */
export const renderMailboxPage = (emails: MailboxEmail[]): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1rem; color: #1a1b1e; }
  article { border: 1px solid #ced4da; border-radius: 8px; padding: 0 1rem; margin: 1rem 0; }
  .meta { color: #495057; font-size: 0.9rem; }
  pre { white-space: pre-wrap; font-family: inherit; }
  a { color: #0b5394; }
  .html-part { width: 390px; max-width: 100%; height: 36rem; border: 1px solid #ced4da; margin-bottom: 1rem; }
</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p>Emails the product sent while running with the embedded mail transport, newest first.</p>
${emails.length ? emails.map(renderEmail).join('\n') : '<p>No emails yet.</p>'}
</main>
</body>
</html>`;
