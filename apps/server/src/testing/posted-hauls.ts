import { type Haul, HaulSchema, type KeyResponse, type QuoteRequestInput } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { auth, makeConfirmedShipper } from './accounts';
import { makeQuotedHaul, TRACTOR_QUOTE } from './hauls';

/** The post flow's pickup and drop-off details (spec 2: post), as haul-posting.routes.test.ts sends them. */
export const POST_DETAILS = {
  load: { ready_datetime: '2026-07-02T14:00:00.000Z', deliver_by_datetime: '2026-07-06T22:00:00.000Z' },
  origin: { address: 'NE 12-38-4 W3, RM of Vanscoy', loading_provided: true, loading_times: 'weekdays_8_to_5' },
  destination: { address: '3105 2 Ave N, Lethbridge', unloading_provided: true, loading_times: 'see_instructions' },
};

/**
 * A load 5 m wide: past 16 ft (4.88 m), where routine permits end on the prairies, so the quote is pending and the load
 * takes bids. (A 4.5 m header is priced with its permits and escorts.)
 */
export const WIDE_QUOTE: QuoteRequestInput = {
  ...TRACTOR_QUOTE,
  load: { ...TRACTOR_QUOTE.load, make_model: 'Land roller, 5 m transport width', width: 5 },
};

/** A load posted for drivers by `shipper` (a new confirmed shipper when not given), from `draft` when given. */
export const makePostedHaul = async (
  app: FastifyInstance,
  { shipper, quote, draft: given }: { shipper?: KeyResponse; quote?: QuoteRequestInput; draft?: Haul } = {},
): Promise<{ shipper: KeyResponse; haul: Haul }> => {
  const owner = shipper ?? (await makeConfirmedShipper(app));
  const draft = given ?? (await makeQuotedHaul(app, owner.key, quote));
  const published = await app.inject({
    method: 'PUT',
    url: `/api/haul/${draft.id}/publish/`,
    headers: auth(owner.key),
    payload: POST_DETAILS,
  });
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  return { shipper: owner, haul: HaulSchema.parse(published.json()) };
};
