export type { ReferralRewards } from './referral-attribution';
export {
  recordReferredSignUp,
  rememberReferralOfVisitor,
  rewardConfirmedSignUp,
  rewardFirstLoad,
} from './referral-attribution';
export { referralsRoutes } from './referrals.routes';
export { staffReferralClaimsRoutes } from './staff-referral-claims.routes';
