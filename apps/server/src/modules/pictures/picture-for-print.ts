import sharp from 'sharp';
import type { FileStorage } from '../../platform/storage/file-storage';

/**
 * A picture's thumbnail as JPEG, for documents (PDF writers read JPEG and PNG, not the WebP the app stores), or null
 * when the stored file is gone. The caller has checked who may see it: this reads the store directly.
 */
export const pictureThumbForPrint = async (storage: FileStorage, pictureId: string): Promise<Buffer | null> => {
  const file = await storage.get(`pictures/${pictureId}/thumb.webp`);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return sharp(Buffer.concat(chunks)).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
};
