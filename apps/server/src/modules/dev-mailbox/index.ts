export { devMailboxApiRoutes, devMailboxPageRoutes } from './dev-mailbox.routes';
export { listRecentEmails } from './mailbox.repository';
