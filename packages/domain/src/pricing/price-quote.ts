import type { CountryCode } from '../geo/regions';
import {
  CLASS_RATES,
  LIMITS,
  LOWBOY_LINE_HAUL_PERCENT,
  LOWBOY_MAX_LOAD_HEIGHT_M,
  OVER_HEIGHT_FEE_CENTS,
  OVER_HEIGHT_LINE_HAUL_PERCENT,
  OVER_LENGTH_FEE_CENTS,
  OVER_LENGTH_LINE_HAUL_PERCENT,
  PLATFORM_FEE_PERCENT,
  SHORT_NOTICE_HOURS,
  SHORT_NOTICE_PERCENT,
  type SizeClass,
  STEP_DECK_MAX_LOAD_HEIGHT_M,
  WIDTH_BANDS,
} from './rates-table';
import { classifyLoad, type LoadMeasures } from './size-class';

export type QuoteInput = {
  /** Road distance in km, more than 0 (origin and destination differ). */
  distanceKm: number;
  /** Driving time in seconds, as the routing service estimates it. */
  durationS: number;
  load: LoadMeasures;
  /** null: the place is outside Canada and the United States. */
  originCountry: CountryCode | null;
  destinationCountry: CountryCode | null;
  /** When the load is ready for pickup; null when the shipper has not said. */
  readyAt: Date | null;
  now: Date;
};

export const QUOTE_LINE_CODES = [
  'line_haul',
  'loading',
  'unloading',
  'oversize_width',
  'escort',
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

export const QUOTE_REASONS = [
  'outside_service_area',
  'cross_border',
  'too_far',
  'too_wide',
  'too_tall',
  'too_long',
  'too_heavy',
] as const;
export type QuoteReason = (typeof QUOTE_REASONS)[number];

/** Spec section 4: a rate, a pending quote that needs bids, or no quote (call the office). */
export type QuoteOutcome =
  | {
      outcome: 'rate';
      sizeClass: SizeClass;
      /** What the driver earns, in CAD cents (whole dollars). */
      transportRateCents: number;
      /** What the shipper pays: the transport rate plus the platform fee, in CAD cents. */
      shipperRateCents: number;
      /** Every line adds up to the shipper rate. */
      lines: QuoteLine[];
    }
  | { outcome: 'pending'; reasons: QuoteReason[] }
  | { outcome: 'no_quote'; reasons: QuoteReason[] };

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** The sum of each distance band's marginal rate: the price per km falls with distance but never to nothing. */
export const lineHaulCents = (sizeClass: SizeClass, distanceKm: number): number => {
  let total = 0;
  let fromKm = 0;
  for (const band of CLASS_RATES[sizeClass].bands) {
    const km = Math.min(distanceKm, band.untilKm) - fromKm;
    if (km <= 0) break;
    total += km * band.centsPerKm;
    fromKm = band.untilKm;
  }
  return Math.round(total);
};

const reasonsBeyond = (limits: (typeof LIMITS)['pending' | 'noQuote'], input: QuoteInput): QuoteReason[] => {
  const { load } = input;
  const reasons: QuoteReason[] = [];
  if ('distanceKm' in limits && input.distanceKm > limits.distanceKm) reasons.push('too_far');
  if (load.widthM > limits.widthM) reasons.push('too_wide');
  if (load.heightM > limits.loadHeightM) reasons.push('too_tall');
  if (load.lengthM > limits.lengthM) reasons.push('too_long');
  if (load.weightKg > limits.weightKg) reasons.push('too_heavy');
  return reasons;
};

const oversizeLines = (input: QuoteInput, lineHaul: number): QuoteLine[] => {
  const { load, distanceKm } = input;
  const lines: QuoteLine[] = [];
  const widthBand = WIDTH_BANDS.findLast((band) => load.widthM > band.overM);
  if (widthBand) {
    lines.push({
      code: 'oversize_width',
      amountCents: widthBand.feeCents + percentOf(lineHaul, widthBand.lineHaulPercent),
    });
    if (widthBand.escortCentsPerKm > 0) {
      lines.push({ code: 'escort', amountCents: Math.round(distanceKm * widthBand.escortCentsPerKm) });
    }
  }
  if (load.heightM > LOWBOY_MAX_LOAD_HEIGHT_M) {
    lines.push({
      code: 'over_height',
      amountCents: OVER_HEIGHT_FEE_CENTS + percentOf(lineHaul, OVER_HEIGHT_LINE_HAUL_PERCENT),
    });
  } else if (load.heightM > STEP_DECK_MAX_LOAD_HEIGHT_M) {
    lines.push({ code: 'lowboy', amountCents: percentOf(lineHaul, LOWBOY_LINE_HAUL_PERCENT) });
  }
  if (load.lengthM > CLASS_RATES.heavy.maxLengthM) {
    lines.push({
      code: 'over_length',
      amountCents: OVER_LENGTH_FEE_CENTS + percentOf(lineHaul, OVER_LENGTH_LINE_HAUL_PERCENT),
    });
  }
  return lines;
};

const isShortNotice = ({ readyAt, now }: QuoteInput) =>
  readyAt !== null && readyAt.getTime() - now.getTime() < SHORT_NOTICE_HOURS * 3_600_000;

const priceLoad = (input: QuoteInput, sizeClass: SizeClass): QuoteOutcome => {
  const rates = CLASS_RATES[sizeClass];
  const lineHaul = lineHaulCents(sizeClass, input.distanceKm);
  const handling = Math.round(rates.handlingCentsPerHour * rates.handlingHours);
  const lines: QuoteLine[] = [
    { code: 'line_haul', amountCents: lineHaul },
    { code: 'loading', amountCents: handling },
    { code: 'unloading', amountCents: handling },
    ...oversizeLines(input, lineHaul),
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (isShortNotice(input))
    lines.push({ code: 'short_notice', amountCents: percentOf(subtotal, SHORT_NOTICE_PERCENT) });
  const exact = lines.reduce((sum, line) => sum + line.amountCents, 0);
  // Whole dollars for the driver; the rounding goes into the line haul so the lines still add up.
  const transportRateCents = Math.ceil(exact / 100) * 100;
  lines[0] = { code: 'line_haul', amountCents: lineHaul + (transportRateCents - exact) };
  const platformFee = percentOf(transportRateCents, PLATFORM_FEE_PERCENT);
  lines.push({ code: 'platform_fee', amountCents: platformFee });
  return { outcome: 'rate', sizeClass, transportRateCents, shipperRateCents: transportRateCents + platformFee, lines };
};

/**
 * The instant quote (spec section 4) for a load in metres and kilograms over a road distance in km, in CAD cents.
 * Never throws for measures of 0 or more and a distance above 0; every such input gets exactly one outcome.
 */
export const priceQuote = (input: QuoteInput): QuoteOutcome => {
  if (input.originCountry === null || input.destinationCountry === null) {
    return { outcome: 'no_quote', reasons: ['outside_service_area'] };
  }
  const beyondAll = reasonsBeyond(LIMITS.noQuote, input);
  if (beyondAll.length > 0) return { outcome: 'no_quote', reasons: beyondAll };
  const needsBids = reasonsBeyond(LIMITS.pending, input);
  if (input.originCountry !== input.destinationCountry) needsBids.unshift('cross_border');
  // The pending limits are the largest class's, so a load no class carries always has a reason here.
  const sizeClass = classifyLoad(input.load);
  if (needsBids.length > 0 || sizeClass === null) return { outcome: 'pending', reasons: needsBids };
  return priceLoad(input, sizeClass);
};
