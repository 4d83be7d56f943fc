import { relations } from 'drizzle-orm';
import { bankAccounts, driverReferences, drivers, subscriptions, vehicles } from './drivers';
import { notifications } from './load-alerts';

/**
 * How a driver profile's parts hang together, for Drizzle's relational queries: the whole profile (vehicles,
 * references, bank, plans, load notifications) is then read in one statement (drivers.repository.ts) instead of one
 * per part. Relations are not tables: migrations ignore them.
 */
export const driverRelations = relations(drivers, ({ many }) => ({
  vehicles: many(vehicles),
  references: many(driverReferences),
  bankAccounts: many(bankAccounts),
  subscriptions: many(subscriptions),
  notifications: many(notifications),
}));

export const vehicleRelations = relations(vehicles, ({ one }) => ({
  driver: one(drivers, { fields: [vehicles.driverId], references: [drivers.id] }),
}));

export const driverReferenceRelations = relations(driverReferences, ({ one }) => ({
  driver: one(drivers, { fields: [driverReferences.driverId], references: [drivers.id] }),
}));

export const bankAccountRelations = relations(bankAccounts, ({ one }) => ({
  driver: one(drivers, { fields: [bankAccounts.driverId], references: [drivers.id] }),
}));

export const subscriptionRelations = relations(subscriptions, ({ one }) => ({
  driver: one(drivers, { fields: [subscriptions.driverId], references: [drivers.id] }),
}));

/** A load notification belongs to a user; a driver's are those of the driver's user. */
export const notificationRelations = relations(notifications, ({ one }) => ({
  driver: one(drivers, { fields: [notifications.userId], references: [drivers.userId] }),
}));
