import {
  CREDIT_NOTE_NUMBER_PATTERN,
  HAUL_DOCUMENT_KINDS,
  type HaulDocumentKind,
  HaulDocumentsSchema,
  HaulIdParamsSchema,
  haulDocumentPath,
} from '@freight/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guards';
import { readerOf } from '../../platform/mail/email-reader';
import type { FileStorage } from '../../platform/storage/file-storage';
import { downloadCreditNote } from './credit-notes.service';
import { downloadHaulDocument, listHaulDocuments } from './documents.service';
import type { RenderedDocument } from './documents-context';

const SUMMARIES: Record<HaulDocumentKind, string> = {
  invoice: 'The shipper’s PDF invoice of the load’s payment: invoice number, GST/HST/QST lines, business number',
  bill_of_lading: 'The PDF bill of lading: parties, places, the load and its times (shipper, driver, staff)',
  payout_statement: 'The driver’s PDF payout statement: freight paid, platform fee, payout and when it is paid',
};

/** The PDF documents of a haul (README.md beside this file), each in the viewer's language. */
export const documentsRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  const ctx = { db: app.db, invoicing: app.config.invoicing, storage };

  app.get(
    '/haul/:id/documents/',
    {
      schema: {
        tags: ['documents'],
        summary: 'The documents of a haul the viewer may download now, with their URLs',
        params: HaulIdParamsSchema,
        response: { 200: HaulDocumentsSchema },
      },
    },
    async (request) => listHaulDocuments(ctx, { viewer: requireUser(request), haulId: request.params.id }),
  );

  for (const kind of HAUL_DOCUMENT_KINDS) {
    app.get(
      haulDocumentPath(':id', kind),
      {
        schema: {
          tags: ['documents'],
          summary: SUMMARIES[kind],
          params: HaulIdParamsSchema,
          produces: ['application/pdf'],
          response: { 200: z.any().describe('application/pdf') },
        },
      },
      async (request, reply) => {
        const viewer = requireUser(request);
        const reader = await readerOf(viewer, null);
        const document = await downloadHaulDocument(ctx, { viewer, reader, haulId: request.params.id, kind });
        return sendPdf(reply, document);
      },
    );
  }

  app.get(
    '/haul/:id/documents/credit_note/:number.pdf',
    {
      schema: {
        tags: ['documents'],
        summary: 'A credit note of the load (a refund against its invoice): the shipper and staff',
        params: CreditNoteParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf') },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const reader = await readerOf(viewer, null);
      const { id, number } = request.params;
      return sendPdf(reply, await downloadCreditNote(ctx, { viewer, reader, haulId: id, number }));
    },
  );
};

const CreditNoteParamsSchema = z.object({
  id: z.uuid('Not a haul id.'),
  number: z.string().regex(CREDIT_NOTE_NUMBER_PATTERN, 'Not a credit note number.'),
});

const sendPdf = (reply: FastifyReply, document: RenderedDocument) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${document.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(document.content);
