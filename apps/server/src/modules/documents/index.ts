export { documentsRoutes } from './documents.routes';
export { haulDocumentAttachment } from './documents.service';
