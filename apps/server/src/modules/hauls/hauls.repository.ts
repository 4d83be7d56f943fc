import { applyBoost, HAUL_STATUS, type HaulStatus, type QuoteLine } from '@freight/domain';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { hauls, loads, pictures, places } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { insertRowParams, insertRowPlaceholders } from '../../platform/db/insert-placeholders';
import { newId } from '../../platform/db/new-id';

export type HaulRow = typeof hauls.$inferSelect;
export type LoadRow = typeof loads.$inferSelect;
export type PlaceRow = typeof places.$inferSelect;
type HaulPictureRow = typeof pictures.$inferSelect;
/** A haul with its load, both places and its pictures: what every view of a haul needs. */
export type HaulRecord = {
  haul: HaulRow;
  load: LoadRow;
  origin: PlaceRow;
  destination: PlaceRow;
  pictures: HaulPictureRow[];
};

/**
 * A haul as this module writes it. A new haul is always a draft and no write here may set `status`: a status changes
 * only through applyHaulAction (the lifecycle table), which the types and haul-status-writes.test.ts both hold to.
 */
export type NewHaul = Omit<typeof hauls.$inferInsert, 'id' | 'status'> & { status?: 'draft' };
export type NewLoad = Omit<typeof loads.$inferInsert, 'id' | 'haulId'>;
export type NewPlace = Omit<typeof places.$inferInsert, 'id' | 'haulId' | 'role'>;

const origins = alias(places, 'origins');
const destinations = alias(places, 'destinations');

/**
 * Hauls with their loads, places and pictures, in the order of `haulIds`; ids with no haul are left out. Two reads
 * whatever the count: the haul, its load and both places joined, and the pictures (a haul has any number).
 */
export const findHaulRecords = async (db: Database, haulIds: string[]): Promise<HaulRecord[]> => {
  if (haulIds.length === 0) return [];
  const [rows, pictureRows] = await Promise.all([
    db
      .select({ haul: hauls, load: loads, origin: origins, destination: destinations })
      .from(hauls)
      .innerJoin(loads, eq(loads.haulId, hauls.id))
      .innerJoin(origins, and(eq(origins.haulId, hauls.id), eq(origins.role, 'origin')))
      .innerJoin(destinations, and(eq(destinations.haulId, hauls.id), eq(destinations.role, 'destination')))
      .where(inArray(hauls.id, haulIds)),
    db
      .select()
      .from(pictures)
      .where(inArray(pictures.haulId, haulIds))
      .orderBy(asc(pictures.sortOrder), asc(pictures.createdAt)),
  ]);
  const byId = new Map(rows.map((row) => [row.haul.id, row]));
  return haulIds.flatMap((haulId) => {
    const row = byId.get(haulId);
    if (!row) return [];
    return [{ ...row, pictures: pictureRows.filter((picture) => picture.haulId === haulId) }];
  });
};

export const findHaulRecord = async (db: Database, haulId: string): Promise<HaulRecord | null> =>
  (await findHaulRecords(db, [haulId]))[0] ?? null;

/**
 * One page of a user's hauls in the given states, and how many there are in all: those in `firstStatuses` (the loads
 * waiting on the user) come first, so a page never buries them behind loads that merely travel; then newest first.
 */
