// `node scripts/main-thread-attribution.mjs --base http://127.0.0.1:3000 [--page search|job] [--cpu 4] [--runs 1]`:
// where the page's main thread spends its time while a driver's page opens (cold browser, 390x844, the demo driver
// through `?token=`), from the page's start until the search's map has markers (the job page: until the app marks its
// first load done, its map being on a tab of its own) and three seconds more. From a Chromium trace:
// the browser's own work by kind (style recalculation, parsing each stylesheet, layout, paint), the script by chunk
// (the V8 sampling profiler's samples, each given to the innermost frame that has a file), garbage collection, and the rest of the tasks ("RunTask" self time: Chromium's own, uninstrumented). Times are the
// trace's, CPU slowdown included. Issue 22: docs/performance/long-tasks.md. Needs a server with the demo data.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { DEMO_DRIVER_OPTIONS, firstJobId, logInDemoDriver } from './demo-driver.mjs';
import { PROFILE_CATEGORIES, profileSamples } from './long-task-profile.mjs';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    page: { type: 'string', default: 'search' },
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: '1' },
    ...DEMO_DRIVER_OPTIONS,
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    settle: { type: 'string', default: '3000' },
  },
});

const key = await logInDemoDriver(options);
const address = options.page === 'job' ? `/job/${await firstJobId(options.base, key)}` : '/search-jobs';

const GROUPS = {
  'style recalculation': ['UpdateLayoutTree', 'RecalculateStyles', 'ScheduleStyleRecalculation', 'InvalidateLayout'],
  layout: ['Layout', 'UpdateLayerTree', 'IntersectionObserverController::computeIntersections'],
  'paint, composite': ['Paint', 'PrePaint', 'Layerize', 'Commit', 'CompositeLayers', 'UpdateLayer', 'PaintImage'],
  'HTML parse': ['ParseHTML'],
  'image decode': ['Decode Image', 'ImageDecodeTask', 'Decode LazyPixelRef'],
  'garbage collection': ['MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'V8.GCFinalizeMC', 'BlinkGC.AtomicPhase'],
};
const GROUP_OF = new Map(Object.entries(GROUPS).flatMap(([group, names]) => names.map((name) => [name, group])));
// Script entry points: their self time is split by the CPU samples below, so it is counted there, not here.
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.run',
  'v8.callFunction',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'V8.Execute',
  'v8.produceModuleCache',
  'v8.compileLazy',
  'FireIdleCallback',
  'XHRReadyStateChange',
  'ResourceReceivedData',
]);

/** `assets/react-Ab12cd.js` → `react`: a chunk's name without its hash. */
const chunkOf = (url) => {
  if (!url) return '';
  const file = url.replace(/[?#].*$/, '').replace(/^.*\//, '');
  return file.replace(/-[\w-]{8}\.(m?js|css)$/, '.$1').replace(/\.m?js$/, '') || url;
};

const mainThread = (events, origin) => {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin));
  return parse ? `${parse.pid}:${parse.tid}` : null;
};

/** Self time of each complete event on the thread (nested events subtracted from their parent). */
const selfTimes = (events, thread) => {
  const own = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  const result = [];
  for (const event of own) {
    while (stack.length > 0 && stack.at(-1).end <= event.ts) stack.pop();
    const entry = { event, end: event.ts + event.dur, self: event.dur };
    if (stack.length > 0) stack.at(-1).self -= Math.min(event.dur, stack.at(-1).end - event.ts);
    stack.push(entry);
    result.push(entry);
  }
  return result;
};

const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);

const attribute = (trace, origin) => {
  const events = trace.traceEvents ?? trace;
  const thread = mainThread(events, origin);
  if (!thread) throw new Error('no main thread for the page in the trace');
  const groups = new Map();
  const stylesheets = new Map();
  let total = 0;
  for (const { event, self } of selfTimes(events, thread)) {
    total += event.name === 'RunTask' ? event.dur : 0;
    if (event.name === 'ParseAuthorStyleSheet') {
      add(stylesheets, chunkOf(event.args?.data?.styleSheetUrl) || 'inline', self);
      add(groups, 'stylesheet parse', self);
    } else if (SCRIPT.has(event.name) || event.name.startsWith('V8.') || event.name.startsWith('v8.')) {
      add(groups, 'script (outside samples)', self);
    } else if (event.name === 'RunTask') add(groups, 'other (RunTask self)', self);
    else add(groups, GROUP_OF.get(event.name) ?? 'other (traced)', self);
  }
  // Script: the samples of the page's thread, by chunk (a minified build keeps no function names worth grouping by:
  // React's render and commit are the `react` chunk, the map `leaflet` and the basemap's chunks).
  const chunks = new Map();
  let scriptTotal = 0;
  for (const { weight, frames } of profileSamples(events, new Set([thread.split(':')[0]]))) {
    const leaf = frames[0]?.functionName;
    if (!leaf || ['(idle)', '(program)', '(root)', '(garbage collector)'].includes(leaf)) continue;
    scriptTotal += weight;
    add(chunks, chunkOf(frames.find((frame) => frame.url)?.url) || '(native)', weight);
  }
  // The samples' total stands for the script entry points' time (their self time left out above).
  groups.delete('script (outside samples)');
  groups.set('script (CPU samples)', scriptTotal);
  return { total, groups, stylesheets, chunks };
};

const browser = await chromium.launch({
  executablePath: options.chrome,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const before = loadavg()[0];
const results = [];
try {
  for (let run = 0; run < Number(options.runs); run += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(options.cpu) });
    await browser.startTracing(page, { categories: PROFILE_CATEGORIES });
    await page.goto(new URL(`${address}?token=${key}`, options.base).href, { waitUntil: 'load' });
    const isDone =
      options.page === 'job'
        ? page.waitForFunction(() => performance.getEntriesByName('first-load-done').length > 0, null, {
            timeout: 60_000,
          })
        : page.locator('.leaflet-marker-icon').first().waitFor({ timeout: 60_000 });
    const markers = await isDone.then(
      () => true,
      () => false,
    );
    await page.waitForTimeout(Number(options.settle));
    const trace = JSON.parse((await browser.stopTracing()).toString());
    results.push({ done: markers, ...attribute(trace, new URL(options.base).origin) });
    await context.close();
  }
} finally {
  await browser.close();
}

const ms = (us) => `${Math.round(us / 1000)}`;
console.log(`${address} as ${options.driver}, 390x844, CPU ${options.cpu}x slower, ${results.length} run(s)`);
console.log(`load average (1 min) ${before.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after\n`);
const table = (title, pick, count = 12) => {
  const keys = new Map();
  for (const result of results) for (const [name, us] of pick(result)) add(keys, name, us);
  const rows = [...keys.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log(`| ${title} | ${results.map((_, index) => `run ${index + 1} (ms)`).join(' | ')} |`);
  console.log(`|---|${results.map(() => '---').join('|')}|`);
  for (const [name] of rows) console.log(`| ${name} | ${results.map((r) => ms(pick(r).get(name) ?? 0)).join(' | ')} |`);
  console.log('');
};
console.log(
  `main thread busy (RunTask): ${results.map((r) => `${ms(r.total)} ms`).join(', ')}; done (${options.page === 'job' ? 'first load' : 'markers shown'}): ${results.map((r) => r.done).join(', ')}\n`,
);
table('main thread by kind', (r) => r.groups);
table('stylesheet parse by file', (r) => r.stylesheets, 8);
table('script by chunk (samples)', (r) => r.chunks, 14);
