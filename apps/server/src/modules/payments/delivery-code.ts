import { randomInt } from 'node:crypto';

/** The code the shipper gives the driver on delivery (spec 4): 6 digits from the OS's secure random source. */
export const makeDeliveryCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
