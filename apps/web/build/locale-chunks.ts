import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type LocalePart, localePartOf } from '../src/shared/i18n/first-screen-namespaces';

/**
 * `import('locale-part:fr/first')`: the French namespaces of the shell and the welcome page; `.../quote-start`: what
 * the quote's first step adds; `.../rest`: all the others (src/shared/i18n/first-screen-namespaces.ts).
 */
const PART_IMPORT = /^locale-part:([\w-]+)\/(first|quote-start|rest)$/;
/** The resolved id ends like a file name, so each part's chunk is named `<language>-<part>-<hash>.js`. */
const PART_ID = /^\0locale-part:([\w-]+)-(first|quote-start|rest)\.js$/;

const LOCALES_DIR = path.resolve(import.meta.dirname, '../src/locales');

const readPart = (language: string, part: LocalePart) => {
  const locale: Record<string, unknown> = JSON.parse(readFileSync(path.join(LOCALES_DIR, `${language}.json`), 'utf8'));
  return Object.fromEntries(Object.entries(locale).filter(([namespace]) => localePartOf(namespace) === part));
};

/**
 * Splits each language's file (src/locales/<language>.json, one file per language as decision 005 keeps them) into
 * three chunks (src/shared/i18n/first-screen-namespaces.ts), so a first visit downloads a fifth to a third of its
 * language (issue 22). Also names each language's first part in index.html (`<meta name="locale-chunks">`, a
 * language -> address map), so the loading script (public/boot.js) can start fetching it beside the app's first
 * scripts instead of after them, while the chunks keep their content hashes. A meta tag rather than an inline
 * script: the Content-Security-Policy forbids inline scripts.
 */
export const localeChunks = (): Plugin => ({
  name: 'freight:locale-chunks',
  resolveId: (source) => {
    const match = source.match(PART_IMPORT);
    return match ? `\0locale-part:${match[1]}-${match[2]}.js` : null;
  },
  load: (id) => {
    const match = id.match(PART_ID);
    if (!match?.[1] || !match[2]) return null;
    const file = path.join(LOCALES_DIR, `${match[1]}.json`);
    return {
      code: `export default ${JSON.stringify(readPart(match[1], match[2] as LocalePart))};`,
      watchFiles: [file],
    };
  },
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(context.bundle ?? {})) {
        const match = output.type === 'chunk' ? output.facadeModuleId?.match(PART_ID) : undefined;
        if (match?.[1] && match[2] === 'first') chunks[match[1]] = `/${output.fileName}`;
      }
      if (Object.keys(chunks).length === 0) return [];
      return [
        { tag: 'meta', attrs: { name: 'locale-chunks', content: JSON.stringify(chunks) }, injectTo: 'head-prepend' },
      ];
    },
  },
});
