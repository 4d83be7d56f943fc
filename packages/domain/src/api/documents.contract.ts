import { z } from 'zod';

/** The PDFs of a haul (issue 23): the shipper's invoice, the bill of lading, the driver's payout statement. */
export const HAUL_DOCUMENT_KINDS = ['invoice', 'bill_of_lading', 'payout_statement'] as const;
export type HaulDocumentKind = (typeof HAUL_DOCUMENT_KINDS)[number];

/** Where each document downloads from, below `/api`: `GET /haul/{id}/documents/invoice.pdf` and so on. */
export const haulDocumentPath = (haulId: string, kind: HaulDocumentKind): string =>
  `/haul/${haulId}/documents/${kind}.pdf`;

/** Every kind the list names: the three above and a credit note per refund (issue 23 part 4), several per load. */
export const LISTED_DOCUMENT_KINDS = [...HAUL_DOCUMENT_KINDS, 'credit_note'] as const;
export type ListedDocumentKind = (typeof LISTED_DOCUMENT_KINDS)[number];

/** `GET /haul/{id}/documents/credit_note/FD-CN-2026-000001.pdf`, below `/api`. */
export const creditNotePath = (haulId: string, number: string): string =>
  `/haul/${haulId}/documents/credit_note/${number}.pdf`;

/** `FD-CN-2026-000001`: a credit note's number, its own gap-free sequence per year. */
export const CREDIT_NOTE_NUMBER_PATTERN = /^FD-CN-\d{4}-\d{6}$/;

/** `GET /haul/{id}/documents/`: the documents the viewer may download now, in this order. */
export const HaulDocumentsSchema = z
  .object({
    documents: z.array(
      z.object({
        kind: z.enum(LISTED_DOCUMENT_KINDS),
        url: z.string(),
        number: z.string().optional().meta({ description: 'a credit note’s number' }),
      }),
    ),
  })
  .meta({ id: 'HaulDocuments' });
export type HaulDocuments = z.infer<typeof HaulDocumentsSchema>;
