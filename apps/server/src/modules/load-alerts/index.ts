export { alertUnsubscribeRoutes } from './alert-unsubscribe.routes';
export { withLoadAlertBadge } from './alert-view-counters';
export { loadAlertSenderDepsOf, sendDueLoadAlerts } from './load-alert-sender';
export { startLoadAlertSender } from './load-alert-sender-loop';
export { loadAlertsRoutes } from './load-alerts.routes';
export { queueLoadAlerts } from './queue-load-alerts';
