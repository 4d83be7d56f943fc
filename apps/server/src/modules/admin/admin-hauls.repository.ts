import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hauls, loads, payments, places, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { containsPattern, dayRange } from './like-pattern';

const shipperUser = alias(users, 'shipper_user');
const driverUser = alias(users, 'driver_user');
const origin = alias(places, 'origin_place');
const destination = alias(places, 'destination_place');

type UserTable = typeof shipperUser | typeof driverUser;

const person = (table: UserTable) => ({
  id: table.id,
  name: table.name,
  email: table.email,
  telephone: table.telephone,
});

export type HaulSearch = {
  state?: (typeof hauls.$inferSelect)['status'];
  shipper?: string;
  driver?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

const nameOrEmail = (table: UserTable, text: string): SQL | undefined =>
  or(ilike(table.name, containsPattern(text)), ilike(table.email, containsPattern(text)));

const whereOf = (search: HaulSearch) => {
  const { since, before } = dayRange(search);
  return and(
    search.state ? eq(hauls.status, search.state) : undefined,
    search.shipper ? nameOrEmail(shipperUser, search.shipper) : undefined,
    search.driver ? nameOrEmail(driverUser, search.driver) : undefined,
    since ? gte(hauls.quotedAt, since) : undefined,
    before ? lt(hauls.quotedAt, before) : undefined,
  );
};

const rowsQuery = (db: Database) =>
  db
    .select({
      haul: hauls,
      makeModel: loads.makeModel,
      origin: origin.name,
      destination: destination.name,
      shipper: person(shipperUser),
      driver: person(driverUser),
    })
    .from(hauls)
    .innerJoin(shipperUser, eq(shipperUser.id, hauls.userId))
    .leftJoin(driverUser, eq(driverUser.id, hauls.driverUserId))
    .leftJoin(loads, eq(loads.haulId, hauls.id))
    .leftJoin(origin, and(eq(origin.haulId, hauls.id), eq(origin.role, 'origin')))
    .leftJoin(destination, and(eq(destination.haulId, hauls.id), eq(destination.role, 'destination')));

export type AdminHaulRowRecord = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

/** One page of loads matching the search, newest first, and how many match in all. */
export const searchHauls = async (db: Database, search: HaulSearch) => {
  const where = whereOf(search);
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(hauls)
      .innerJoin(shipperUser, eq(shipperUser.id, hauls.userId))
      .leftJoin(driverUser, eq(driverUser.id, hauls.driverUserId))
      .where(where),
    rowsQuery(db)
      .where(where)
      .orderBy(desc(hauls.quotedAt), desc(hauls.id))
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
  ]);
  return { count: total?.n ?? 0, rows };
};

export const findAdminHaul = async (db: Database, haulId: string) => {
  const [row] = await rowsQuery(db).where(eq(hauls.id, haulId));
  if (!row) return null;
  const [load] = await db.select().from(loads).where(eq(loads.haulId, haulId));
  return { ...row, load: load ?? null };
};

export const listHaulPayments = (db: Database, haulId: string) =>
  db.select().from(payments).where(eq(payments.haulId, haulId)).orderBy(payments.createdAt, payments.id);
