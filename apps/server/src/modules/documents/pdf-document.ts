import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SIGNATURE_SCALE, type Signature } from '@freight/domain';
import PDFDocument from 'pdfkit';

// The package exports only its script; the font files sit in its fonts/ folder beside dist/.
const FONT_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-kr')), '..', 'fonts');

/**
 * Noto Sans KR (SIL Open Font License 1.1, from the npm package @embedpdf/fonts-kr): one OpenType font that covers
 * English, French and Spanish accents and Korean, so every document prints any party's name and address whatever
 * the reader's language. pdfkit embeds only the glyphs used, so a PDF stays small.
 */
const FONT_FILES = {
  regular: readFileSync(path.join(FONT_DIR, 'NotoSansKR-Regular.otf')),
  bold: readFileSync(path.join(FONT_DIR, 'NotoSansKR-Bold.otf')),
} as const;

const PAGE_MARGIN = 50;
const LABEL_WIDTH = 210;
const MUTED = '#555555';

type FactRow = { label: string; value: string };

/** A titled PDF being written: the few shapes the invoice, the payout statement and the bill of lading are made of. */
export type PdfWriter = {
  title: (text: string, subtitle?: string) => void;
  heading: (text: string) => void;
  facts: (rows: readonly FactRow[]) => void;
  /** Amounts right-aligned under each other; the last row bold when it is the total. */
  amounts: (rows: readonly FactRow[], { total }: { total: boolean }) => void;
  paragraph: (text: string) => void;
  /** An empty, labelled frame for what a later step will fill in (eBOL photos and signatures): never drawn as filled. */
  reservedBox: (label: string, note: string) => void;
  /** Photos as thumbnails in rows, each with its caption underneath (JPEG or PNG bytes). */
  thumbnails: (photos: readonly { bytes: Buffer; caption: string }[]) => void;
  /** Signatures side by side, each redrawn from its strokes in a framed box with the signer's label under it. */
  signatures: (signed: readonly { label: string; signature: Signature }[]) => void;
};

const THUMB_SIZE = 96;
const SIGNATURE_BOX = { width: 230, height: 80 };

/**
 * Writes one PDF and resolves with its bytes. `createdAt` is the document's own date (the payment's, the delivery's)
 * so the same data gives the same document whenever it is downloaded.
 */
