import { type Haul, isActionDone } from '@freight/domain';
import layout from '../../../shared/ui/plain-layout.module.css';
import type { BookingActions } from '../booking-actions';
import type { JobViewer } from '../driver-actions';
import { useTravellingRefresh } from '../use-travelling-refresh';
import { DeliveryCode } from './delivery-code';
import { HolderActions } from './holder-actions';
import { DisputePanel, DocumentsPanel, InspectionsPanel, MoneyPanel, ReviewForm } from './job-parts';

/**
 * The job page's booking part, from confirmation on: the shipper's delivery code, the holding driver's delivery
 * actions, a problem report after delivery, the review both sides leave, where the money is, the pickup and delivery
 * inspections and the load's documents (same audience).
 */
export const BookingPanel = ({
  haul,
  viewer,
  actions,
  onReviewed,
}: {
  haul: Haul;
  viewer: JobViewer;
  actions: BookingActions;
  onReviewed: () => void;
}) => {
  useTravellingRefresh(haul.id, actions.showsDeliveryCode);
  return (
    <div className={layout.stackSm}>
      {actions.showsDeliveryCode && haul.completion_code && <DeliveryCode code={haul.completion_code} />}
      {viewer === 'holder' && <HolderActions haul={haul} actions={actions} />}
      {isActionDone('complete', haul.status) && (viewer === 'shipper' || viewer === 'holder') && (
        <DisputePanel haulId={haul.id} viewer={viewer} />
      )}
      {actions.canReview && <ReviewForm haul={haul} viewer={viewer} onReviewed={onReviewed} />}
      {actions.showsMoney && <MoneyPanel haulId={haul.id} />}
      {actions.showsMoney && <InspectionsPanel haulId={haul.id} />}
      {actions.showsMoney && <DocumentsPanel haulId={haul.id} />}
    </div>
  );
};
