export { notifyNewMessage } from './new-message-notices';
export { markChatNoticesRead } from './notices.repository';
export { noticesRoutes } from './notices.routes';
export type { NoticesContext } from './notices-context';
export { noticesContext } from './notices-context';
export type { PendingNotice } from './notify';
export { deliverNotice, recordNotice } from './notify';
