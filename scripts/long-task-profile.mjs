// What ran inside each long task of a Chromium trace (`long-tasks.mjs --profile`): the trace's main-thread tasks
// (`RunTask` over 50 ms) and the V8 sampling profiler's samples recorded with them, the samples attributed to the task
// they fall in. For each task: the functions with the most samples on the stack (inclusive) and at its top (self).
// Times are the trace's own (microseconds of the machine's clock, the CPU slowdown included).

/** The trace categories `browser.startTracing` needs for tasks and CPU samples. */
export const PROFILE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
];

const LONG_TASK_US = 50_000;

const BROWSER_WORK = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'MajorGC',
  'MinorGC',
  'HitTest',
]);

/** The page's main thread: the renderer's that parsed a document of `origin` (Chromium's own pages have theirs). */
const mainThreads = (events, origin) => {
  const renderers = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const pages = events
    .filter((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(origin))
    .map((event) => `${event.pid}:${event.tid}`);
  return new Set(pages.filter((thread) => renderers.has(thread)));
};

const frameName = ({ functionName, url, lineNumber }) => {
  const file = url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
};

/**
 * Every CPU sample the trace holds for the processes `pids`: its time, its weight (the time to the next sample, at most
 * 10 ms) and its stack of call frames, innermost first. main-thread-attribution.mjs reads them too.
 */
export const profileSamples = (events, pids) => {
  const profiles = new Map();
  for (const event of events) {
    if (!pids.has(String(event.pid))) continue;
    if (event.name === 'Profile')
      profiles.set(event.id, { time: event.args.data.startTime, nodes: new Map(), list: [] });
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    const chunk = event.args.data.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) profile.nodes.set(node.id, node);
    const deltas = event.args.data.timeDeltas ?? [];
    for (const [index, nodeId] of (chunk.samples ?? []).entries()) {
      profile.time += deltas[index] ?? 0;
      profile.list.push({ time: profile.time, nodeId });
    }
  }
  const samples = [];
  for (const profile of profiles.values()) {
    for (const node of profile.nodes.values()) {
      for (const child of node.children ?? []) profile.nodes.get(child).parent ??= node.id;
    }
    const sorted = profile.list.sort((a, b) => a.time - b.time);
    for (const [index, sample] of sorted.entries()) {
      const frames = [];
      for (let node = profile.nodes.get(sample.nodeId); node; node = profile.nodes.get(node.parent)) {
        frames.push(node.callFrame);
      }
      const next = sorted[index + 1]?.time ?? sample.time;
      samples.push({ time: sample.time, weight: Math.min(next - sample.time, 10_000), frames });
    }
  }
  return samples;
};

/** The samples of the page's main threads, each stack as frame names (innermost first). */
const samplesOf = (events, threads) =>
  profileSamples(events, new Set([...threads].map((thread) => thread.split(':')[0]))).map(
    ({ time, weight, frames }) => ({ time, weight, stack: frames.map(frameName) }),
  );

const top = (weights, count) =>
  [...weights.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${(us / 1000).toFixed(0)} ms ${name}`);

/** The long tasks of the page's main thread, longest first, each with where its time went. */
export const summariseLongTasks = (trace, { origin, count = 8, frames = 12 }) => {
  const events = trace.traceEvents ?? trace;
  const threads = mainThreads(events, origin);
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > LONG_TASK_US && threads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => b.dur - a.dur);
  const start = Math.min(...events.filter((e) => threads.has(`${e.pid}:${e.tid}`) && e.ts > 0).map((e) => e.ts));
  const samples = samplesOf(events, threads);
  const traced = events.filter((e) => e.ph === 'X' && e.name !== 'RunTask' && threads.has(`${e.pid}:${e.tid}`));
  return tasks.slice(0, count).map((task) => {
    const inclusive = new Map();
    const self = new Map();
    for (const sample of samples) {
      if (sample.time < task.ts || sample.time > task.ts + task.dur || sample.stack.length === 0) continue;
      self.set(sample.stack[0], (self.get(sample.stack[0]) ?? 0) + sample.weight);
      for (const name of new Set(sample.stack)) inclusive.set(name, (inclusive.get(name) ?? 0) + sample.weight);
    }
    // The browser's own work in the task (style, layout, paint, parsing, timers) next to the script's samples.
    const work = new Map();
    for (const e of traced) {
      if (e.ts < task.ts || e.ts > task.ts + task.dur || !BROWSER_WORK.has(e.name)) continue;
      work.set(e.name, (work.get(e.name) ?? 0) + e.dur);
    }
    return {
      work: top(work, frames),
      startMs: Math.round((task.ts - start) / 1000),
      durationMs: Math.round(task.dur / 1000),
      inclusive: top(inclusive, frames),
      self: top(self, frames),
    };
  });
};
