import { z } from 'zod';
import { fieldCodeParams } from '../errors/field-codes';

/** Spec 8, word for word: what the payment screen shows after `POST /purchase/pay/`. */
export const PAYMENT_SUCCESS_MESSAGE =
  'Your payment was processed successfully. Check your email for a transaction record.';
export const PAYMENT_FAILURE_PREFIX = 'Your payment could not be processed. Your credit card company said:';
/** Said in place of the card company's words when the gateway did not answer. */
export const PAYMENT_NO_RESPONSE = 'No response';

/** The marks that already finish the card company's words (Korean and Japanese gateways use their own). */
const SENTENCE_END = /[.!?…。！？]$/u;

/**
 * "Your payment could not be processed. Your credit card company said: <their words>" (spec 8). Their words end with
 * a full stop, added when they have none ("No response."), so the sentence a screen puts after them reads apart.
 */
export const paymentFailureMessage = (gatewayMessage: string | null | undefined): string => {
  const words = gatewayMessage?.trim() || PAYMENT_NO_RESPONSE;
  return `${PAYMENT_FAILURE_PREFIX} ${SENTENCE_END.test(words) ? words : `${words}.`}`;
};

/** Spec 5: non-digits are stripped from the card number ("4242 4242-4242 4242" is 4242424242424242). */
export const stripCardNumber = (pan: string): string => pan.replace(/\D/g, '');

/** The Luhn checksum every card number carries, so a mistyped digit is caught before the gateway is asked. */
export const hasValidCardChecksum = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
};

const CARD_NUMBER = 'Enter the card number.';
const REQUIRED = fieldCodeParams('required');
const PanSchema = z
  .string(CARD_NUMBER)
  .transform(stripCardNumber)
  .refine((digits) => digits.length >= 12 && digits.length <= 19 && hasValidCardChecksum(digits), {
    message: 'This card number is not valid.',
    ...fieldCodeParams('card_number_invalid'),
  });

/** MMYY, e.g. 0928 for September 2028 (spec 3 and 5). */
export const ExpdateSchema = z
  .string('Enter the expiry date as MMYY.')
  .trim()
  .regex(/^(0[1-9]|1[0-2])\d{2}$/, 'Enter the expiry date as MMYY, e.g. 0928.');

const CvcSchema = z
  .string('Enter the security code (CVC).')
  .trim()
  .regex(/^\d{3,4}$/, 'The security code (CVC) is 3 or 4 digits.');

/** A client-made key (a UUID is ideal) so that a repeated submit finds the first attempt instead of paying again. */
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[\w.:-]{8,100}$/, 'Expected 8 to 100 letters, digits, or . _ : - characters.');

const PaidLevelSchema = z.union([z.literal(1), z.literal(2)], 'Choose plan level 1 or 2.');

/**
 * `POST /purchase/pay/` (spec 3 Payment: pan, expdate, cvc and the haul-or-driver flag). Either the card fields, or
 * `payment_method`: a token made by the provider's own form in the browser (Stripe.js), so the card never reaches us.
 * Either `haul_id` (prepay a load the shipper's driver has accepted) or `driver: true` with `level` (a plan).
 * An idempotency key is optional (spec 7's body has none): in the body or the `Idempotency-Key` header, a repeat with
 * it answers as the first attempt; without one the user's open payment of the same load or plan is repeated, so the
 * card is never charged twice either way.
 */
export const PayBodySchema = z
  .object({
    pan: PanSchema.optional(),
    expdate: ExpdateSchema.optional(),
    cvc: CvcSchema.optional(),
    payment_method: z
      .string()
      .trim()
      .regex(/^[\w-]{3,255}$/, 'Not a payment method token.')
      .optional(),
    haul_id: z.uuid('Not a haul id.').optional(),
    driver: z.boolean().optional(),
    level: PaidLevelSchema.optional(),
    idempotency_key: IdempotencyKeySchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.payment_method === undefined) {
      if (body.pan === undefined) ctx.addIssue({ code: 'custom', path: ['pan'], message: CARD_NUMBER, ...REQUIRED });
      if (body.expdate === undefined) {
        ctx.addIssue({ code: 'custom', path: ['expdate'], message: 'Enter the expiry date as MMYY.', ...REQUIRED });
      }
      if (body.cvc === undefined) {
        ctx.addIssue({ code: 'custom', path: ['cvc'], message: 'Enter the security code (CVC).', ...REQUIRED });
      }
    }
    const forDriver = body.driver === true;
    if (forDriver && body.haul_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['haul_id'], message: 'Pay for a load or for a plan, not both.' });
    } else if (!forDriver && body.haul_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['haul_id'], message: 'Say which load this payment is for.', ...REQUIRED });
    }
    if (forDriver && body.level === undefined) {
      ctx.addIssue({ code: 'custom', path: ['level'], message: 'Choose plan level 1 or 2.', ...REQUIRED });
    }
  });
export type PayBody = z.infer<typeof PayBodySchema>;

export const PayResponseSchema = z.object({ success: z.boolean(), message: z.string() }).meta({ id: 'PayResponse' });
export type PayResponse = z.infer<typeof PayResponseSchema>;

/** `POST /purchase/request_payment/`: pay another way (cheque, transfer...) for a load or a plan; staff follow up. */
export const RequestPaymentBodySchema = z
  .object({
    haul_id: z.uuid('Not a haul id.').optional(),
    driver: z.boolean().optional(),
    level: PaidLevelSchema.optional(),
    note: z.string().trim().max(2000, 'Keep the note under 2000 characters.').default(''),
  })
  .superRefine((body, ctx) => {
    if (body.driver === true) {
      if (body.haul_id !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['haul_id'], message: 'Ask for a load or for a plan, not both.' });
      }
      if (body.level === undefined) {
        ctx.addIssue({ code: 'custom', path: ['level'], message: 'Choose plan level 1 or 2.', ...REQUIRED });
      }
    } else if (body.haul_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['haul_id'], message: 'Say which load this payment is for.', ...REQUIRED });
    }
  });
export type RequestPaymentBody = z.infer<typeof RequestPaymentBodySchema>;

export const PaymentRequestSchema = z
  .object({
    id: z.string(),
    user: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
    purpose: z.enum(['haul', 'subscription']),
    haul_id: z.string().nullable(),
    note: z.string(),
    status: z.string(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PaymentRequest' });
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;

export const RequestPaymentResponseSchema = z.object({ detail: z.string(), request: PaymentRequestSchema });
export const PaymentRequestListSchema = z.array(PaymentRequestSchema);
