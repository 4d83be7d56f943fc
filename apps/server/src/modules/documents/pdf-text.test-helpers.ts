import { extractText, getDocumentProxy } from 'unpdf';

/** The text a reader (or a screen reader, or an accountant's software) gets out of a PDF, pages joined. */
export const pdfText = async (pdf: Buffer | Uint8Array): Promise<string> => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
};
