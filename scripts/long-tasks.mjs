// `node scripts/long-tasks.mjs [--base http://127.0.0.1:3000] [--runs 3] [--page /search-jobs] [--visitor]`: the longest
// tasks on the main thread while a page opens as the approved demo driver (or, with --visitor, as a first-time visitor
// with no account), on a phone: Debian's Chromium at 390x844 with the
// CPU slowed 4x (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile run). Issue 22 asks the job search's
// longest task to stay under 200 ms. Needs a running server with the demo data (`npm run seed:demo`, then
// `npm start`); see docs/performance/long-tasks.md.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { DEMO_DRIVER_OPTIONS, logInDemoDriver } from './demo-driver.mjs';
import { PROFILE_CATEGORIES, summariseLongTasks } from './long-task-profile.mjs';
import { describeCommits, observeReactCommits } from './react-commits.mjs';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    page: { type: 'string', default: '/search-jobs' },
    runs: { type: 'string', default: '3' },
    ...DEMO_DRIVER_OPTIONS,
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    // How long to keep watching once the map shows its markers (they come last, once the browser is idle).
    settle: { type: 'string', default: '3000' },
    // A first-time visitor: no login, and the page is done at the app's `first-load-done` mark (no map markers).
    visitor: { type: 'boolean', default: false },
    // Also list React's commits of each run: when, how many components rendered, the outermost of them.
    commits: { type: 'boolean', default: false },
    // A file to keep the first run's Chromium trace in (CPU samples included), and print what ran in each long task.
    profile: { type: 'string' },
  },
});

const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };

/** Installed before any of the page's scripts: every task over 50 ms from the very start (`buffered`). */
const observeLongTasks = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }
  }).observe({ type: 'longtask', buffered: true });
};

/** One cold visit (a fresh browser profile): the page's long tasks, longest first. */
const measure = async (browser, key, isProfiled) => {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observeLongTasks);
    if (options.commits) await page.addInitScript(observeReactCommits);
    if (isProfiled) await browser.startTracing(page, { categories: PROFILE_CATEGORIES });
    // The app keeps a key given as ?token= and takes it out of the address, so the cold browser is the driver.
    const separator = options.page.includes('?') ? '&' : '?';
    const address = key ? `${options.page}${separator}token=${key}` : options.page;
    await page.goto(new URL(address, options.base).href, { waitUntil: 'load' });
    // The driver's page is done when its map has markers (a page with no loads would wait the whole minute, and say
    // so); the visitor's when the app marks its first load over (shared/ui/when-idle.ts).
    const isDone = await (key
      ? page.locator('.leaflet-marker-icon').first().waitFor({ timeout: 60_000 })
      : page.waitForFunction(() => performance.getEntriesByName('first-load-done').length > 0, null, {
          timeout: 60_000,
        })
    ).then(
      () => true,
      () => false,
    );
    await page.waitForTimeout(Number(options.settle));
    const markers = key && isDone ? await page.locator('.leaflet-marker-icon').count() : 0;
    const tasks = await page.evaluate(() => window.__longTasks);
    const commits = options.commits ? await page.evaluate(() => window.__reactCommits) : [];
    const trace = isProfiled ? await browser.stopTracing() : null;
    return { tasks: tasks.sort((a, b) => b.duration - a.duration), markers, isDone, commits, trace };
  } finally {
    await context.close();
  }
};

const key = options.visitor ? null : await logInDemoDriver(options);
const browser = await chromium.launch({
  executablePath: options.chrome,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const before = loadavg()[0];
const runs = [];
try {
  for (let run = 0; run < Number(options.runs); run += 1) {
    runs.push(await measure(browser, key, Boolean(options.profile) && run === 0));
  }
} finally {
  await browser.close();
}
const after = loadavg()[0];

console.log(
  `${options.page} as ${options.visitor ? 'a visitor' : options.driver}, ${PHONE.width}x${PHONE.height}, CPU ${CPU_SLOWDOWN}x slower`,
);
console.log(`load average (1 min) ${before.toFixed(2)} before, ${after.toFixed(2)} after\n`);
const doneColumn = options.visitor ? 'first load done' : 'markers on the map';
console.log(`| run | longest task | next longest | tasks over 50 ms | total over 50 ms | ${doneColumn} | all tasks |`);
console.log('|---|---|---|---|---|---|---|');
for (const [index, { tasks, markers, isDone }] of runs.entries()) {
  const total = tasks.reduce((sum, task) => sum + task.duration, 0);
  const [first, second] = tasks;
  const at = (task) => (task ? `${task.duration} ms (at ${task.start} ms)` : '-');
  const done = options.visitor ? (isDone ? 'yes' : 'no') : markers;
  const all = tasks.map((task) => task.duration).join(', ');
  console.log(`| ${index + 1} | ${at(first)} | ${at(second)} | ${tasks.length} | ${total} ms | ${done} | ${all} |`);
}
if (options.commits) {
  for (const [index, { commits }] of runs.entries()) {
    console.log(`\nrun ${index + 1}: ${commits.length} React commits\n  ${describeCommits(commits).join('\n  ')}`);
  }
}
const longest = runs.map(({ tasks }) => tasks[0]?.duration ?? 0).sort((a, b) => a - b);
console.log(`\nlongest task, median of ${runs.length}: ${longest[Math.floor(longest.length / 2)]} ms`);

if (options.profile) {
  const { trace } = runs[0];
  writeFileSync(options.profile, trace);
  console.log(`\nrun 1's trace in ${options.profile} (open it in Chromium's Performance panel); its long tasks:`);
  for (const task of summariseLongTasks(JSON.parse(trace.toString()), { origin: new URL(options.base).origin })) {
    console.log(
      `\n## ${task.durationMs} ms at ${task.startMs} ms\nbrowser work (nested events overlap):\n  ${task.work.join('\n  ')}`,
    );
    console.log(`inclusive:\n  ${task.inclusive.join('\n  ')}`);
    console.log(`self:\n  ${task.self.join('\n  ')}`);
  }
}
