export { pdfText } from './pdf-text.test-helpers';
