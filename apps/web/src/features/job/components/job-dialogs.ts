import { lazyDialog } from './lazy-dialog';

/** The job page's dialogs, each in a chunk of its own (see lazyDialog). */
export const BoostDialog = lazyDialog(() => import('./boost-dialog').then((module) => module.BoostDialog));
export const DeleteDialog = lazyDialog(() => import('./delete-dialog').then((module) => module.DeleteDialog));
export const AcceptDialog = lazyDialog(() => import('./accept-dialog').then((module) => module.AcceptDialog));
export const BidDialog = lazyDialog(() => import('./bid-dialog').then((module) => module.BidDialog));
export const RejectDialog = lazyDialog(() => import('./reject-dialog').then((module) => module.RejectDialog));
export const CompleteDialog = lazyDialog(() => import('./complete-dialog').then((module) => module.CompleteDialog));
export const NotInterestedDialog = lazyDialog(() =>
  import('./not-interested-dialog').then((module) => module.NotInterestedDialog),
);
export const PickupDialog = lazyDialog(() => import('./pickup-dialog').then((module) => module.PickupDialog));
