export { makeHaulChat, send } from './chat.test-helpers';
