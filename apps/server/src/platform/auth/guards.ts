import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { UserRow } from './auth-hook';

/** Any holder of a key, temporary visitors included. */
export const requireUser = (request: FastifyRequest): UserRow => {
  if (!request.user) throw new AppError('unauthenticated', 'You need to log in to do that.');
  return request.user;
};

/** A registered account: temporary visitors are asked to register or log in. */
export const requireRegistered = (request: FastifyRequest): UserRow => {
  const user = requireUser(request);
  if (user.status === 'temporary') throw new AppError('forbidden', 'You need to log in to do that.');
  return user;
};

export const requireStaff = (request: FastifyRequest): UserRow => {
  const user = requireUser(request);
  if (!user.isStaff) throw new AppError('forbidden', 'Only staff can do that.');
  return user;
};

/** The user themself or staff; anyone else is told the record does not exist (404), never that it is private. */
export const requireSelfOrStaff = (request: FastifyRequest, userId: string): UserRow => {
  const user = requireUser(request);
  if (user.id !== userId && !user.isStaff) throw new AppError('not_found', 'No such user.');
  return user;
};
