import {
  applyBoost,
  HAUL_RULES,
  type HaulDetailsBody,
  isPosted,
  type LoadDetailsInput,
  type PlaceDetailsInput,
  type QuoteLine,
  type QuoteRequest,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import type { HaulContext } from './haul-context';
import { type PricedHaul, priceRequest } from './haul-pricing';
import { type HaulRecord, type NewLoad, type NewPlace, updateDraftRecord, updateHaulDetails } from './hauls.repository';

const toPlaceChanges = (input: PlaceDetailsInput | undefined): Partial<NewPlace> => {
  if (!input) return {};
  const { location, loading_dock, loading_provided, unloading_provided, loading_times, ...same } = input;
  return {
    ...same,
    ...(location && { lon: location[0], lat: location[1] }),
    ...(loading_dock !== undefined && { loadingDock: loading_dock }),
    ...(loading_provided !== undefined && { loadingProvided: loading_provided }),
    ...(unloading_provided !== undefined && { unloadingProvided: unloading_provided }),
    ...(loading_times !== undefined && { loadingTimes: loading_times }),
  };
};

const dateOrNull = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value ? new Date(value) : null;

const toLoadChanges = (input: LoadDetailsInput | undefined): Partial<NewLoad> => {
  if (!input) return {};
  const changes: Partial<NewLoad> = {
    makeModel: input.make_model,
    lengthM: input.length,
    widthM: input.width,
    heightM: input.height,
    weightKg: input.weight,
    loadType: input.load_type,
    readyAt: dateOrNull(input.ready_datetime),
    deliverBy: dateOrNull(input.deliver_by_datetime),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
};

/** Changes that move the price: where, how big, how heavy, and how soon (short notice). */
const changesPrice = ({ load, origin, destination }: HaulDetailsBody): boolean =>
  Boolean(origin?.location || destination?.location) ||
  (load !== undefined &&
    (['length', 'width', 'height', 'weight', 'ready_datetime'] as const).some((name) => load[name] !== undefined));

/** The quote request for a haul as it will be after `body`, to price it again. */
const requestAfter = (record: HaulRecord, body: HaulDetailsBody): QuoteRequest => {
  const place = (row: HaulRecord['origin'], input: PlaceDetailsInput | undefined) => ({
    name: input?.name ?? row.name,
    address: input?.address ?? row.address,
    location: input?.location ?? ([row.lon, row.lat] as [number, number]),
  });
  const { load } = record;
  const ready = body.load?.ready_datetime;
  const deliverBy = body.load?.deliver_by_datetime;
  return {
    origin: place(record.origin, body.origin),
    destination: place(record.destination, body.destination),
    load: {
      make_model: body.load?.make_model ?? load.makeModel,
      length: body.load?.length ?? load.lengthM,
      width: body.load?.width ?? load.widthM,
      height: body.load?.height ?? load.heightM,
      weight: body.load?.weight ?? load.weightKg,
      load_type: body.load?.load_type ?? (load.loadType as QuoteRequest['load']['load_type']),
      ready_datetime: ready === undefined ? (load.readyAt?.toISOString() ?? null) : ready,
      deliver_by_datetime: deliverBy === undefined ? (load.deliverBy?.toISOString() ?? null) : deliverBy,
      external_data: load.externalData,
    },
  };
};

/** A new price keeps the shipper's boost. */
const keepBoost = (priced: PricedHaul, boostPercent: number): PricedHaul['haul'] => {
  const { haul } = priced;
  if (boostPercent === 0 || haul.quoteOutcome !== 'rate' || !haul.quoteLines) return haul;
  const boosted = applyBoost(haul.quoteLines as QuoteLine[], boostPercent);
  return { ...haul, quoteLines: boosted.lines, ...boosted };
};

const assertDatesInOrder = (record: HaulRecord, { load }: HaulDetailsBody): void => {
  const ready = load?.ready_datetime === undefined ? record.load.readyAt : dateOrNull(load.ready_datetime);
  const deliverBy =
    load?.deliver_by_datetime === undefined ? record.load.deliverBy : dateOrNull(load.deliver_by_datetime);
  if (ready && deliverBy && deliverBy.getTime() < ready.getTime()) {
    const message = 'The delivery date must be on or after the ready date.';
    throw new AppError('validation_failed', message, fieldError('load.deliver_by_datetime', 'before_start', message));
  }
};

/**
 * Writes the post flow's details to a haul (load, places, dates), pricing it again when the change moves the price.
 * A posted load may still change until a driver takes it, but never into one the office has to plan.
 */
export const applyHaulDetails = async (
  ctx: HaulContext,
  { user, record, body }: { user: UserRow; record: HaulRecord; body: HaulDetailsBody },
): Promise<void> => {
  assertDatesInOrder(record, body);
  const load = toLoadChanges(body.load);
  const origin = toPlaceChanges(body.origin);
  const destination = toPlaceChanges(body.destination);
  const { haul } = record;
  const at = ctx.clock.now();
  if (!changesPrice(body)) {
    await updateHaulDetails(ctx.db, { haulId: haul.id, load, origin, destination, at });
    return;
  }
  const priced = await priceRequest(ctx, user, requestAfter(record, body));
  if (isPosted(haul.status) && priced.haul.quoteOutcome === 'no_quote') {
    throw new AppError('needs_office', 'With these changes the load needs a call to our office; it was not changed.');
  }
  const { userId: _owner, ...repriced } = keepBoost(priced, haul.boostPercent);
  await ctx.db.transaction(async (tx) => {
    const updated = await updateDraftRecord(tx, {
      haulId: haul.id,
      userId: haul.userId,
      haul: repriced,
      load: priced.load,
      origin: priced.origin,
      destination: priced.destination,
      statuses: HAUL_RULES.edit.from,
    });
    if (!updated)
      throw new AppError('haul_has_driver', 'A driver has taken this load meanwhile; it can no longer change.');
    await updateHaulDetails(tx, { haulId: haul.id, load, origin, destination, at });
  });
};
