export const TEMPLATE_PREFIX = 'freight_tpl_';
export const TEST_DB_PREFIX = 'freight_t_';

/** The same server and credentials as `serverUrl`, on another database. */
export const databaseUrlFor = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
