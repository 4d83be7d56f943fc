import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const findUserById = async (db: Database, id: string): Promise<UserRow | undefined> => {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
};

export const findUserByEmail = async (db: Database, email: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
};

export const findUserByTelephone = async (db: Database, telephone: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.telephone, telephone)).limit(1);
  return row;
};

export const insertUser = async (db: Database, values: NewUser): Promise<UserRow> => {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no user');
  return row;
};

export const updateUser = async (db: Database, id: string, changes: UserChanges): Promise<UserRow> => {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
};

export const deleteUser = async (db: Database, id: string): Promise<void> => {
  await db.delete(users).where(eq(users.id, id));
};
