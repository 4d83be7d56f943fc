import { type Haul, HaulSchema, type QuoteRequestInput } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { auth } from '../../testing/accounts';
import { makeQuotedHaul, TRACTOR_QUOTE } from '../../testing/hauls';

/** The post flow's pickup and drop-off details and dates, as haul-posting.routes.test.ts sends them. */
export const POST_DETAILS = {
  load: { ready_datetime: '2026-07-02T14:00:00.000Z', deliver_by_datetime: '2026-07-06T22:00:00.000Z' },
  origin: { address: 'NE 12-38-4 W3, RM of Vanscoy', loading_provided: true, loading_times: 'weekdays_8_to_5' },
  destination: { address: '3105 2 Ave N, Lethbridge', unloading_provided: true, loading_times: 'see_instructions' },
};

/** Kelowna, BC to Kamloops, BC: a load that starts outside the default test driver's regions (SK, AB, MB). */
export const EXCAVATOR_QUOTE: QuoteRequestInput = {
  origin: { name: 'Kelowna, BC', location: [-119.4966, 49.888] },
  destination: { name: 'Kamloops, BC', location: [-120.3273, 50.6745] },
  load: {
    make_model: 'Kubota KX040-4 mini excavator',
    length: 4.9,
    width: 1.95,
    height: 2.5,
    weight: 4_300,
    load_type: 'machinery',
  },
};

/** A load of the shipper's, quoted and posted through the API (which is what raises the alerts). */
export const postLoad = async (
  app: FastifyInstance,
  shipperKey: string,
  quote: QuoteRequestInput = TRACTOR_QUOTE,
): Promise<Haul> => {
  const haul = await makeQuotedHaul(app, shipperKey, quote);
  const published = await app.inject({
    method: 'PUT',
    url: `/api/haul/${haul.id}/publish/`,
    headers: auth(shipperKey),
    payload: POST_DETAILS,
  });
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  return HaulSchema.parse(published.json());
};
