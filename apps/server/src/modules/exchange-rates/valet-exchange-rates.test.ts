import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../testing/build-test-app';
import { appErrorOf, closedAddress, startStandInServer } from '../../testing/stand-in-server';
import recordedAnswer from './valet-answer-2022-06-28.json' with { type: 'json' };
import { readValetObservations, VALET_CACHE_MS, ValetExchangeRates } from './valet-exchange-rates';

let standIn: Awaited<ReturnType<typeof startStandInServer>>;
let baseUrl: string;
let seen: string[];

beforeAll(async () => {
  standIn = await startStandInServer({ route: '/valet/observations/:series/json', prefix: '/valet' });
  ({ baseUrl, seen } = standIn);
});

afterAll(() => standIn.close());

beforeEach(() => standIn.reset(() => recordedAnswer));

describe('ValetExchangeRates', () => {
  it('asks for the latest observation of our ten series and reads a recorded answer', async () => {
    const rates = await new ValetExchangeRates({ baseUrl, timeoutMs: 1_000 }).listCadRates();
    expect(seen).toEqual([
      '/valet/observations/FXUSDCAD,FXEURCAD,FXGBPCAD,FXAUDCAD,FXMXNCAD,FXJPYCAD,FXKRWCAD,FXCHFCAD,FXCNYCAD,FXINRCAD/json?recent=1',
    ]);
    expect(rates).toEqual([
      { currency: 'cad', cadPerUnit: '1', asOf: '2022-06-28' },
      { currency: 'usd', cadPerUnit: '1.2864', asOf: '2022-06-28' },
      { currency: 'eur', cadPerUnit: '1.3545', asOf: '2022-06-28' },
      { currency: 'gbp', cadPerUnit: '1.5696', asOf: '2022-06-28' },
      { currency: 'aud', cadPerUnit: '0.8906', asOf: '2022-06-28' },
      { currency: 'mxn', cadPerUnit: '0.06424', asOf: '2022-06-28' },
      { currency: 'jpy', cadPerUnit: '0.009450', asOf: '2022-06-28' },
      { currency: 'krw', cadPerUnit: '0.000997', asOf: '2022-06-28' },
      { currency: 'chf', cadPerUnit: '1.3444', asOf: '2022-06-28' },
      { currency: 'cny', cadPerUnit: '0.1918', asOf: '2022-06-28' },
      { currency: 'inr', cadPerUnit: '0.01628', asOf: '2022-06-28' },
    ]);
  });

  it('keeps the newest observation of each series when rows differ in date', () => {
    const table = readValetObservations({
      observations: [
        { d: '2024-10-18', FXUSDCAD: { v: '1.3810' }, FXJPYCAD: { v: '0.009230' } },
        { d: '2024-10-21', FXUSDCAD: { v: '1.3835' }, FXJPYCAD: { v: '' } },
        { d: 'yesterday', FXUSDCAD: { v: '9.9999' } },
        { d: '2024-10-22', FXUSDCAD: { v: '-1' }, FXEURCAD: 1.4983 },
      ],
    });
    expect(table).toEqual({
      usd: { cadPerUnit: '1.3835', asOf: '2024-10-21' },
      jpy: { cadPerUnit: '0.009230', asOf: '2024-10-18' },
    });
  });

  it('fetches once a day: later calls within the day reuse the answer, concurrent ones share one request', async () => {
    const clock = testClock();
    const service = new ValetExchangeRates({ baseUrl, timeoutMs: 1_000, clock });
    await Promise.all([service.getCadRate('usd'), service.getCadRate('eur'), service.listCadRates()]);
    expect(seen).toHaveLength(1);
    clock.advance(VALET_CACHE_MS - 1);
    expect(await service.getCadRate('cad')).toEqual({ currency: 'cad', cadPerUnit: '1', asOf: '2022-06-28' });
    expect(seen).toHaveLength(1);
    clock.advance(1);
    await service.getCadRate('usd');
    expect(seen).toHaveLength(2);
  });

  it('turns a server error into a 503 service_unavailable, and tries again on the next call', async () => {
    standIn.answer = (reply) => reply.status(500).send({ message: 'down for maintenance' });
    const service = new ValetExchangeRates({ baseUrl, timeoutMs: 1_000, clock: testClock() });
    const error = await appErrorOf(service.getCadRate('usd'));
    expect(error).toMatchObject({ code: 'service_unavailable', statusCode: 503, retryAfterSeconds: 30 });
    expect(error.message).toMatch(/Bank of Canada exchange-rate service answered 500/);
    standIn.answer = () => recordedAnswer;
    expect((await service.getCadRate('usd')).cadPerUnit).toBe('1.2864');
    expect(seen).toHaveLength(2);
  });

  it('answers 503 for an unknown series (404), a reply that is not JSON, or one with no rates', async () => {
    const service = () => new ValetExchangeRates({ baseUrl, timeoutMs: 1_000 });
    standIn.answer = (reply) =>
      reply.status(404).send({ message: 'Series FXXYZCAD not found.', docs: 'https://www.bankofcanada.ca/valet/docs' });
    expect((await appErrorOf(service().listCadRates())).code).toBe('service_unavailable');
    standIn.answer = (reply) => reply.type('text/html').send('<html>maintenance</html>');
    expect((await appErrorOf(service().listCadRates())).message).toMatch(/not JSON/);
    standIn.answer = () => ({ terms: {}, observations: [] });
    expect((await appErrorOf(service().listCadRates())).message).toMatch(/sent no exchange rates/);
  });

  it('gives up after the timeout, and answers 503 when nothing listens at the address', async () => {
    standIn.answer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return recordedAnswer;
    };
    expect((await appErrorOf(new ValetExchangeRates({ baseUrl, timeoutMs: 100 }).listCadRates())).message).toMatch(
      /did not answer within 100 ms/,
    );
    const url = await closedAddress();
    expect(
      (await appErrorOf(new ValetExchangeRates({ baseUrl: url, timeoutMs: 1_000 }).listCadRates())).message,
    ).toMatch(/could not be reached/);
  });

  it('serves the rates it got, warns about missing series, and answers 503 for those', async () => {
    standIn.answer = () => ({ observations: [{ d: '2022-06-28', FXUSDCAD: { v: '1.2864' } }] });
    const warnings: unknown[] = [];
    const service = new ValetExchangeRates({ baseUrl, timeoutMs: 1_000, warn: (context) => warnings.push(context) });
    expect((await service.listCadRates()).map((rate) => rate.currency)).toEqual(['cad', 'usd']);
    expect(warnings).toEqual([{ missing: expect.arrayContaining(['FXEURCAD', 'FXINRCAD']) }]);
    expect(await appErrorOf(service.getCadRate('eur'))).toMatchObject({ code: 'service_unavailable' });
  });
});
