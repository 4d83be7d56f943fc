export { creditNoteNumberOfRefund, issueCreditNote } from './credit-notes.repository';
export { creditNoteAttachment } from './credit-notes.service';
export { documentsRoutes } from './documents.routes';
export { haulDocumentAttachment } from './documents.service';
