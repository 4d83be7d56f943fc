import { z } from 'zod';

export const HealthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof HealthSchema>;

export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/**
 * One office number. `kind` lets each client name it in the reader's language ("Toll free", "Saskatoon office"):
 * `office` carries the town in `place`; `named` is the operator's own wording, shown as written. `label` is the
 * English name, for clients that do not translate.
 */
export const OfficePhoneSchema = z.object({
  label: z.string(),
  number: z.string(),
  kind: z.enum(['toll_free', 'office', 'named']),
  place: z.string().optional(),
});
export type OfficePhone = z.infer<typeof OfficePhoneSchema>;

/**
 * Where the web map loads its tiles: XYZ URL templates (`https://tile.example/{z}/{x}/{y}.png`) and the credit the
 * provider asks for. Null means not configured; with no street layer the map draws its offline outline basemap.
 */
export const MapTilesSchema = z.object({
  street: z.string().nullable(),
  satellite: z.string().nullable(),
  attribution: z.string().nullable(),
});
export type MapTiles = z.infer<typeof MapTilesSchema>;

/**
 * Third-party trackers (spec 9: a social-media pixel, search-engine analytics, UX recording). Null means off; the web
 * loads a configured one only after the visitor consents (docs/decisions/010-referrals.md).
 */
export const AnalyticsConfigSchema = z.object({
  /** Meta pixel id (digits): AddToCart, Purchase and Lead with CAD values. */
  metaPixelId: z.string().nullable(),
  /** Google Analytics 4 measurement id (`G-...`). */
  ga4MeasurementId: z.string().nullable(),
  /** Hotjar site id (digits): UX recording. */
  hotjarSiteId: z.string().nullable(),
});
export type AnalyticsConfig = z.infer<typeof AnalyticsConfigSchema>;

/** Settings the web app may know: nothing secret ever goes here. */
export const PublicConfigSchema = z.object({
  officePhones: z.array(OfficePhoneSchema),
  mapTiles: MapTilesSchema,
  analytics: AnalyticsConfigSchema,
  /** Whether an SMS provider is configured; without one no text is sent, so the web offers no text opt-in. */
  isSmsAvailable: z.boolean(),
  /** The VAPID public key (base64url, RFC 8292) a browser subscribes to this server's Web Push with. */
  vapidPublicKey: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
