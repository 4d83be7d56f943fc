import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';

/**
 * What drawing a load's documents needs: the database, the seller printed on invoices and credit notes, and `storage`
 * to read the inspection photos' thumbnails for the bill of lading (without it they are listed, not shown).
 */
export type DocumentsContext = { db: Database; invoicing: Config['invoicing']; storage?: FileStorage };

/** A drawn PDF and the file name it downloads under. */
export type RenderedDocument = { filename: string; content: Buffer };
