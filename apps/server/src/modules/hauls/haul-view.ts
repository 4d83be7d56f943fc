import {
  borderNotes,
  type CountryCode,
  DELETE_REASONS,
  type DisplayRate,
  type Haul,
  type HaulQuote,
  LOAD_TYPES,
  LOADING_TIMES,
  type LoadType,
  type Place,
  QUOTE_LINE_CODES,
  QUOTE_REASONS,
  type QuoteNote,
  SIZE_CLASSES,
} from '@freight/domain';
import type { FileStorage } from '../../platform/storage/file-storage';
import { toPictureView } from '../pictures';
import type { HaulParties } from './haul-parties';
import type { HaulRecord, PlaceRow } from './hauls.repository';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

export const toPlaceView = (row: PlaceRow): Place => ({
  id: row.id,
  name: row.name,
  address: row.address,
  location: [row.lon, row.lat],
  region: row.region,
  country: row.country === 'CAN' || row.country === 'USA' ? row.country : null,
  loading_dock: row.loadingDock,
  loading_provided: row.loadingProvided,
  unloading_provided: row.unloadingProvided,
  loading_times: isOneOf(LOADING_TIMES, row.loadingTimes) ? row.loadingTimes : null,
  instructions: row.instructions,
  saved: row.saved,
});

const COUNTRIES: readonly CountryCode[] = ['CAN', 'USA'];

/** Border notes follow from where the load goes and what it is, so they are derived rather than stored. */
const notesOf = ({ haul, load, origin, destination }: HaulRecord): QuoteNote[] => {
  if (haul.quoteOutcome !== 'rate') return [];
  if (!isOneOf(COUNTRIES, origin.country) || !isOneOf(COUNTRIES, destination.country)) return [];
  const loadType = isOneOf<LoadType>(LOAD_TYPES, load.loadType) ? load.loadType : 'other';
  return borderNotes({ originCountry: origin.country, destinationCountry: destination.country, loadType });
};

const toQuoteView = (record: HaulRecord): HaulQuote => {
  const { haul } = record;
  return {
    outcome: haul.quoteOutcome,
    size_class: isOneOf(SIZE_CLASSES, haul.sizeClass) ? haul.sizeClass : null,
    lines: haul.quoteLines.flatMap((line) =>
      isOneOf(QUOTE_LINE_CODES, line.code) ? [{ ...line, code: line.code }] : [],
    ),
    reasons: haul.quoteReasons.filter((reason) => isOneOf(QUOTE_REASONS, reason)),
    notes: notesOf(record),
    quoted_at: haul.quotedAt.toISOString(),
    tax_treatment: null,
    taxes: [],
  };
};

const cad = (amountCents: number | null) => (amountCents === null ? null : { amountCents, currency: 'cad' as const });

/**
 * A haul as the wire carries it; `rate` is the shipper rate in the viewer's currency and `parties` what the viewer may
 * know of the drivers (haulPartiesFor). The parts private to the shipper (the delivery code as `completion_code`, the
 * driver's location) come from haulPartiesFor too, which decides per viewer; no contact details ever.
 */
export const toHaulView = (
  record: HaulRecord,
  rate: DisplayRate | null,
  storage: FileStorage,
  parties: HaulParties,
): Haul => {
  const { haul, load } = record;
  return {
    id: haul.id,
    status: haul.status,
    user: haul.userId,
    shipper_rate: cad(haul.shipperRateCents),
    transport_rate: cad(haul.transportRateCents),
    rate,
    // Taxes are the shipper's: viewHaul adds them for whoever may see the shipper's price.
    rate_taxes: [],
    total_rate: null,
    shipper_total: null,
    price_beat: null,
    quote: toQuoteView(record),
    load: {
      id: load.id,
      make_model: load.makeModel,
      length: load.lengthM,
      width: load.widthM,
      height: load.heightM,
      weight: load.weightKg,
      load_type: isOneOf<LoadType>(LOAD_TYPES, load.loadType) ? load.loadType : 'other',
      ready_datetime: load.readyAt?.toISOString() ?? null,
      deliver_by_datetime: load.deliverBy?.toISOString() ?? null,
      external_data: load.externalData,
    },
    origin: toPlaceView(record.origin),
    destination: toPlaceView(record.destination),
    route: {
      distance_m: haul.routeDistanceM,
      duration_s: haul.routeDurationS,
      source: isOneOf(['estimate', 'osrm', 'valhalla'] as const, haul.routeSource) ? haul.routeSource : 'estimate',
    },
    boost: haul.boostPercent,
    pictures: record.pictures.map((picture) => toPictureView(picture, storage)),
    published: haul.publishedAt?.toISOString() ?? null,
    deleted_reason: isOneOf(DELETE_REASONS, haul.deletedReason) ? haul.deletedReason : null,
    created: haul.createdAt.toISOString(),
    ...parties,
  };
};
