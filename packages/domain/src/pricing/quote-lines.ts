/**
 * The codes a quote is made of: its lines, the reasons a load gets no instant price, and the notes of what the shipper
 * must provide. Each is translated in the web's locales by code (quote.lines.*, quote.reasons.*, quote.notes.*).
 */
export const QUOTE_LINE_CODES = [
  'line_haul',
  'loading',
  'unloading',
  /** A heavy-duty or dual-rear-wheel pickup takes more of a car carrier's deck. */
  'heavy_duty_vehicle',
  /** A combine's header follows on its own cart. */
  'header_cart',
  /** Oversize permits, one per province or state on the way. */
  'oversize_permit',
  'escort',
  /** Customs broker's entry and a single-entry bond for a load crossing the Canada-US border. */
  'customs_broker',
  /** Lines of quotes made before the truck type was chosen from the load (kept so stored quotes still add up). */
  'oversize_width',
  'lowboy',
  'over_height',
  'over_length',
  'short_notice',
  'boost',
  /** What the driver asked in the offer the shipper accepted; it replaces the priced lines. */
  'accepted_bid',
  'platform_fee',
] as const;
export type QuoteLineCode = (typeof QUOTE_LINE_CODES)[number];
export type QuoteLine = { code: QuoteLineCode; amountCents: number };

/** One reason per refusal; a load gets every reason that applies. */
export const QUOTE_REASONS = [
  'outside_service_area',
  /** Kept for quotes made before cross-border loads were priced. */
  'cross_border',
  'too_far',
  'too_wide',
  'too_tall',
  'too_long',
  'too_heavy',
] as const;
export type QuoteReason = (typeof QUOTE_REASONS)[number];

/** What the shipper must have ready for the border: always a bill of sale; a US export filing for vehicles. */
export const QUOTE_NOTES = ['bill_of_sale', 'us_vehicle_export'] as const;
export type QuoteNote = (typeof QUOTE_NOTES)[number];
