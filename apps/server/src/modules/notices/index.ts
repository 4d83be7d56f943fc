export { notifyNewMessage } from './new-message-notices';
export { noticesRoutes } from './notices.routes';
export type { NoticesContext } from './notices-context';
export { noticesContext } from './notices-context';
export type { PendingNotice } from './notify';
export { deliverNotice, recordNotice } from './notify';
