/**
 * The haul lifecycle (DESIGN.md section 4): draft -> posted -> accepted -> confirmed -> picked_up -> completed,
 * with cancelled reachable from any state before completed. The server enforces this table (409 on an illegal move):
 * its applyHaulAction takes each move's `from` and `to` from here and is the only code that writes a haul's status.
 * The web reads it to decide which actions to show; haul-predicates.ts answers the questions both sides derive from it.
 */
export const HAUL_STATUSES = [
  'draft',
  'posted',
  'accepted',
  'confirmed',
  'picked_up',
  'completed',
  'cancelled',
] as const;
export type HaulStatus = (typeof HAUL_STATUSES)[number];

/**
 * Each status by name (`HAUL_STATUS.posted`), for an exhaustive switch or a query filter where the plain name reads
 * best: built from HAUL_STATUSES so no other file spells a status as a string literal.
 */
export const HAUL_STATUS = Object.fromEntries(HAUL_STATUSES.map((status) => [status, status])) as {
  readonly [S in HaulStatus]: S;
};

export type HaulActor = 'shipper' | 'driver' | 'staff';

type Rule = {
  from: readonly HaulStatus[];
  /** `null`: the action leaves the status as it is (a boost, a bid, a review). */
  to: HaulStatus | null;
  by: readonly HaulActor[];
};

const BEFORE_COMPLETION = ['draft', 'posted', 'accepted', 'confirmed', 'picked_up'] as const;

export const HAUL_RULES = {
  publish: { from: ['draft'], to: 'posted', by: ['shipper'] },
  edit: { from: ['draft', 'posted'], to: null, by: ['shipper', 'staff'] },
  boost: { from: ['posted', 'accepted'], to: null, by: ['shipper'] },
  /** A driver takes the load at the posted price. */
  accept: { from: ['posted'], to: 'accepted', by: ['driver'] },
  not_interested: { from: ['posted', 'accepted'], to: null, by: ['driver'] },
  /** Posted loads take offers; accepted loads take expressions of interest as backup (spec section 4). */
  place_bid: { from: ['posted', 'accepted'], to: null, by: ['driver'] },
  accept_bid: { from: ['posted'], to: 'accepted', by: ['shipper'] },
  /** The shipper answers an offer with their own price, once per bid, while the load still takes offers (issue 21). */
  counter_bid: { from: ['posted'], to: null, by: ['shipper'] },
  /** The bidding driver takes the shipper's counter-offer: the load is theirs at the countered price. */
  accept_counter: { from: ['posted'], to: 'accepted', by: ['driver'] },
  /** The shipper turns the accepting driver down: the load is posted again for the next one. */
  reject_driver: { from: ['accepted'], to: 'posted', by: ['shipper'] },
  /** Confirmation and prepayment happen together: money is held from here on. */
  confirm: { from: ['accepted'], to: 'confirmed', by: ['shipper'] },
  pick_up: { from: ['confirmed'], to: 'picked_up', by: ['driver'] },
  /** The driver enters the shipper's delivery code. */
  complete: { from: ['confirmed', 'picked_up'], to: 'completed', by: ['driver'] },
  review: { from: ['completed'], to: null, by: ['shipper', 'driver'] },
  /** Deleting a load cancels it; anything prepaid is refunded in full. */
  cancel: { from: BEFORE_COMPLETION, to: 'cancelled', by: ['shipper', 'staff'] },
  /** A draft is reopened in the quote flow; a cancelled load can be brought back as a draft. */
  resume: { from: ['draft', 'cancelled'], to: 'draft', by: ['shipper'] },
} as const satisfies Record<string, Rule>;

export type HaulAction = keyof typeof HAUL_RULES;
export const HAUL_ACTIONS = Object.keys(HAUL_RULES) as HaulAction[];

export type TransitionResult = { ok: true; next: HaulStatus } | { ok: false; reason: 'wrong_status' | 'wrong_actor' };

/** Whether `actor` may do `action` to a haul in `status`, and the status it leads to. */
export const canTransition = ({
  status,
  action,
  actor,
}: {
  status: HaulStatus;
  action: HaulAction;
  actor: HaulActor;
}): TransitionResult => {
  const rule: Rule = HAUL_RULES[action];
  if (!rule.by.includes(actor)) return { ok: false, reason: 'wrong_actor' };
  if (!rule.from.includes(status)) return { ok: false, reason: 'wrong_status' };
  return { ok: true, next: rule.to ?? status };
};

/** The actions the web offers `actor` on a haul in `status`. */
export const availableHaulActions = (status: HaulStatus, actor: HaulActor): HaulAction[] =>
  HAUL_ACTIONS.filter((action) => canTransition({ status, action, actor }).ok);