export const writePdf = ({
  title,
  createdAt,
  draw,
}: {
  title: string;
  createdAt: Date;
  draw: (pdf: PdfWriter) => void;
}): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    info: { Title: title, Producer: 'Freight Dispatch', Creator: 'Freight Dispatch', CreationDate: createdAt },
  });
  doc.registerFont('regular', FONT_FILES.regular);
  doc.registerFont('bold', FONT_FILES.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - PAGE_MARGIN * 2;
  const row = (label: string, value: string, { bold = false, alignRight = false } = {}) => {
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, PAGE_MARGIN, y, { width: LABEL_WIDTH - 10 });
    const labelBottom = doc.y;
    doc
      .font(bold ? 'bold' : 'regular')
      .fillColor('black')
      .text(value, PAGE_MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH, align: alignRight ? 'right' : 'left' });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  };
  draw({
    title: (text, subtitle) => {
      doc.font('bold').fontSize(20).fillColor('black').text(text, PAGE_MARGIN, PAGE_MARGIN);
      if (subtitle) doc.font('regular').fontSize(10).fillColor(MUTED).text(subtitle);
      doc.moveDown(0.8);
    },
    heading: (text) => {
      doc.moveDown(0.6).font('bold').fontSize(12).fillColor('black').text(text, PAGE_MARGIN);
      const y = doc.y + 2;
      doc
        .moveTo(PAGE_MARGIN, y)
        .lineTo(PAGE_MARGIN + width, y)
        .strokeColor('#cccccc')
        .lineWidth(0.5)
        .stroke();
      doc.y = y + 6;
    },
    facts: (rows) => {
      for (const fact of rows) row(fact.label, fact.value);
    },
    amounts: (rows, { total }) => {
      rows.forEach((amount, index) => {
        row(amount.label, amount.value, { bold: total && index === rows.length - 1, alignRight: true });
      });
    },
    paragraph: (text) => {
      doc.moveDown(0.4).font('regular').fontSize(10).fillColor('black').text(text, PAGE_MARGIN, doc.y, { width });
    },
    reservedBox: (label, note) => {
      const height = 70;
      if (doc.y + height > doc.page.height - PAGE_MARGIN) doc.addPage();
      const top = doc.y + 4;
      doc.rect(PAGE_MARGIN, top, width, height).dash(3, { space: 3 }).strokeColor('#999999').stroke().undash();
      doc
        .font('bold')
        .fontSize(10)
        .fillColor('black')
        .text(label, PAGE_MARGIN + 8, top + 8, { width: width - 16 });
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(note, { width: width - 16 });
      doc.y = top + height + 6;
    },
    thumbnails: (photos) => {
      const gap = 10;
      const perRow = Math.max(1, Math.floor((width + gap) / (THUMB_SIZE + gap)));
      for (let start = 0; start < photos.length; start += perRow) {
        const rowHeight = THUMB_SIZE + 18;
        if (doc.y + rowHeight > doc.page.height - PAGE_MARGIN) doc.addPage();
        const top = doc.y + 4;
        photos.slice(start, start + perRow).forEach((photo, index) => {
          const left = PAGE_MARGIN + index * (THUMB_SIZE + gap);
          doc.image(photo.bytes, left, top, { fit: [THUMB_SIZE, THUMB_SIZE], align: 'center', valign: 'center' });
          doc
            .font('regular')
            .fontSize(8)
            .fillColor(MUTED)
            .text(photo.caption, left, top + THUMB_SIZE + 2, { width: THUMB_SIZE, lineBreak: false, ellipsis: true });
        });
        doc.y = top + rowHeight;
      }
      doc.x = PAGE_MARGIN;
    },
    signatures: (signed) => {
      const gap = 20;
      const boxHeight = SIGNATURE_BOX.height + 30;
      if (doc.y + boxHeight > doc.page.height - PAGE_MARGIN) doc.addPage();
      const top = doc.y + 6;
      signed.forEach(({ label, signature }, index) => {
        const left = PAGE_MARGIN + index * (SIGNATURE_BOX.width + gap);
        doc.rect(left, top, SIGNATURE_BOX.width, SIGNATURE_BOX.height).strokeColor('#999999').lineWidth(0.5).stroke();
        // Fit the strokes in the box with their own aspect, centred, leaving a small margin.
        const inner = { width: SIGNATURE_BOX.width - 12, height: SIGNATURE_BOX.height - 12 };
        const drawnWidth = Math.min(inner.width, inner.height * signature.aspect);
        const drawnHeight = drawnWidth / signature.aspect;
        const scaleX = drawnWidth / SIGNATURE_SCALE;
        const scaleY = drawnHeight / SIGNATURE_SCALE;
        const originX = left + 6 + (inner.width - drawnWidth) / 2;
        const originY = top + 6 + (inner.height - drawnHeight) / 2;
        doc.lineWidth(1.2).strokeColor('#111111').lineCap('round').lineJoin('round');
        for (const stroke of signature.strokes) {
          const [first, ...rest] = stroke;
          if (!first) continue;
          doc.moveTo(originX + first[0] * scaleX, originY + first[1] * scaleY);
          for (const [x, y] of rest.length > 0 ? rest : [[first[0] + 2, first[1]] as const]) {
            doc.lineTo(originX + x * scaleX, originY + y * scaleY);
          }
          doc.stroke();
        }
        doc
          .font('regular')
          .fontSize(9)
          .fillColor(MUTED)
          .text(label, left, top + SIGNATURE_BOX.height + 4, { width: SIGNATURE_BOX.width });
      });
      doc.x = PAGE_MARGIN;
      doc.y = top + boxHeight;
    },
  });
  doc.end();
  return done;
};
