import { existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildToolMissing, buildTargets, staleTargets } from '../../../scripts/build/build-targets.mjs';
import { publishBuild } from '../../../scripts/build/publish.mjs';
import { fingerprint, TARGETS } from '../../../scripts/build/targets.mjs';

// The build logic of `npm start` and `npm run build` (scripts/build) on a small repository laid out like this one.
let root: string;

const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

type Name = keyof typeof TARGETS;

/** Publishes a build of the current source whose output is only its entry file and the given assets. */
const publishFake = (name: Name, assets: string[] = []) => {
  const target = TARGETS[name];
  return publishBuild({
    root,
    target,
    print: fingerprint(root, target),
    build: async (outDir: string) => {
      mkdirSync(path.join(outDir, 'assets'), { recursive: true });
      writeFileSync(path.join(outDir, target.entry), 'built');
      for (const asset of assets) writeFileSync(path.join(outDir, 'assets', asset), asset);
    },
  });
};

const stale = () => staleTargets(root, ['server', 'web']);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'freight-build-'));
  write('package-lock.json', '{}');
  write('packages/domain/src/index.ts', 'export const a = 1;');
  write('apps/server/src/server.ts', 'console.log(1);');
  write('apps/server/src/server.test.ts', 'test');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/src/main.tsx', 'render();');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build freshness', () => {
  it('builds what was never built, then nothing until the source changes', async () => {
    expect(stale()).toEqual(['server', 'web']);
    await publishFake('server');
    await publishFake('web');
    expect(stale()).toEqual([]);
  });

  it('rebuilds both outputs after a change in packages/domain, and only the web app after a web change', async () => {
    await publishFake('server');
    await publishFake('web');
    write('packages/domain/src/index.ts', 'export const a = 2;');
    expect(stale()).toEqual(['server', 'web']);
    await publishFake('server');
    await publishFake('web');
    write('apps/web/src/main.tsx', 'render(again);');
    expect(stale()).toEqual(['web']);
  });

  it('stays fresh when only a test changes, and goes stale when a file is added', async () => {
    await publishFake('server');
    write('apps/server/src/server.test.ts', 'another test');
    expect(staleTargets(root, ['server'])).toEqual([]);
    write('apps/server/src/new-module.ts', 'export {};');
    expect(staleTargets(root, ['server'])).toEqual(['server']);
  });

  it('says what to run instead when a build is stale and the build tools are not installed', async () => {
    const building = buildTargets(root, ['server', 'web'], () => {});
    await expect(building).rejects.toBeInstanceOf(BuildToolMissing);
    await expect(building).rejects.toThrow(
      /apps\/server\/dist and apps\/web\/dist: .*esbuild and vite.*npm run build/s,
    );
  });
});

describe('publishing a build', () => {
  const dist = () => path.join(root, 'apps/web/dist');
  const assets = () => readdirSync(path.join(dist(), 'assets')).sort();

  it('points dist at the new build by replacing the link, replacing a plain dist folder once', async () => {
    write('apps/web/dist/index.html', 'a vite build run by hand');
    await publishFake('web');
    expect(readlinkSync(dist())).toBe(path.join('.builds', fingerprint(root, TARGETS.web)));
    expect(readdirSync(path.join(root, 'apps/web/.builds')).some((name) => name.startsWith('unversioned'))).toBe(false);
  });

  it('keeps the previous build’s assets one build longer, for tabs still open on it', async () => {
    await publishFake('web', ['main-1.js', 'lazy-1.js']);
    write('apps/web/src/main.tsx', 'render(2);');
    await publishFake('web', ['main-2.js', 'lazy-1.js']);
    expect(assets()).toEqual(['lazy-1.js', 'main-1.js', 'main-2.js']);
    write('apps/web/src/main.tsx', 'render(3);');
    await publishFake('web', ['main-3.js']);
    expect(assets()).toEqual(['lazy-1.js', 'main-2.js', 'main-3.js']);
    // The build two generations back is gone; the one before stays for servers that started from it.
    expect(readdirSync(path.join(root, 'apps/web/.builds')).filter((name) => !name.includes('.'))).toHaveLength(2);
    expect(existsSync(path.join(dist(), 'index.html'))).toBe(true);
  });
});
