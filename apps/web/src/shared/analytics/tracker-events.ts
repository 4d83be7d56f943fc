import { formatDecimalAmount, type Money } from '@freight/domain';

/**
 * The moments spec 9 names for the ad pixel, which our own `POST /userdata/` records too: a quote made (AddToCart),
 * a load paid (Purchase), a sign-up (Lead). Values are CAD, as the spec's pixel content is.
 */
export type TrackerEvent =
  | { name: 'AddToCart'; haulId: string; value: Money | null }
  | { name: 'Purchase'; haulId: string; value: Money | null }
  | { name: 'Lead' };

/** A CAD amount as the vendors take it (a number of dollars); other currencies are left out, never mislabelled. */
export const cadValueOf = (money: Money | null): number | undefined =>
  money && money.currency === 'cad' ? Number(formatDecimalAmount(money)) : undefined;

/** What our own tracking endpoint stores for the event: no personal details, only what happened to which load. */
export const userdataBodyOf = (event: TrackerEvent): { type: string; data: Record<string, unknown> } => {
  if (event.name === 'Lead') return { type: 'Lead', data: {} };
  const value = cadValueOf(event.value);
  return {
    type: event.name,
    data: { haul_id: event.haulId, ...(value === undefined ? {} : { value, currency: 'CAD' }) },
  };
};
