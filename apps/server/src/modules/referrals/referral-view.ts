import type { ReferAmounts, ReferralClaim, ReferralShare, ReferredPerson } from '@freight/domain';
import type { ReferralRewards } from './referral-attribution';
import type { ClaimWithReferred, ReferredRow, ShareRow } from './referrals.repository';

/** "Jane Doe" -> "Jane D.": enough for the referrer to know who it is, without handing out a full name. */
const shortName = (name: string): string => {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]?.toUpperCase()}.` : first;
};

export const toReferAmounts = (rewards: ReferralRewards): ReferAmounts => ({
  signup: { amountCents: rewards.signupCents, currency: 'cad' },
  first_load: { amountCents: rewards.firstLoadCents, currency: 'cad' },
});

export const toShareView = (row: ShareRow): ReferralShare => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  created: row.createdAt.toISOString(),
});

export const toReferredView = ({ referral, referred }: ReferredRow): ReferredPerson => ({
  id: referred.id,
  name: shortName(referred.name),
  signed_up: (referral.signedUpAt ?? referral.createdAt).toISOString(),
  email_confirmed: referred.emailConfirmedAt !== null,
  first_load_completed: referral.firstLoadCompletedAt?.toISOString() ?? null,
});

export const toClaimView = ({ claim, referredName }: ClaimWithReferred): ReferralClaim => ({
  id: claim.id,
  reason: claim.reason,
  amount: { amountCents: claim.amountCents, currency: 'cad' },
  status: claim.status,
  referred_name: shortName(referredName),
  created: claim.createdAt.toISOString(),
  requested_at: claim.requestedAt?.toISOString() ?? null,
  decided_at: claim.decidedAt?.toISOString() ?? null,
  decision_note: claim.decisionNote,
});
