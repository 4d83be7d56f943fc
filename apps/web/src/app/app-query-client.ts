import { createQueryClient } from '../shared/api/query-client';

/** The app's one query cache: its providers give it to the pages, and its start fills it first (address-data.ts). */
export const appQueryClient = createQueryClient();
