import { lazyPart } from './lazy-part';

/** The job page's parts that few visits show, each in a chunk of its own (see lazyPart). */
export const BidsTab = lazyPart(() => import('./bids-tab').then((module) => module.BidsTab));
export const DriverTab = lazyPart(() => import('./driver-tab').then((module) => module.DriverTab));
export const DisputePanel = lazyPart(() => import('./dispute-panel').then((module) => module.DisputePanel));
export const ReviewForm = lazyPart(() => import('./review-form').then((module) => module.ReviewForm));
export const MoneyPanel = lazyPart(() => import('./money-panel').then((module) => module.MoneyPanel));
export const InspectionsPanel = lazyPart(() => import('./inspections-panel').then((module) => module.InspectionsPanel));
export const DocumentsPanel = lazyPart(() => import('./documents-panel').then((module) => module.DocumentsPanel));
