import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

/** The store the configuration asks for: local disk under FILES_DIR unless FILES_STORAGE=s3. */
export const fileStorageFor = (
  config: Pick<Config, 'filesDir' | 'fileStorage'>,
  { log }: { log: { warn: (context: Record<string, unknown>, message: string) => void } },
): FileStorage => {
  const { fileStorage } = config;
  switch (fileStorage.kind) {
    case 'local':
      return createLocalDiskStorage({ rootDir: config.filesDir });
    case 's3':
      return createS3Storage({ ...fileStorage, warn: (context, message) => log.warn(context, message) });
    default:
      return fileStorage satisfies never;
  }
};
