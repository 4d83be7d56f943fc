import { cadValueOf, type TrackerEvent } from './tracker-events';
import type { TrackerKind, TrackerToLoad } from './trackers';

/**
 * The three vendor adapters of spec 9: a social-media ad pixel (Meta), search-engine web analytics (Google
 * Analytics 4) and UX recording (Hotjar). Each adds its vendor's script tag only when `loadTracker` is called, which
 * happens only for configured trackers after consent (see trackers.ts); until then the vendor globals do not exist
 * and the forwarding below does nothing.
 */
type Queue = ((...args: unknown[]) => void) & { q?: unknown[][]; queue?: unknown[][] };

type VendorWindow = Window & {
  fbq?: Queue & { callMethod?: unknown; loaded?: boolean; version?: string; push?: unknown };
  _fbq?: unknown;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  hj?: Queue;
  _hjSettings?: { hjid: number; hjsv: number };
};

const vendorWindow = () => window as VendorWindow;
const loaded = new Set<TrackerKind>();

const addScript = (src: string, kind: TrackerKind) => {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.tracker = kind;
  document.head.append(script);
};

const queueFunction = (): Queue => {
  const queue: Queue = (...args: unknown[]) => {
    queue.q = [...(queue.q ?? []), args];
  };
  return queue;
};

const loaders: Record<TrackerKind, (id: string) => void> = {
  adPixel: (id) => {
    const w = vendorWindow();
    // The pixel's own bootstrap: calls made before the script arrives wait in `queue`.
    const fbq = ((...args: unknown[]) => {
      fbq.queue = [...(fbq.queue ?? []), args];
    }) as NonNullable<VendorWindow['fbq']>;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    w.fbq = fbq;
    w._fbq = fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js', 'adPixel');
    fbq('init', id);
  },
  webAnalytics: (id) => {
    const w = vendorWindow();
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself, not an array made from it.
      // biome-ignore lint/complexity/noArguments: the vendor's documented contract
      w.dataLayer?.push(arguments);
    };
    w.gtag('js', new Date());
    // Page views are sent by `trackPageView` on each route change; addresses never carry query strings.
    w.gtag('config', id, { send_page_view: false, anonymize_ip: true });
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`, 'webAnalytics');
  },
  uxRecording: (id) => {
    const w = vendorWindow();
    w.hj = w.hj ?? queueFunction();
    w._hjSettings = { hjid: Number(id), hjsv: 6 };
    addScript(`https://static.hotjar.com/c/hotjar-${encodeURIComponent(id)}.js?sv=6`, 'uxRecording');
  },
};

/** Adds one vendor's script, once per page. */
export const loadTracker = ({ kind, id }: TrackerToLoad): void => {
  if (loaded.has(kind)) return;
  loaded.add(kind);
  loaders[kind](id);
};

const GA4_EVENT_NAMES = { AddToCart: 'add_to_cart', Purchase: 'purchase', Lead: 'generate_lead' } as const;

/** Passes one of our moments to whichever trackers are on the page (none before consent). */
export const forwardToTrackers = (event: TrackerEvent): void => {
  const w = vendorWindow();
  const value = event.name === 'Lead' ? undefined : cadValueOf(event.value);
  const money = value === undefined ? {} : { value, currency: 'CAD' };
  if (loaded.has('adPixel')) {
    w.fbq?.('track', event.name, event.name === 'Lead' ? {} : { ...money, content_ids: [event.haulId] });
  }
  if (loaded.has('webAnalytics')) {
    w.gtag?.(
      'event',
      GA4_EVENT_NAMES[event.name],
      event.name === 'Purchase' ? { ...money, transaction_id: event.haulId } : money,
    );
  }
  if (loaded.has('uxRecording')) w.hj?.('event', event.name);
};

/** A route change, as a path without its query (which may hold codes). */
export const trackPageView = (path: string): void => {
  const w = vendorWindow();
  if (loaded.has('adPixel')) w.fbq?.('track', 'PageView');
  if (loaded.has('webAnalytics'))
    w.gtag?.('event', 'page_view', { page_path: path, page_location: `${location.origin}${path}` });
};
