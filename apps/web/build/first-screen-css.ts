import Beasties from 'beasties';

/** The activation script of Beasties' `media-script` strategy: public/boot.js does its work instead. */
const ACTIVATION_SCRIPT = /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script>/;

/**
 * The prerendered page styled by what it holds (issue 22: nothing render-blocking on the welcome page). Beasties, which
 * needs no browser, matches every rule of the page's linked stylesheets against the prerendered markup and puts the
 * rules that match in a `<style>` in the head. The links become print stylesheets (`media="print"`, the real media in
 * `data-beasties-media`): the browser fetches them at low priority without holding up the first paint, and boot.js
 * applies each once it has loaded, to style what the app draws later (menus, notices, hover states); nothing drawn
 * first changes, since the rules it uses arrive twice, equal. A reader without JavaScript gets the plain links from
 * `<noscript>`.
 *
 * Links moved to the end of the body (Beasties' `body`, no script at all) were tried first: Chromium paints above
 * them without waiting, but Lighthouse counts any stylesheet fetched at the highest priority before the first paint
 * as blocking it, so a first paint that came late on a busy machine was charged for all four.
 *
 * `outDir` is the client build, where the links' `/assets/...` files are.
 */
export const inlineFirstScreenCss = async (page: string, outDir: string): Promise<string> => {
  const html = await new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'media-script',
    // Inline `<style>`s stay as written: index.html's loading page has states boot.js sets later, and Mantine's
    // variables in #root are React's own markup, which hydration expects as it rendered them.
    reduceInlineStyles: false,
    // The stylesheets serve every other page as well.
    pruneSource: false,
    logLevel: 'warn',
  }).process(page);
  // The Content-Security-Policy forbids inline scripts (decision 013).
  const withoutScript = html.replace(ACTIVATION_SCRIPT, '');
  if (/<script(?![^>]*\bsrc=)/i.test(withoutScript)) {
    throw new Error('first-screen-css: Beasties left an inline script in the page; public/boot.js applies the links');
  }
  return withoutScript;
};
