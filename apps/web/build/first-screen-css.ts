import Beasties from 'beasties';

/**
 * The prerendered page styled by what it holds (issue 22: nothing render-blocking on the welcome page). Beasties, which
 * needs no browser, matches every rule of the page's linked stylesheets against the prerendered markup, puts the
 * rules that match in a `<style>` in the head, and moves the links to the end of the body: the browser still fetches
 * them at once, but paints the page above them without waiting, and the first paint needs no second round trip.
 * The full stylesheets then style what the app draws later (menus, notices, hover states); nothing drawn first
 * changes, since the rules it uses arrive twice, equal.
 *
 * `outDir` is the client build, where the links' `/assets/...` files are.
 */
export const inlineFirstScreenCss = (page: string, outDir: string): Promise<string> =>
  new Beasties({
    path: outDir,
    publicPath: '/',
    // The one way with no script: the Content-Security-Policy forbids the `onload` the other strategies set.
    preload: 'body',
    // Inline `<style>`s stay as written: index.html's loading page has states boot.js sets later, and Mantine's
    // variables in #root are React's own markup, which hydration expects as it rendered them.
    reduceInlineStyles: false,
    // The stylesheets serve every other page as well.
    pruneSource: false,
    logLevel: 'warn',
  }).process(page);
