export { chatRoutes } from './chat.routes';
export { chatViewCounters } from './chat-view-counters';
export { staffChatsRoutes } from './staff-chats.routes';
