import { z } from 'zod';
import { UNIT_SYSTEMS } from './unit-system';

// Schemas apart from the plain values (issue 22): a bundle that needs only the values (the web's first screen) then
// leaves zod out, since a bundler keeps or drops a module whole.
export const UnitSystemSchema = z.enum(UNIT_SYSTEMS);
