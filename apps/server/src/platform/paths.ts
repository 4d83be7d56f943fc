import { fileURLToPath } from 'node:url';

/** The repository root, so relative settings (var/data, apps/web/dist) mean the same from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export const SERVER_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations', import.meta.url));
