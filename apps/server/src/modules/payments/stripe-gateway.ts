import type { ChargeOutcome, ChargeRequest, ChargeSucceeded, PaymentGateway } from './payment-gateway';

type StripeOptions = {
  secretKey: string;
  /** https://api.stripe.com unless a test points it at a stand-in. */
  baseUrl: string;
  timeoutMs: number;
  warn: (context: Record<string, unknown>, message: string) => void;
};

type StripeIntent = {
  id?: string;
  status?: string;
  last_payment_error?: { message?: string };
  latest_charge?: { payment_method_details?: { card?: { brand?: string; last4?: string } } } | string | null;
};

const NEEDS_ACTION = 'Your card needs an extra verification step that this form cannot do. Please use another card.';

/** Stripe's form encoding: nested fields as `a[b][c]=v`. */
const formOf = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();

const sourceFields = (source: ChargeRequest['source']): Record<string, string> => {
  if ('paymentMethod' in source) return { payment_method: source.paymentMethod };
  // Raw card numbers need Stripe's raw-card-data permission; the usual way is a Stripe.js token (payment_method).
  return {
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': source.pan,
    'payment_method_data[card][exp_month]': String(Number(source.expdate.slice(0, 2))),
    'payment_method_data[card][exp_year]': `20${source.expdate.slice(2)}`,
    'payment_method_data[card][cvc]': source.cvc,
  };
};

const succeededOf = (intent: StripeIntent): ChargeSucceeded => {
  const card =
    typeof intent.latest_charge === 'object' ? intent.latest_charge?.payment_method_details?.card : undefined;
  return { kind: 'succeeded', reference: String(intent.id), brand: card?.brand ?? null, last4: card?.last4 ?? null };
};

/** A PaymentIntent as Stripe left it: succeeded, declined with the card company's words, or still undecided. */
const outcomeOf = (intent: StripeIntent): ChargeOutcome => {
  if (intent.status === 'succeeded' && intent.id) return succeededOf(intent);
  if (intent.status === 'requires_payment_method') {
    return { kind: 'declined', message: intent.last_payment_error?.message || 'Your card was declined.' };
  }
  if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
    return { kind: 'declined', message: NEEDS_ACTION };
  }
  return { kind: 'no_response' };
};

/**
 * Stripe's PaymentIntents API over fetch: one confirmed PaymentIntent per charge, created with our key as
 * `Idempotency-Key` (Stripe replays the first answer to a repeat for 24 hours) and as metadata (so `findCharge` can
 * search for it after a crash). Card errors (402) and refused requests (400) are declines with Stripe's message;
 * a timeout, a 5xx, a 429, a 409 (the same key in flight) or an auth failure is `no_response`: we cannot tell what
 * happened, so the payment stays pending and is settled by asking again.
 */
export const createStripeGateway = ({ secretKey, baseUrl, timeoutMs, warn }: StripeOptions): PaymentGateway => {
  const call = async (path: string, init: { method: string; body?: string; headers?: Record<string, string> }) => {
    try {
      const response = await fetch(new URL(path, baseUrl), {
        method: init.method,
        body: init.body,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...init.headers,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      return { status: response.status, body };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      warn({ path, timedOut }, timedOut ? 'Stripe did not answer in time' : 'Stripe could not be reached');
      return null;
    }
  };

  return {
    name: 'stripe',
    async charge(request) {
      const answer = await call('/v1/payment_intents', {
        method: 'POST',
        headers: { 'idempotency-key': request.idempotencyKey },
        body: formOf({
          amount: String(request.amountMinor),
          currency: request.currency,
          confirm: 'true',
          description: request.description,
          'metadata[idempotency_key]': request.idempotencyKey,
          'automatic_payment_methods[enabled]': 'true',
          'automatic_payment_methods[allow_redirects]': 'never',
          'expand[]': 'latest_charge',
          ...sourceFields(request.source),
        }),
      });
      if (!answer) return { kind: 'no_response' };
      const { status, body } = answer;
      if (status === 200) return outcomeOf(body as StripeIntent);
      const error = (body.error ?? {}) as { type?: string; message?: string; payment_intent?: StripeIntent };
      if (status === 402 || (status === 400 && error.type !== 'idempotency_error')) {
        return { kind: 'declined', message: error.message || 'Your card was declined.' };
      }
      warn({ status, type: error.type }, 'Stripe refused the charge request');
      return { kind: 'no_response' };
    },
    async refund(request) {
      const answer = await call('/v1/refunds', {
        method: 'POST',
        headers: { 'idempotency-key': request.idempotencyKey },
        body: formOf({
          payment_intent: request.reference,
          amount: String(request.amountMinor),
          'metadata[idempotency_key]': request.idempotencyKey,
        }),
      });
      if (!answer) return { kind: 'no_response' };
      const { status, body } = answer;
      if (status === 200) {
        const refund = body as { id?: string; status?: string; failure_reason?: string };
        // `pending` is a refund Stripe accepted and will finish on its own; only failed and canceled ones did not go.
        if (refund.id && (refund.status === 'succeeded' || refund.status === 'pending')) {
          return { kind: 'refunded', reference: refund.id };
        }
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return { kind: 'failed', message: `Stripe could not refund: ${refund.failure_reason ?? refund.status}` };
        }
        return { kind: 'no_response' };
      }
      const error = (body.error ?? {}) as { type?: string; code?: string; message?: string };
      if ((status === 400 || status === 402) && error.type !== 'idempotency_error') {
        return { kind: 'failed', message: error.message || 'Stripe refused the refund.' };
      }
      warn({ status, type: error.type }, 'Stripe refused the refund request');
      return { kind: 'no_response' };
    },
    async findCharge(idempotencyKey) {
      const query = `metadata['idempotency_key']:'${idempotencyKey.replace(/'/g, '')}'`;
      const answer = await call(
        `/v1/payment_intents/search?${new URLSearchParams({ query, 'expand[]': 'data.latest_charge' })}`,
        { method: 'GET' },
      );
      if (answer?.status !== 200) return { kind: 'no_response' };
      const intents = (answer.body.data ?? []) as StripeIntent[];
      const charged = intents.find((intent) => intent.status === 'succeeded');
      if (charged) return succeededOf(charged);
      if (intents.some((intent) => outcomeOf(intent).kind === 'no_response')) return { kind: 'no_response' };
      return { kind: 'not_charged' };
    },
  };
};
