/**
 * A load's short reference for people ("#A1B2C3D4"), read over the phone or matched on a receipt: the last eight hex
 * digits of its UUIDv7 id. Those are random bits (the first ones are the creation time, shared by loads posted in
 * the same minute), so two loads of one shipper practically never share a reference; the id stays the real key.
 */
export const loadReference = (haulId: string): string => `#${haulId.replace(/-/g, '').slice(-8).toUpperCase()}`;
