import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export type WebDist = {
  dir: string;
  indexHtml: Buffer;
  script: Buffer;
  scriptPath: string;
  scriptBr: Buffer;
  scriptGz: Buffer;
};

/** Text long enough to be worth compressing (the build skips files under 1 KiB). */
const padding = (label: string) => `/* ${label} ${'lorem ipsum dolor sit amet '.repeat(80)} */`;

/**
 * A built web app as `vite build` leaves it: index.html and a hashed bundle, each with the .br and .gz copies the
 * build's precompress step writes beside it.
 */
export const makeWebDist = async (): Promise<WebDist> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dir, 'assets'));
  const scriptPath = '/assets/index-Ab12Cd34.js';
  const indexHtml = Buffer.from(
    // The build names the entry on boot.js's tag, which adds it after the first paint (apps/web/build).
    `<!doctype html><html><head><script src="/boot.js" data-entry="${scriptPath}"></script>` +
      `</head><body>the app<!-- ${padding('page')} --></body></html>`,
  );
  const script = Buffer.from(`console.log('the bundle');\n${padding('bundle')}\n`);
  const files: [string, Buffer][] = [
    ['index.html', indexHtml],
    [scriptPath.slice(1), script],
  ];
  for (const [name, content] of files) {
    const file = path.join(dir, name);
    await writeFile(file, content);
    await writeFile(`${file}.br`, brotliCompressSync(content));
    await writeFile(`${file}.gz`, gzipSync(content));
  }
  await writeFile(path.join(dir, 'boot.js'), "console.log('boot');\n");
  const scriptFile = path.join(dir, scriptPath);
  return {
    dir,
    indexHtml,
    script,
    scriptPath,
    scriptBr: await readFile(`${scriptFile}.br`),
    scriptGz: await readFile(`${scriptFile}.gz`),
  };
};
