import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every TypeScript file under `dir`, for the tests that read the code as written (who writes a haul's status, who
 * spells one). Migrations are SQL history, not code that runs against today's rules, so they are left out.
 */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
