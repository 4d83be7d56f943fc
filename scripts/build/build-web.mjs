// The web app: Vite's production build (vite.config.ts decides everything but where the files go).
import { createRequire } from 'node:module';
import path from 'node:path';
import { runTool } from './run-tool.mjs';

export const buildWeb = async (root, outDir) => {
  const webDir = path.join(root, 'apps/web');
  const viteDir = path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json'));
  await runTool(process.execPath, [path.join(viteDir, 'bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    // A production bundle whatever NODE_ENV the caller runs with (the fingerprint does not include it).
    env: { ...process.env, NODE_ENV: 'production' },
  });
};
