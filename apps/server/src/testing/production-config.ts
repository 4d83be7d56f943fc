import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../platform/config';

/**
 * Settings of a production demo as `loadConfig` parses them: NODE_ENV=production with ALLOW_DEMO_DEFAULTS=true, so
 * the development mail transport and the sandbox gateway are in force; mail and files go to fresh temp folders.
 */
export const productionDemoConfig = (env: NodeJS.ProcessEnv = {}): Config =>
  loadConfig({
    NODE_ENV: 'production',
    ALLOW_DEMO_DEFAULTS: 'true',
    PUBLIC_BASE_URL: 'https://demo.freight.example',
    BUSINESS_NUMBER: '123456789 RT0001',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    MAIL_DIR: mkdtempSync(path.join(tmpdir(), 'freight-mail-')),
    FILES_DIR: mkdtempSync(path.join(tmpdir(), 'freight-files-')),
    ...env,
  });
