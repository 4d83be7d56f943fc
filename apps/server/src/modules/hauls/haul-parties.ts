import { type Haul, haulHolderId, isDraft, isTravelling, statusAllows } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { toBidView } from './bid-view';
import { findHaulPartyRows, findLatestHaulLocation, findReviewBy } from './haul-parties.repository';
import type { HaulRecord } from './hauls.repository';

/** What a haul's view says about drivers: who holds it, how many bids still count, and the viewer's own bid. */
export type HaulParties = Pick<
  Haul,
  'driver' | 'bid_count' | 'my_bid' | 'completion_code' | 'driver_location' | 'my_review'
>;

const NO_PARTIES: HaulParties = {
  driver: null,
  bid_count: 0,
  my_bid: null,
  completion_code: null,
  driver_location: null,
  my_review: null,
};

/**
 * The drivers' side of a haul as `viewer` sees it. The holding driver is named to the shipper, staff and that driver
 * only: other drivers learn that the load is taken (its status), not by whom.
 */
export const haulPartiesFor = async (
  db: Database,
  { record, viewer, now }: { record: HaulRecord; viewer: UserRow; now: Date },
): Promise<HaulParties> => {
  const { haul } = record;
  // Drafts were never shown to drivers: nothing to look up (most quotes stay drafts).
  if (isDraft(haul.status)) return NO_PARTIES;
  const isShipper = haul.userId === viewer.id;
  // A load posted again after the shipper turned its driver down has no holder, whatever the column still says.
  const holderId = haulHolderId(haul);
  const seesDriver = isShipper || viewer.isStaff || holderId === viewer.id;
  // The delivery code proves the shipper received the load: whoever holds the load must never read it, even staff.
  const seesCode = (isShipper || viewer.isStaff) && viewer.id !== haul.driverUserId;
  // Where the driver is matters to the shipper only while the load travels; after delivery it is the driver's own.
  const seesLocation = seesDriver && holderId !== null && isTravelling(haul.status);
  const [{ holder: driver, bidCount, myBid }, location, myReview] = await Promise.all([
    // The bids and the names in one read; the rarer parts (tracking, reviews) only when the status has them.
    findHaulPartyRows(db, {
      haulId: haul.id,
      now,
      bidderId: isShipper ? null : viewer.id,
      holderId: seesDriver ? holderId : null,
    }),
    seesLocation ? findLatestHaulLocation(db, haul.id) : null,
    statusAllows('review', haul.status) ? findReviewBy(db, { haulId: haul.id, authorUserId: viewer.id }) : null,
  ]);
  return {
    driver: driver && { id: driver.id, name: driver.name, member_since: driver.createdAt.toISOString() },
    bid_count: bidCount,
    my_bid: myBid && toBidView(myBid, now),
    completion_code: seesCode ? haul.deliveryCode : null,
    driver_location: location && { location: [location.lon, location.lat], at: location.createdAt.toISOString() },
    my_review: myReview && {
      stars: myReview.stars,
      comment: myReview.comment,
      created: myReview.createdAt.toISOString(),
    },
  };
};
