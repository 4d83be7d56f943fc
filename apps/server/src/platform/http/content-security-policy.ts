import type { Config } from '../config';

export type CspDirectives = Record<string, string[]>;

type Sources = { script: string[]; connect: string[]; img: string[]; font: string[]; style: string[]; frame: string[] };

const none = (): Sources => ({ script: [], connect: [], img: [], font: [], style: [], frame: [] });

/**
 * What each tracker's script loads and calls, as its vendor documents for a CSP (Meta pixel, Google Analytics 4
 * "Content Security Policy" guide, Hotjar "Content Security Policy" help page). Only configured trackers are allowed.
 */
const TRACKER_SOURCES: Record<keyof Config['analytics'], Partial<Sources>> = {
  metaPixelId: {
    script: ['https://connect.facebook.net'],
    connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  },
  ga4MeasurementId: {
    script: ['https://*.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  hotjarSiteId: {
    script: ['https://*.hotjar.com'],
    connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    img: ['https://*.hotjar.com'],
    font: ['https://*.hotjar.com'],
    style: ['https://*.hotjar.com'],
    frame: ['https://*.hotjar.com'],
  },
};

/**
 * The source a tile URL template loads from: `https://{s}.tile.example/{z}/{x}/{y}.png` -> `https://*.tile.example`.
 * A placeholder anywhere else in the host cannot be written in a CSP, so the scheme alone is allowed then.
 */
export const tileSourceOf = (template: string): string => {
  const match = /^(https?):\/\/([^/?#]+)/.exec(template);
  if (!match) return "'none'";
  const [, scheme, host = ''] = match;
  const labels = host.split('.');
  const [first = '', ...rest] = labels;
  const firstIsPlaceholder = /^\{[a-z]+\}$/.test(first);
  if (rest.some((label) => label.includes('{')) || (first.includes('{') && !firstIsPlaceholder)) return `${scheme}:`;
  return `${scheme}://${firstIsPlaceholder ? ['*', ...rest].join('.') : host}`;
};

/** The page's own WebSocket (`/api/ws`): `self` covers it in current browsers, the explicit origin in older ones. */
const webSocketOrigin = (publicBaseUrl: string) => {
  const url = new URL(publicBaseUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
};

const unique = (values: string[]) => [...new Set(values)];

/**
 * The app's Content-Security-Policy. Scripts come only from this origin (index.html has no inline script; the boot
 * check is /boot.js) and from the trackers configured. Styles allow 'unsafe-inline' because Mantine and Leaflet set
 * style attributes and Mantine injects <style> tags at run time; scripts never do.
 */
export const cspDirectives = (config: Pick<Config, 'analytics' | 'mapTiles' | 'publicBaseUrl'>): CspDirectives => {
  const extra = none();
  for (const [tracker, id] of Object.entries(config.analytics) as [keyof Config['analytics'], string | null][]) {
    if (!id) continue;
    for (const [kind, sources] of Object.entries(TRACKER_SOURCES[tracker]) as [keyof Sources, string[]][]) {
      extra[kind].push(...sources);
    }
  }
  const tiles = [config.mapTiles.street, config.mapTiles.satellite].flatMap((template) =>
    template ? [tileSourceOf(template)] : [],
  );
  const isHttps = config.publicBaseUrl.startsWith('https:');
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...extra.script]),
    'style-src': unique(["'self'", "'unsafe-inline'", ...extra.style]),
    'img-src': unique(["'self'", 'data:', 'blob:', ...tiles, ...extra.img]),
    'font-src': unique(["'self'", 'data:', ...extra.font]),
    'connect-src': unique(["'self'", webSocketOrigin(config.publicBaseUrl), ...extra.connect]),
    'frame-src': extra.frame.length ? unique(extra.frame) : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'script-src-attr': ["'none'"],
  };
  // Only where the site is served over HTTPS: on plain http (a LAN demo) it would break every subresource.
  if (isHttps) directives['upgrade-insecure-requests'] = [];
  return directives;
};
