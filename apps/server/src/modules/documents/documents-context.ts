import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/database';

/** What drawing a load's documents needs: the database and the seller printed on invoices and credit notes. */
export type DocumentsContext = { db: Database; invoicing: Config['invoicing'] };

/** A drawn PDF and the file name it downloads under. */
export type RenderedDocument = { filename: string; content: Buffer };
