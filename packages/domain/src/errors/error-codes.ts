/**
 * Every stable error code the API can answer with, and the HTTP status it travels with.
 * The web keys its translated messages by these codes (`errors:<code>`), so a code once
 * shipped is never renamed.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  login_failed: 400,
  code_invalid: 400,
  wrong_password: 400,
  needs_email_or_phone: 400,
  /** The driver entered a delivery code that is not the shipper's (spec 7: POST /haul/{id}/complete/?code=). */
  delivery_code_wrong: 400,
  /** Issue 23: "Picked up" is the pickup inspection (photos, checklist, both signatures); the body carries it. */
  pickup_inspection_required: 400,
  /** Issue 23: completing carries the delivery inspection (photos, the receiver's name and signature) with the code. */
  delivery_inspection_required: 400,
  /** A push subscription whose endpoint is not a browser's push service (the server would POST to it). */
  push_endpoint_not_allowed: 400,
  unauthenticated: 401,
  forbidden: 403,
  /** A driver's action by someone who has not registered as a driver (spec 6). */
  not_a_driver: 403,
  /** A driver's action that needs an approved profile or a subscription first (spec 5 and 6). */
  driver_not_approved: 403,
  /** Issue 21: only the load's shipper counters an offer (staff may read bids but not bargain for the shipper). */
  counter_shipper_only: 403,
  /** Issue 21: only the driver whose bid was countered accepts or declines the counter. */
  counter_driver_only: 403,
  not_found: 404,
  user_not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  /** The request took too long to arrive (Node's request timeout). */
  request_timeout: 408,
  conflict: 409,
  /** Spec 8: the load was accepted by another driver. */
  haul_taken: 409,
  /** Spec 8: the load was removed (deleted) by the shipper. */
  haul_removed: 409,
  /** The offer's expiry passed before the shipper accepted it. */
  bid_expired: 409,
  account_exists: 409,
  /** Publishing a draft needs a confirmed email and accepted terms; the draft was saved. */
  needs_confirmation: 409,
  /** A load the office has to plan (no quote) cannot be posted by itself. */
  needs_office: 409,
  /** Confirming a driver needs the prepayment: `POST /purchase/pay/` confirms when the payment succeeds. */
  prepayment_required: 409,
  /**
   * A refusal a user can meet, each with its own code so the web can say what happened (issue 17). `conflict`
   * stays only for a true concurrent edit: the record changed between the read and the write.
   */
  haul_already_paid: 409,
  /** Issue 23: the load's invoice exists once its payment succeeded. */
  invoice_not_issued: 409,
  /** Issue 23: a bill of lading exists once a driver is confirmed (the load paid). */
  bill_of_lading_not_ready: 409,
  /** Issue 23: a payout statement exists once the load is delivered and the driver's payout scheduled. */
  payout_statement_not_ready: 409,
  /** Issue 23 part 4: a problem is reported only on a delivered load. */
  dispute_load_not_delivered: 409,
  /** Issue 23 part 4: the window after delivery to report a problem (DISPUTE_WINDOW_HOURS) has passed. */
  dispute_window_closed: 409,
  /** Issue 23 part 4: a load takes one problem report; staff handle it. */
  dispute_already_reported: 409,
  /** Issue 23 part 4: the driver answers a report once. */
  dispute_already_answered: 409,
  /** Issue 23 part 4: staff decided the case already (a second decision, or an answer after it). */
  dispute_already_resolved: 409,
  /** Issue 23 part 4: the driver was paid before the report, so no refund can come out of the held payout. */
  dispute_payout_already_paid: 409,
  /** Issue 23 part 4: a partial refund is more than nothing and less than the freight paid. */
  dispute_refund_amount_invalid: 400,
  /** Issue 23 part 4: a credit note exists once a refund was made. */
  credit_note_not_issued: 404,
  payment_in_progress: 409,
  haul_not_payable: 409,
  haul_has_no_price: 409,
  plan_has_no_price: 409,
  idempotency_key_reused: 409,
  haul_not_draft: 409,
  haul_not_posted: 409,
  haul_has_driver: 409,
  haul_has_no_driver: 409,
  haul_not_awaiting_confirmation: 409,
  haul_already_completed: 409,
  haul_not_completable: 409,
  haul_not_pickable: 409,
  haul_not_travelling: 409,
  haul_needs_bid: 409,
  haul_priced_by_bids: 409,
  haul_accepted_by_you: 409,
  haul_already_yours: 409,
  /** The shipper turned this driver down for this load earlier. */
  driver_turned_down: 409,
  /** The load's status does not allow the shipper's action (the lifecycle table says no). */
  haul_action_not_allowed: 409,
  quote_link_claimed: 409,
  bid_not_active: 409,
  /** Issue 21: a bid takes one counter-offer; the shipper made theirs already. */
  bid_already_countered: 409,
  /** Issue 21: there is no counter-offer waiting for the driver's answer on this bid. */
  counter_not_pending: 409,
  driver_cannot_take_loads: 409,
  review_before_delivery: 409,
  review_already_given: 409,
  refund_after_delivery: 409,
  payout_not_retryable: 409,
  referral_claim_already_decided: 409,
  referral_reward_already_requested: 409,
  mass_message_not_answerable: 409,
  support_chat_already_open: 409,
  driver_profile_exists: 409,
  driver_profile_already_approved: 409,
  driver_profile_incomplete: 409,
  driver_profile_not_pending: 409,
  plan_needs_payment: 409,
  /** A test notification with no device of the caller's subscribed. */
  push_no_device: 409,
  payload_too_large: 413,
  /** A path segment (an id) longer than any real one. */
  uri_too_long: 414,
  unsupported_media_type: 415,
  user_cant_respond: 423,
  rate_limited: 429,
  /** Login failures in a row slow further tries down (progressive delay); the answer says how long to wait. */
  login_throttled: 429,
  /** Too many accounts registered from one address, or for one email, in a short time. */
  account_creation_limited: 429,
  /** Too many visitor (temporary) accounts made from one address in a short time. */
  temp_account_limited: 429,
  /** The address or the request's headers are larger than the server reads (Node's 16 KiB limit). */
  headers_too_large: 431,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
