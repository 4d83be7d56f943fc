import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { movePicturesToOwner } from '../pictures';
import { deleteUser } from './users.repository';

/** Moves the rows one module keeps for a visitor to the account they logged into, inside the login transaction. */
export type MoveVisitorRows = (tx: Database, fromUserId: string, toUserId: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The movers of modules above users that keep visitor-owned rows (hauls: quotes and drafts), listed once in
     * app.ts, so users never imports them.
     */
    visitorRowMovers: readonly MoveVisitorRows[];
  }
}

/** Declares, at app start, which modules above users move a visitor's rows when they log in. */
export const registerVisitorRowMovers = (app: FastifyInstance, movers: readonly MoveVisitorRows[]): void => {
  app.decorate('visitorRowMovers', movers);
};

/**
 * A temporary visitor who logs into an existing account keeps what they made before logging in: each module that
 * stores visitor-owned rows moves them to the account here, then the empty visitor is removed.
 * Runs inside the login transaction, so a failure leaves the visitor untouched.
 */
export const mergeVisitorInto = async (
  tx: Database,
  { movers, visitor, account }: { movers: readonly MoveVisitorRows[]; visitor: UserRow; account: UserRow },
): Promise<void> => {
  if (visitor.id === account.id || visitor.status !== 'temporary') return;
  await movePicturesToOwner(tx, visitor.id, account.id);
  for (const move of movers) await move(tx, visitor.id, account.id);
  await deleteUser(tx, visitor.id);
};
