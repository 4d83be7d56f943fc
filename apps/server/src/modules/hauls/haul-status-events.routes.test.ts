import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, makeConfirmedShipper } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { makeQuotedHaul } from '../../testing/hauls';
import { POST_DETAILS } from '../../testing/posted-hauls';
import { connectRealtime, type RealtimeClient } from '../../testing/realtime-client';
import { loadAlertSenderDepsOf, sendDueLoadAlerts } from '../load-alerts';

const clock = testClock();
let app: FastifyInstance;
let baseUrl: string;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  app = await buildTestApp({ clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const client of clients) client.close();
  await app.close();
});

const listenAs = async (key: string) => {
  const client = await connectRealtime(baseUrl, key);
  clients.push(client);
  return client;
};

const call = (method: 'PUT' | 'POST', url: string, key: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: auth(key), ...(payload && { payload }) });

const statusOf = (client: RealtimeClient, haulId: string, status: string) =>
  client.waitFor((event) => event.type === 'haul_status' && event.haul_id === haulId && event.status === status);

/** Gives the WebSocket a moment in which an unwanted event would have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('haul status events', () => {
  it('tells the shipper, the driver and the drivers whose offers stand when a load moves, and nobody else', async () => {
    const shipper = await makeConfirmedShipper(app);
    const [taker, bidder, bystander] = [await makeDriver(app), await makeDriver(app), await makeDriver(app)];
    const shipperSocket = await listenAs(shipper.key);
    const takerSocket = await listenAs(taker.key);
    const bidderSocket = await listenAs(bidder.key);
    const bystanderSocket = await listenAs(bystander.key);

    const draft = await makeQuotedHaul(app, shipper.key);
    expect((await call('PUT', `/haul/${draft.id}/publish/`, shipper.key, POST_DETAILS)).statusCode).toBe(200);
    await statusOf(shipperSocket, draft.id, 'posted');

    const bid = { haul_id: draft.id, amount: 1500, deliver_at: '2026-07-05T17:00:00.000Z' };
    expect((await call('POST', '/bid/', bidder.key, bid)).statusCode).toBe(201);
    expect((await call('PUT', `/haul/${draft.id}/accept/`, taker.key)).statusCode).toBe(200);

    for (const socket of [shipperSocket, takerSocket, bidderSocket]) await statusOf(socket, draft.id, 'accepted');
    await settle();
    expect(bystanderSocket.events.filter((event) => event.type === 'haul_status')).toEqual([]);
  });

  it('tells the driver the shipper turned down that the load is posted again without them', async () => {
    const shipper = await makeConfirmedShipper(app);
    const driver = await makeDriver(app);
    const draft = await makeQuotedHaul(app, shipper.key);
    await call('PUT', `/haul/${draft.id}/publish/`, shipper.key, POST_DETAILS);
    await call('PUT', `/haul/${draft.id}/accept/`, driver.key);
    const driverSocket = await listenAs(driver.key);

    const rejected = await call('PUT', `/haul/${draft.id}/reject/`, shipper.key, { reason: 'Need a tilt deck.' });
    expect(rejected.statusCode).toBe(200);

    await statusOf(driverSocket, draft.id, 'posted');
  });

  it('says nothing when a request moves nothing (a refused move, a boost that keeps the status)', async () => {
    const shipper = await makeConfirmedShipper(app);
    const draft = await makeQuotedHaul(app, shipper.key);
    await call('PUT', `/haul/${draft.id}/publish/`, shipper.key, POST_DETAILS);
    const shipperSocket = await listenAs(shipper.key);

    expect((await call('PUT', `/haul/${draft.id}/boost/`, shipper.key, { boost: true })).statusCode).toBe(200);
    expect((await call('PUT', `/haul/${draft.id}/publish/`, shipper.key, POST_DETAILS)).statusCode).toBe(409);
    await settle();
    expect(shipperSocket.events.filter((event) => event.type === 'haul_status')).toEqual([]);
  });
});

describe('load alert events', () => {
  it('tells a premium driver at once and a basic driver when the delay is over', async () => {
    const premium = await makeDriver(app, { level: 1, regions: ['SK'] });
    const basic = await makeDriver(app, { level: 0, regions: ['SK'] });
    const premiumSocket = await listenAs(premium.key);
    const basicSocket = await listenAs(basic.key);
    const shipper = await makeConfirmedShipper(app);
    const draft = await makeQuotedHaul(app, shipper.key);
    await call('PUT', `/haul/${draft.id}/publish/`, shipper.key, POST_DETAILS);

    await premiumSocket.waitFor((event) => event.type === 'load_alert' && event.haul_id === draft.id);
    await settle();
    expect(basicSocket.events.filter((event) => event.type === 'load_alert')).toEqual([]);

    clock.advance(app.config.loadAlerts.basicDelayMinutes * 60_000);
    await sendDueLoadAlerts(loadAlertSenderDepsOf(app));

    await basicSocket.waitFor((event) => event.type === 'load_alert' && event.haul_id === draft.id);
    await settle();
    expect(premiumSocket.events.filter((event) => event.type === 'load_alert')).toHaveLength(1);
  });
});

describe('badge events', () => {
  it('tells the user’s other tabs the new counts when one of them marks a list seen', async () => {
    const shipper = await makeConfirmedShipper(app);
    const otherTab = await listenAs(shipper.key);
    expect((await call('POST', '/view_times/seen/', shipper.key, { list: 'self' })).statusCode).toBe(200);
    const event = await otherTab.waitFor((candidate) => candidate.type === 'view_times');
    expect(event).toEqual({ type: 'view_times', view_times: { message_count: 0, posted_count: 0, self_count: 0 } });
  });
});
