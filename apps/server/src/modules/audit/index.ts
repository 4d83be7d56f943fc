export { noteAudit, registerAdminConsole } from './admin-console';
export { listSucceededActions } from './audit.repository';
