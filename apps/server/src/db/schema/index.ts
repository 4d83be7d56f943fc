/**
 * The whole Drizzle schema, one file per aggregate re-exported here; drizzle-kit reads this file
 * to generate migrations into ../migrations.
 */
export * from './bids';
export * from './chat';
export * from './credit-notes';
export * from './delivery';
export * from './disputes';
export * from './driver-relations';
export * from './drivers';
export * from './haul-search';
export * from './hauls';
export * from './inspections';
export * from './load-alerts';
export * from './mail';
export * from './money';
export * from './notices';
export * from './pictures';
export * from './push';
export * from './rate-limits';
export * from './referrals';
export * from './signing-keys';
export * from './staff-audit';
export * from './users';
export * from './view-times';
