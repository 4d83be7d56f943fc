export { login } from './accounts.service';
export { accountsContext } from './accounts-context';
export { credentialsRoutes } from './credentials.routes';
export { createOneTimeCode } from './one-time-codes';
export { toUserView } from './user-view';
export { findUserByEmail, findUserById, updateUser } from './users.repository';
export { usersRoutes } from './users.routes';
export { registerVisitorRowMovers } from './visitor-merge';