export const listHaulRecords = async (
  db: Database,
  {
    userId,
    statuses,
    firstStatuses,
    page,
    pageSize,
  }: {
    userId: string;
    statuses: readonly HaulStatus[];
    firstStatuses: readonly HaulStatus[];
    page: number;
    pageSize: number;
  },
): Promise<{ count: number; records: HaulRecord[] }> => {
  const where = and(eq(hauls.userId, userId), inArray(hauls.status, [...statuses]));
  // An empty IN () is not SQL; with nothing to put first every row ranks the same.
  const rank =
    firstStatuses.length > 0
      ? sql<number>`case when ${inArray(hauls.status, [...firstStatuses])} then 0 else 1 end`
      : sql<number>`0`;
  const [[total], ids] = await Promise.all([
    db.select({ count: count() }).from(hauls).where(where),
    db
      .select({ id: hauls.id })
      .from(hauls)
      .where(where)
      .orderBy(asc(rank), desc(hauls.updatedAt), desc(hauls.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    count: total?.count ?? 0,
    records: await findHaulRecords(
      db,
      ids.map((row) => row.id),
    ),
  };
};

/** Writes the post flow's details of a haul's load and places (not its price: see updateDraftRecord). */
export const updateHaulDetails = async (
  db: Database,
  {
    haulId,
    load,
    origin,
    destination,
    at,
  }: { haulId: string; load?: Partial<NewLoad>; origin?: Partial<NewPlace>; destination?: Partial<NewPlace>; at: Date },
): Promise<void> =>
  db.transaction(async (tx) => {
    if (load && Object.keys(load).length > 0) await tx.update(loads).set(load).where(eq(loads.haulId, haulId));
    for (const [role, changes] of [
      ['origin', origin],
      ['destination', destination],
    ] as const) {
      if (changes && Object.keys(changes).length > 0) {
        await tx
          .update(places)
          .set(changes)
          .where(and(eq(places.haulId, haulId), eq(places.role, role)));
      }
    }
    await tx.update(hauls).set({ updatedAt: at }).where(eq(hauls.id, haulId));
  });

export const findPlace = async (db: Database, placeId: string): Promise<PlaceRow | null> => {
  const [row] = await db.select().from(places).where(eq(places.id, placeId));
  return row ?? null;
};

export const findLoad = async (db: Database, loadId: string): Promise<LoadRow | null> => {
  const [row] = await db.select().from(loads).where(eq(loads.id, loadId));
  return row ?? null;
};

/** A CTE's columns as a nested selection, typed as the table's own (a CTE that returns every column of `table`). */
const columnsOf = <TTable extends PgTable>(written: object, table: TTable): TTable['_']['columns'] => {
  const aliased = written as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(getTableColumns(table)).map((name) => [name, aliased[name]]),
  ) as TTable['_']['columns'];
};

type HaulRecordParts = { haul: NewHaul; load: NewLoad; origin: NewPlace; destination: NewPlace };

/**
 * The statement of insertHaulRecord for one shape of row (which columns are given), with placeholders. Each insert
 * is a data-modifying CTE, so it is all or nothing (one statement is one implicit transaction) in one round trip,
 * where BEGIN, three INSERTs and COMMIT were five. The load and places name the haul's id, made by the app (UUIDv7) as
 * every id is, without waiting for the haul's insert; their foreign keys are checked at the statement's end.
 */
const insertRecordStatement = (db: Database, shapes: Record<keyof HaulRecordParts, string>, name: string) => {
  const written = {
    haul: db.$with('written_haul').as(
      db
        .insert(hauls)
        .values(insertRowPlaceholders(hauls, shapes.haul, 'haul.'))
        .returning(),
    ),
    load: db.$with('written_load').as(
      db
        .insert(loads)
        .values(insertRowPlaceholders(loads, shapes.load, 'load.'))
        .returning(),
    ),
    origin: db.$with('written_origin').as(
      db
        .insert(places)
        .values(insertRowPlaceholders(places, shapes.origin, 'origin.'))
        .returning(),
    ),
    destination: db.$with('written_destination').as(
      db
        .insert(places)
        .values(insertRowPlaceholders(places, shapes.destination, 'destination.'))
        .returning(),
    ),
  };
  return db
    .with(written.haul, written.load, written.origin, written.destination)
    .select({
      haul: columnsOf(written.haul, hauls),
      load: columnsOf(written.load, loads),
      origin: columnsOf(written.origin, places),
      destination: columnsOf(written.destination, places),
    })
    .from(written.haul)
    .crossJoin(written.load)
    .crossJoin(written.origin)
    .crossJoin(written.destination)
    .prepare(name);
};

type InsertRecordStatement = ReturnType<typeof insertRecordStatement>;

/**
 * Every stored quote runs it, and building it (four nested inserts walked column by column) was most of a quote's
 * CPU: it is built once per shape and database, named, so PostgreSQL also parses it once per connection. The shapes
 * are few and come from the code (which columns priceRequest and copyHaulRecord set), never from a request.
 */
const statementNames = new Map<string, string>();
const preparedInserts = new WeakMap<Database, Map<string, InsertRecordStatement>>();

const preparedInsertFor = (db: Database, shapes: Record<keyof HaulRecordParts, string>): InsertRecordStatement => {
  const key = JSON.stringify(shapes);
  const ofDb = preparedInserts.get(db) ?? new Map<string, InsertRecordStatement>();
  preparedInserts.set(db, ofDb);
  const known = ofDb.get(key);
  if (known) return known;
  // A name stands for one text on every connection, so it belongs to the shape, in this process.
  const name = statementNames.get(key) ?? `insert_haul_record_${statementNames.size + 1}`;
  statementNames.set(key, name);
  const statement = insertRecordStatement(db, shapes, name);
  ofDb.set(key, statement);
  return statement;
};

/**
 * Writes a new haul with its load and places and returns them as written (no read-back), in one statement
 * (insertRecordStatement). The haul's id is made here; the load's and places' by their columns' `$defaultFn`.
 */
export const insertHaulRecord = async (
  db: Database,
  { haul, load, origin, destination }: HaulRecordParts,
): Promise<HaulRecord> => {
  const haulId = newId();
  // The four rows fill one set of parameters, as the statement takes them.
  const params: Record<string, unknown> = {};
  const statement = preparedInsertFor(db, {
    haul: insertRowParams(hauls, { ...haul, id: haulId }, 'haul.', params).shape,
    load: insertRowParams(loads, { ...load, haulId }, 'load.', params).shape,
    origin: insertRowParams(places, { ...origin, haulId, role: 'origin' }, 'origin.', params).shape,
    destination: insertRowParams(places, { ...destination, haulId, role: 'destination' }, 'destination.', params).shape,
  });
  const [row] = await statement.execute(params);
  if (!row) throw new Error('inserting a haul returned no row');
  // A new haul has no pictures yet: they are uploaded to it afterwards.
  return { ...row, pictures: [] };
};

/**
 * Replaces the quote, load and places of a haul, all or nothing. Returns false when the haul is no longer in one of
 * `statuses` for that user (published, taken or deleted meanwhile): the condition is in the UPDATE, so a race cannot
 * slip past it.
 */
export const updateDraftRecord = async (
  db: Database,
  {
    haulId,
    userId,
    haul,
    load,
    origin,
    destination,
    statuses = [HAUL_STATUS.draft],
  }: {
    haulId: string;
    userId: string;
    haul: Omit<Partial<NewHaul>, 'status'>;
    load: NewLoad;
    origin: NewPlace;
    destination: NewPlace;
    /** The states in which its price may still change. */
    statuses?: readonly HaulStatus[];
  },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const updated = await tx
      .update(hauls)
      .set(haul)
      .where(and(eq(hauls.id, haulId), eq(hauls.userId, userId), inArray(hauls.status, [...statuses])))
      .returning({ id: hauls.id });
    if (updated.length === 0) return false;
    await tx.update(loads).set(load).where(eq(loads.haulId, haulId));
    await tx
      .update(places)
      .set(origin)
      .where(and(eq(places.haulId, haulId), eq(places.role, 'origin')));
    await tx
      .update(places)
      .set(destination)
      .where(and(eq(places.haulId, haulId), eq(places.role, 'destination')));
    return true;
  });

/** A visitor who logs into an existing account keeps their quotes and drafts (DECISION 004). */
export const moveHaulsToUser = async (db: Database, fromUserId: string, toUserId: string): Promise<void> => {
  await db.update(hauls).set({ userId: toUserId }).where(eq(hauls.userId, fromUserId));
};

const placeCopy = ({ id: _id, haulId: _haulId, role: _role, ...place }: PlaceRow): NewPlace => place;

/** A new draft for `userId` with the same load, places and quote: a clone, or the claim of an emailed quote. */
export const copyHaulRecord = async (
  db: Database,
  record: HaulRecord,
  userId: string,
  now: Date,
): Promise<HaulRecord> => {
  const { id: _haulId, ...haul } = record.haul;
  const { id: _loadId, haulId: _loadHaulId, ...load } = record.load;
  // A copy starts without the original's boost.
  const unboosted = haul.quoteOutcome === 'rate' ? applyBoost(haul.quoteLines as QuoteLine[], 0) : null;
  return insertHaulRecord(db, {
    haul: {
      ...haul,
      ...(unboosted && {
        quoteLines: unboosted.lines,
        transportRateCents: unboosted.transportRateCents,
        shipperRateCents: unboosted.shipperRateCents,
      }),
      userId,
      status: 'draft',
      boostPercent: 0,
      publishedAt: null,
      deletedReason: null,
      deletedElaboration: null,
      clonedFromId: record.haul.id,
      createdAt: now,
      updatedAt: now,
    },
    load,
    origin: placeCopy(record.origin),
    destination: placeCopy(record.destination),
  });
};
