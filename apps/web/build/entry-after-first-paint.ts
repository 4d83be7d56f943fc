import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const BOOT_SCRIPT = '<script src="/boot.js"></script>';

/**
 * index.html without the app's script tags: the entry and the chunks it imports are named on boot.js's tag instead
 * (`data-entry`, `data-preload`), and boot.js adds them once the page has been painted (issue 22). Left in the page,
 * the browser fetched and ran the entry's 160 KB before its first paint whenever they arrived in time, so the page
 * the server drew (decision 027) waited for script that only makes it interactive: on Lighthouse's phone, first paint
 * and LCP 2.4 s on `/` and `/quote`, 1.3 s without.
 */
export const moveEntryToBootScript = (html: string): string => {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (entries.length !== 1) throw new Error(`entry-after-first-paint: ${entries.length} entry scripts in index.html`);
  if (!html.includes(BOOT_SCRIPT)) throw new Error('entry-after-first-paint: index.html has no boot.js');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot = `<script src="/boot.js" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(BOOT_SCRIPT, boot);
};

/** Applies moveEntryToBootScript to the built index.html, after Vite has put the bundle's tags in (`order: 'post'`). */
export const entryAfterFirstPaint = (): Plugin => ({
  name: 'freight:entry-after-first-paint',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: moveEntryToBootScript },
});
