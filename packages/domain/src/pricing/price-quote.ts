import type { CountryCode } from '../geo/regions';
import type { LoadType } from '../hauls/load-types';
import { borderNotes, CUSTOMS_BROKER_CENTS, isCrossBorder } from './cross-border';
import type { LineAmounts } from './line-amounts';
import type { LoadMeasures } from './load-measures';
import { routineLimitsFor, SUPERLOAD_LIMITS } from './permit-rules';
import type { QuoteLine, QuoteLineCode, QuoteNote, QuoteReason } from './quote-lines';
import {
  HEADER_CART_LENGTH_M,
  MAX_INSTANT_DISTANCE_KM,
  PLATFORM_FEE_PERCENT,
  SHORT_NOTICE_HOURS,
  SHORT_NOTICE_PERCENT,
  type SizeClass,
} from './rates-table';
import { priceTruck, towAwayLines } from './truck-choice';

export type QuoteInput = {
  /** Road distance in km, more than 0 (origin and destination differ). */
  distanceKm: number;
  /** Driving time in seconds, as the routing service estimates it. */
  durationS: number;
  load: LoadMeasures;
  loadType: LoadType;
  /** The spec catalogue's category when the load was picked from it (`fifth_wheel`, `combine` ...), else null. */
  category: string | null;
  /** Province or state codes of the two ends (`SK`, `AB`, `ND`), as far as they are known; some permit rules differ. */
  regions: readonly string[];
  /** null: the place is outside Canada and the United States. */
  originCountry: CountryCode | null;
  destinationCountry: CountryCode | null;
  /** When the load is ready for pickup; null when the shipper has not said. */
  readyAt: Date | null;
  now: Date;
};

/** Spec section 4: a rate, a pending quote that needs bids, or no quote (call the office). */
export type QuoteOutcome =
  | {
      outcome: 'rate';
      /** How the load moves: towed (tow_away), or on a car carrier, hotshot, flatbed/step deck or lowboy. */
      sizeClass: SizeClass;
      /** What the driver earns, in CAD cents (whole dollars). */
      transportRateCents: number;
      /** What the shipper pays: the transport rate plus the platform fee, in CAD cents. */
      shipperRateCents: number;
      /** Every line adds up to the shipper rate. */
      lines: QuoteLine[];
      /** What the shipper must provide for the border; empty within one country. */
      notes: QuoteNote[];
    }
  | { outcome: 'pending'; reasons: QuoteReason[] }
  | { outcome: 'no_quote'; reasons: QuoteReason[] };

/** The order lines are shown in; the rounding to whole dollars goes into the first. */
const LINE_ORDER: readonly QuoteLineCode[] = [
  'line_haul',
  'loading',
  'unloading',
  'heavy_duty_vehicle',
  'header_cart',
  'oversize_permit',
  'escort',
  'customs_broker',
];

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

type Limits = { widthM: number; loadHeightM: number; lengthM: number; weightKg: number };

const reasonsBeyond = (limits: Limits, load: LoadMeasures): QuoteReason[] => {
  const reasons: QuoteReason[] = [];
  if (load.widthM > limits.widthM) reasons.push('too_wide');
  if (load.heightM > limits.loadHeightM) reasons.push('too_tall');
  if (load.lengthM > limits.lengthM) reasons.push('too_long');
  if (load.weightKg > limits.weightKg) reasons.push('too_heavy');
  return reasons;
};

const isShortNotice = ({ readyAt, now }: QuoteInput) =>
  readyAt !== null && readyAt.getTime() - now.getTime() < SHORT_NOTICE_HOURS * 3_600_000;

/** Every line of the load's price before rounding, in exact CAD cents. */
const exactLines = (input: QuoteInput, truck: { sizeClass: SizeClass; lines: LineAmounts }): LineAmounts => {
  const { distanceKm } = input;
  const lines: LineAmounts = { ...truck.lines };
  if (input.category === 'combine') {
    const cart = towAwayLines(HEADER_CART_LENGTH_M, distanceKm);
    lines.header_cart = (cart.line_haul ?? 0) + (cart.loading ?? 0) + (cart.unloading ?? 0);
  }
  if (input.originCountry && input.destinationCountry && isCrossBorder(input.originCountry, input.destinationCountry)) {
    lines.customs_broker = CUSTOMS_BROKER_CENTS;
  }
  return lines;
};

/** Rounds each line, adds short notice, rounds the driver's rate up to whole dollars and adds the platform fee. */
const finishLines = (input: QuoteInput, exact: LineAmounts) => {
  const lines: QuoteLine[] = LINE_ORDER.flatMap((code) => {
    const amountCents = Math.round(exact[code] ?? 0);
    return amountCents > 0 || code === 'line_haul' ? [{ code, amountCents }] : [];
  });
  const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (isShortNotice(input))
    lines.push({ code: 'short_notice', amountCents: percentOf(subtotal, SHORT_NOTICE_PERCENT) });
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  // Whole dollars for the driver; the rounding goes into the line haul so the lines still add up.
  const transportRateCents = Math.ceil(sum / 100) * 100;
  const [lineHaul] = lines as [QuoteLine];
  lines[0] = { code: 'line_haul', amountCents: lineHaul.amountCents + (transportRateCents - sum) };
  const platformFee = percentOf(transportRateCents, PLATFORM_FEE_PERCENT);
  lines.push({ code: 'platform_fee', amountCents: platformFee });
  return { transportRateCents, shipperRateCents: transportRateCents + platformFee, lines };
};

/**
 * The instant quote (spec section 4) for a load in metres and kilograms over a road distance in km, in CAD cents.
 * Never throws for measures of 0 or more and a distance above 0; every such input gets exactly one outcome, and every
 * refusal says why.
 */
export const priceQuote = (input: QuoteInput): QuoteOutcome => {
  const { originCountry, destinationCountry, load } = input;
  if (originCountry === null || destinationCountry === null) {
    return { outcome: 'no_quote', reasons: ['outside_service_area'] };
  }
  const superload = reasonsBeyond(SUPERLOAD_LIMITS, load);
  if (superload.length > 0) return { outcome: 'no_quote', reasons: superload };
  const needsBids = reasonsBeyond(routineLimitsFor(input.regions), load);
  if (input.distanceKm > MAX_INSTANT_DISTANCE_KM) needsBids.unshift('too_far');
  // The routine limits include the largest class's, so a load no truck carries always has a reason here.
  const truck = priceTruck(input, input.distanceKm);
  if (needsBids.length > 0 || truck === null) return { outcome: 'pending', reasons: needsBids };
  const notes = borderNotes({ originCountry, destinationCountry, loadType: input.loadType });
  return { outcome: 'rate', sizeClass: truck.sizeClass, ...finishLines(input, exactLines(input, truck)), notes };
};
