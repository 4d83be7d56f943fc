import { z } from 'zod';
import { EmailSchema } from '../accounts/account-rules';
import { MoneySchema } from '../money/money.schema';

const isoDateTime = z.iso.datetime({ offset: true });

/** How a referral link left the app (spec 2: referral/share/email, /text, /link, /native). */
export const REFERRAL_CHANNELS = ['email', 'text', 'link', 'native'] as const;
export type ReferralChannel = (typeof REFERRAL_CHANNELS)[number];

export const REFERRAL_REWARD_REASONS = ['signup', 'first_load'] as const;
export type ReferralRewardReason = (typeof REFERRAL_REWARD_REASONS)[number];

/**
 * available: earned, not asked for yet; requested: the user asked to be paid; approved or rejected by staff;
 * paid: staff paid an approved claim.
 */
export const REFERRAL_CLAIM_STATUSES = ['available', 'requested', 'approved', 'rejected', 'paid'] as const;
export type ReferralClaimStatus = (typeof REFERRAL_CLAIM_STATUSES)[number];

/** Accepted by `POST /user/create_temp_account/` and `POST /user/create_account/` beside their own fields. */
export const ReferralCodeFieldSchema = z.string().max(64).nullish();

/** `GET /refer/refer_amounts/`: what a referrer earns (server configuration; the spec gives no amounts). */
export const ReferAmountsSchema = z
  .object({
    /** When the person who signed up through the link confirms their email address. */
    signup: MoneySchema,
    /** When that person's first load is delivered (completed with the delivery code). */
    first_load: MoneySchema,
  })
  .meta({ id: 'ReferAmounts' });
export type ReferAmounts = z.infer<typeof ReferAmountsSchema>;

export const ReferralShareSchema = z
  .object({
    id: z.string(),
    channel: z.enum(REFERRAL_CHANNELS),
    /** The address mailed (email shares only). */
    recipient: z.string().nullable(),
    created: isoDateTime,
  })
  .meta({ id: 'ReferralShare' });
export type ReferralShare = z.infer<typeof ReferralShareSchema>;

/** Someone who signed up through the link, as the referrer sees them: a short name, never their contact details. */
export const ReferredPersonSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    signed_up: isoDateTime,
    email_confirmed: z.boolean(),
    first_load_completed: isoDateTime.nullable(),
  })
  .meta({ id: 'ReferredPerson' });
export type ReferredPerson = z.infer<typeof ReferredPersonSchema>;

export const ReferralClaimSchema = z
  .object({
    id: z.string(),
    reason: z.enum(REFERRAL_REWARD_REASONS),
    amount: MoneySchema,
    status: z.enum(REFERRAL_CLAIM_STATUSES),
    /** The short name of the person whose sign-up or first load earned it. */
    referred_name: z.string(),
    created: isoDateTime,
    requested_at: isoDateTime.nullable(),
    decided_at: isoDateTime.nullable(),
    /** Staff's reason for a rejection (or note with a decision). */
    decision_note: z.string().nullable(),
  })
  .meta({ id: 'ReferralClaim' });
export type ReferralClaim = z.infer<typeof ReferralClaimSchema>;

/** `GET /refer/`: the caller's link (made on first use) with its activity and claims. */
export const ReferralSchema = z
  .object({
    code: z.string(),
    link: z.string(),
    amounts: ReferAmountsSchema,
    activity: z.object({
      shares_sent: z.int().nonnegative(),
      sign_ups: z.int().nonnegative(),
      first_loads: z.int().nonnegative(),
      /** Newest first, at most 50. */
      shares: z.array(ReferralShareSchema),
      /** Newest first, at most 100. */
      referred: z.array(ReferredPersonSchema),
    }),
    /** Newest first. */
    claims: z.array(ReferralClaimSchema),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof ReferralSchema>;

/** What one share was: an email share names the address the server mails the invitation to. */
export const ReferDataSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), email: EmailSchema }),
  z.object({ channel: z.enum(['text', 'link', 'native']) }),
]);
export type ReferData = z.infer<typeof ReferDataSchema>;

/** `POST /refer/` (spec 7: refer_data): records a share; an email share sends the invitation. */
export const ReferBodySchema = z.object({ refer_data: ReferDataSchema }).meta({ id: 'ReferBody' });
export type ReferBody = z.input<typeof ReferBodySchema>;

export const ReferralClaimIdParamsSchema = z.object({ id: z.uuid('No such claim.') });

/** `GET /admin/referral_claims/`: claims in one status (requested by default), oldest first. */
export const StaffReferralClaimsQuerySchema = z.object({
  status: z.enum(REFERRAL_CLAIM_STATUSES).optional().default('requested'),
  page: z.coerce.number().int().min(1).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(50).optional().default(20),
});
export type StaffReferralClaimsQuery = z.input<typeof StaffReferralClaimsQuerySchema>;

const StaffPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  email_confirmed: z.boolean(),
});

/** A claim as staff decide it: who asked, who they referred, and what earned it. */
export const StaffReferralClaimSchema = z
  .object({
    claim: ReferralClaimSchema,
    referrer: StaffPersonSchema,
    referred: StaffPersonSchema,
    /** The load whose completion earned a first-load claim. */
    first_load_haul_id: z.string().nullable(),
  })
  .meta({ id: 'StaffReferralClaim' });
export type StaffReferralClaim = z.infer<typeof StaffReferralClaimSchema>;

export const StaffReferralClaimPageSchema = z
  .object({
    count: z.int().nonnegative(),
    page: z.int(),
    page_size: z.int(),
    results: z.array(StaffReferralClaimSchema),
  })
  .meta({ id: 'StaffReferralClaimPage' });
export type StaffReferralClaimPage = z.infer<typeof StaffReferralClaimPageSchema>;

/** requested -> approved or rejected (a reason required); approved -> paid. */
export const REFERRAL_CLAIM_DECISIONS = ['approve', 'reject', 'paid'] as const;
export type ReferralClaimDecision = (typeof REFERRAL_CLAIM_DECISIONS)[number];

export const ReferralClaimDecisionBodySchema = z
  .object({
    decision: z.enum(REFERRAL_CLAIM_DECISIONS),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((body) => body.decision !== 'reject' || Boolean(body.reason), {
    path: ['reason'],
    message: 'Please say why the claim is rejected.',
  })
  .meta({ id: 'ReferralClaimDecisionBody' });
export type ReferralClaimDecisionBody = z.input<typeof ReferralClaimDecisionBodySchema>;

/** Which status a decision moves a claim from, and to. */
export const CLAIM_DECISION_MOVES: Record<
  ReferralClaimDecision,
  { from: ReferralClaimStatus; to: ReferralClaimStatus }
> = {
  approve: { from: 'requested', to: 'approved' },
  reject: { from: 'requested', to: 'rejected' },
  paid: { from: 'approved', to: 'paid' },
};
