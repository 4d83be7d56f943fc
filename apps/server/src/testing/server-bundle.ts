import { inject } from 'vitest';

/**
 * The command that starts a real server process in a test: Node itself on the compiled bundle the run's global setup
 * brought up to date (`global-setup.ts`), as production runs it. Not `node --import tsx src/server.ts`: tsx compiles
 * the app's source on every start, about 4 of a start's 12 CPU seconds. Node itself, not a wrapper command, so a
 * signal a test sends reaches the server.
 */
export const serverCommand = (): [string, string[]] => [process.execPath, [inject('serverBundlePath')]];
