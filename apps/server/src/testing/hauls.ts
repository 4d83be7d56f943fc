import { type Haul, HaulSchema, type QuoteRequestInput } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { auth } from './accounts';

/** Regina, SK to Winnipeg, MB with a mid-size tractor: a plain priced quote. */
export const TRACTOR_QUOTE: QuoteRequestInput = {
  origin: { name: 'Regina, SK', location: [-104.6189, 50.4452] },
  destination: { name: 'Winnipeg, MB', location: [-97.1384, 49.8951] },
  load: {
    make_model: 'Kubota M7-172 tractor',
    length: 5.1,
    width: 2.55,
    height: 3.05,
    weight: 6_900,
    load_type: 'machinery',
  },
};

/** A draft haul of the key's user, made the way a visitor makes one: by asking for a quote. */
export const makeQuotedHaul = async (
  app: FastifyInstance,
  key: string,
  request: QuoteRequestInput = TRACTOR_QUOTE,
): Promise<Haul> => {
  const response = await app.inject({ method: 'POST', url: '/api/quote/', headers: auth(key), payload: request });
  if (response.statusCode !== 201) throw new Error(`quote failed: ${response.body}`);
  return HaulSchema.parse(response.json());
};
