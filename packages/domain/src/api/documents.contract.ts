import { z } from 'zod';

/** The PDFs of a haul (issue 23): the shipper's invoice, the bill of lading, the driver's payout statement. */
export const HAUL_DOCUMENT_KINDS = ['invoice', 'bill_of_lading', 'payout_statement'] as const;
export type HaulDocumentKind = (typeof HAUL_DOCUMENT_KINDS)[number];

/** Where each document downloads from, below `/api`: `GET /haul/{id}/documents/invoice.pdf` and so on. */
export const haulDocumentPath = (haulId: string, kind: HaulDocumentKind): string =>
  `/haul/${haulId}/documents/${kind}.pdf`;

/** `GET /haul/{id}/documents/`: the documents the viewer may download now, in this order. */
export const HaulDocumentsSchema = z
  .object({
    documents: z.array(z.object({ kind: z.enum(HAUL_DOCUMENT_KINDS), url: z.string() })),
  })
  .meta({ id: 'HaulDocuments' });
export type HaulDocuments = z.infer<typeof HaulDocumentsSchema>;
