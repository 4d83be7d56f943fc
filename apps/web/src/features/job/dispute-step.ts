import type { HaulDispute } from '@freight/domain';
import type { JobViewer } from './driver-actions';

/**
 * What the job page offers about a delivered load's problem report: the shipper may `report` while the window is
 * open, the driver who delivered may `respond` once while the case is open, anyone who sees a case may `view` it;
 * otherwise `none` (no case, and no report possible: the panel stays away).
 */
export type DisputeStep = 'report' | 'respond' | 'view' | 'none';

export const disputeStepOf = (state: HaulDispute, viewer: JobViewer): DisputeStep => {
  if (!state.dispute) return state.can_report && viewer === 'shipper' ? 'report' : 'none';
  if (viewer === 'holder' && state.dispute.status === 'open' && state.dispute.response === null) return 'respond';
  return 'view';
};
