// `npm run lighthouse [-- --base http://127.0.0.1:3000 --out var/lighthouse --port 9300]`: Lighthouse's mobile run
// (slow 4G, 4x CPU slowdown) on the pages issue 22 budgets: the welcome page, the quote, and, as an approved driver,
// the job search and one job. It needs a running server with the demo data (`npm run seed:demo`, then `npm start`),
// because the driver pages are only worth measuring with real loads in them. Prints a Markdown table; the full JSON
// reports stay in --out.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { DEMO_DRIVER_OPTIONS, firstJobId, logInDemoDriver } from './demo-driver.mjs';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'var/lighthouse' },
    ...DEMO_DRIVER_OPTIONS,
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    // Which pages, by their short names, comma separated: welcome, quote, search, job.
    only: { type: 'string', default: 'welcome,quote,search,job' },
    // Chromium's first debugging port, one more per page: runs sharing a machine each need their own.
    port: { type: 'string', default: '9300' },
  },
});

const key = await logInDemoDriver(options);
const jobId = await firstJobId(options.base, key);

// The app stores a key given as ?token= and takes it out of the address, so each cold browser is that driver.
const wanted = new Set(options.only.split(','));
const pages = [
  { id: 'welcome', name: '/', url: '/' },
  { id: 'quote', name: '/quote', url: '/quote' },
  { id: 'search', name: '/search-jobs (driver)', url: `/search-jobs?token=${key}` },
  { id: 'job', name: '/job/{id} (driver)', url: `/job/${jobId}?token=${key}` },
].filter((page) => wanted.has(page.id));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh profile per page, so every run is a first visit with nothing cached. */
const launchChromium = async (port) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`];
  // Its own process group, so stopping it stops its renderer and GPU processes too, which write to the profile.
  const chrome = spawn(options.chrome, [...flags, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await sleep(100);
  }
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  return async () => {
    process.kill(-chrome.pid, 'SIGTERM');
    // Chromium writes to its profile until it has exited.
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      // A profile left in the temporary folder costs nothing; losing the measurements over it would.
      console.error(`could not remove ${profile}: ${error.code}`);
    }
  };
};

const scriptBytes = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);

mkdirSync(options.out, { recursive: true });
const rows = [];
let version = '';
for (const [index, page] of pages.entries()) {
  const port = Number(options.port) + index;
  const stop = await launchChromium(port);
  try {
    const result = await lighthouse(new URL(page.url, options.base).href, {
      port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const lhr = result.lhr;
    version = lhr.lighthouseVersion;
    const file = `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'welcome'}.json`;
    // The report holds the page's address, and with it the driver's key: keep the key out of the saved file.
    writeFileSync(path.join(options.out, file), result.report.replaceAll(key, 'KEY'));
    rows.push(
      `| \`${page.name}\` | ${Math.round(lhr.categories.performance.score * 100)} | ` +
        `${(lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(1)} s | ` +
        `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms | ` +
        `${Math.round(scriptBytes(lhr) / 1024)} KiB |`,
    );
    console.error(`measured ${page.name}`);
  } finally {
    await stop();
  }
}

console.log(`Lighthouse ${version} mobile (slow 4G, 4x CPU slowdown), ${new Date().toISOString()}, ${options.base}\n`);
console.log('| page | performance | LCP | TBT | JS transferred |\n|---|---|---|---|---|');
for (const row of rows) console.log(row);
