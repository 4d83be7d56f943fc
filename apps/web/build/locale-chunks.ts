import type { Plugin } from 'vite';

const LOCALE_MODULE = /[\\/]locales[\\/]([\w-]+)\.json$/;

/**
 * Names each language's chunk in index.html (`<meta name="locale-chunks">`, a language -> address map), so the
 * loading script (public/boot.js) can start fetching the visitor's language beside the app's first scripts instead of
 * after them, while the chunks keep their content hashes. A meta tag rather than an inline script: the
 * Content-Security-Policy forbids inline scripts.
 */
export const localeChunks = (): Plugin => ({
  name: 'freight:locale-chunks',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(context.bundle ?? {})) {
        const language = output.type === 'chunk' ? output.facadeModuleId?.match(LOCALE_MODULE)?.[1] : undefined;
        if (language) chunks[language] = `/${output.fileName}`;
      }
      return [
        { tag: 'meta', attrs: { name: 'locale-chunks', content: JSON.stringify(chunks) }, injectTo: 'head-prepend' },
      ];
    },
  },
});
