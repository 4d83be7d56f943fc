import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { expect, it, vi } from 'vitest';

// public/signed-in-start.js is ES5 that runs before the app. Once it has asked for the page's own files, it makes the
// page's first date formatter: the browser loads its locale data then, while the files download, instead of inside
// the page's first render (docs/performance/long-tasks.md).
const SCRIPT = readFileSync(new URL('../../public/signed-in-start.js', import.meta.url), 'utf8');

const PAGE_FILES = Array.from({ length: 19 }, (_, index) => `assets/part-${index}.js`);

/** Runs the script on a load's page whose build named PAGE_FILES, boot.js having added the entry already. */
const startOnJobPage = ({ hasIntl = true } = {}) => {
  const events: string[] = [];
  const timers: (() => void)[] = [];
  const DateTimeFormat = vi.fn(function DateTimeFormat() {
    events.push('formatter');
    return { format: () => '' };
  });
  const page: Record<string, unknown> = {
    fetch: () => new Promise(() => {}),
    location: { pathname: '/job/01a2', search: '' },
    localStorage: { getItem: () => 'k1' },
    document: {
      readyState: 'complete',
      querySelector: (selector: string) =>
        selector === 'meta[name="page-chunks"]'
          ? { getAttribute: () => `/search-jobs a.js|/job/ ${PAGE_FILES.join(' ')}` }
          : null,
    },
    setTimeout: (run: () => void) => timers.push(run),
    __bootAddAfterEntry: (_tag: string, attributes: { href: string }) => events.push(attributes.href),
    // A context's own Intl is set aside either way: the spy, or none at all (an old browser).
    Intl: hasIntl ? { DateTimeFormat } : undefined,
  };
  page.window = page;
  runInNewContext(SCRIPT, page);
  /** Runs the queued tasks one at a time, as the browser would, noting where each task ends. */
  const runTasks = () => {
    while (timers.length > 0) {
      timers.shift()?.();
      events.push('|');
    }
  };
  return { events, runTasks, DateTimeFormat };
};

it('makes one date formatter, in a task of its own after every file of the page was asked for', () => {
  const { events, runTasks, DateTimeFormat } = startOnJobPage();
  expect(events).toEqual([]);
  runTasks();
  expect(DateTimeFormat).toHaveBeenCalledOnce();
  const tasks = events.join(' ').split(' | ');
  expect(tasks.at(-1)).toBe('formatter |');
  expect(tasks.slice(0, -1).join(' ').split(' ')).toEqual(PAGE_FILES.map((file) => `/${file}`));
});

it('starts in a browser without Intl all the same', () => {
  const { events, runTasks } = startOnJobPage({ hasIntl: false });
  expect(runTasks).not.toThrow();
  expect(events.filter((event) => event !== '|')).toEqual(PAGE_FILES.map((file) => `/${file}`));
});
