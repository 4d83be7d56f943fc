export type { CreditNoteReason } from './credit-notes.repository';
export { creditNoteNumberOfRefund, issueCreditNote } from './credit-notes.repository';
export { creditNoteAttachment } from './credit-notes.service';
export { documentsRoutes } from './documents.routes';
export type { DocumentsContext } from './documents.service';
export { haulDocumentAttachment } from './documents.service';
