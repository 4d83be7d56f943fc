import { createHash, randomBytes } from 'node:crypto';

/** A session key: 32 random bytes, URL-safe. Only its hash is stored. */
export const generateKey = (): string => randomBytes(32).toString('base64url');

/** Emailed codes: shorter than keys but still unguessable (128 bits), and single-use with an expiry. */
export const generateCode = (): string => randomBytes(16).toString('base64url');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** `Authorization: Token <key>` as the spec says; `Bearer` is accepted too for generic HTTP clients. */
export const readAuthorizationKey = (header: string | undefined): string | null => {
  const match = header?.match(/^(?:Token|Bearer)\s+([\w-]{20,200})$/i);
  return match?.[1] ?? null;
};
