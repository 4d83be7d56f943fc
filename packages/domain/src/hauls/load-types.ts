/**
 * What kind of thing a load is (spec section 3, Load.load_type). `implement_towing` is the spec's own value for towed
 * farm implements (air drills, air seeders, disc harrows, harrow packers: spec section 9); the others follow the
 * equipment catalogue's groups.
 */
export const LOAD_TYPES = ['vehicle', 'implement_towing', 'machinery', 'rv', 'boat', 'powersports', 'other'] as const;
export type LoadType = (typeof LOAD_TYPES)[number];
