import { hash, verify } from '@node-rs/argon2';

/** argon2id's memory (KiB) and passes; the cost is written into each hash, so verifying reads it from there. */
export type PasswordHashCost = { memoryCost: number; timeCost: number };

/** The library's defaults, named: memory-hard, ~35 ms here. The only cost a running server uses (config.ts). */
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

export const hashPassword = (password: string, cost: PasswordHashCost = PASSWORD_HASH_COST): Promise<string> =>
  hash(password, cost);

/**
 * Verifying against a fixed hash when there is no account keeps "unknown email" and "wrong password" equally slow,
 * so response times do not reveal who has an account.
 */
const DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$T0hNErhUduGbTaM9G4ZMYA$yNFCT2/KG9gxmyAixGUXsg++ThgItE8E8SnnE2+fSzQ';

export const verifyPassword = async (passwordHash: string | null | undefined, password: string): Promise<boolean> => {
  try {
    const matches = await verify(passwordHash ?? DECOY_HASH, password);
    return matches && Boolean(passwordHash);
  } catch {
    return false;
  }
};
