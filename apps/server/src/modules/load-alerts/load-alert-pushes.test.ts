import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeUserRow, makeConfirmedShipper } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { pushesTo, subscribeDevice } from '../../testing/push-devices';
import { type PushServiceStandIn, startPushServiceStandIn } from '../../testing/push-service-stand-in';
import { loadAlertSenderDepsOf, sendDueLoadAlerts } from './load-alert-sender';
import { postLoad } from './load-alerts.test-helpers';

const clock = testClock();
let app: FastifyInstance;
let standIn: PushServiceStandIn;

beforeAll(async () => {
  standIn = await startPushServiceStandIn();
  app = await buildTestApp({ clock, config: { push: standIn.pushConfig() } });
});

afterAll(async () => {
  await app.close();
  await standIn.close();
});

/** Sends everything due, as the server's interval would. */
const sendAll = () => sendDueLoadAlerts(loadAlertSenderDepsOf(app), 10_000);

describe('new-load alerts as device notifications', () => {
  it('reach a premium driver at posting and a basic driver only after their delay, as the emails do', async () => {
    const premium = await makeDriver(app, { level: 1 });
    const basic = await makeDriver(app);
    const premiumPhone = await subscribeDevice(app, standIn, premium.key);
    const basicPhone = await subscribeDevice(app, standIn, basic.key);
    const shipper = await makeConfirmedShipper(app);
    const haul = await postLoad(app, shipper.key);
    await sendAll();

    expect(pushesTo(standIn, premiumPhone.id)).toEqual([
      {
        title: 'New load: Kubota M7-172 tractor, Regina, SK to Winnipeg, MB',
        body: expect.stringContaining('Regina, SK to Winnipeg, MB'),
        url: `/job/${haul.id}`,
        tag: 'load-alert',
      },
    ]);
    expect(pushesTo(standIn, basicPhone.id)).toEqual([]);

    clock.advance((app.config.loadAlerts.basicDelayMinutes - 1) * 60_000);
    await sendAll();
    expect(pushesTo(standIn, basicPhone.id)).toEqual([]);
    clock.advance(60_000);
    await sendAll();
    expect(pushesTo(standIn, basicPhone.id)).toMatchObject([{ url: `/job/${haul.id}` }]);
    expect(pushesTo(standIn, premiumPhone.id)).toHaveLength(1);
  });

  it('reach no device of a driver who turned app notifications off', async () => {
    clock.advance(24 * 60 * 60_000);
    await sendAll();
    const driver = await makeDriver(app, { level: 1 });
    const phone = await subscribeDevice(app, standIn, driver.key);
    await changeUserRow(app, driver.user.id, { recieveAppNotification: false });
    await postLoad(app, (await makeConfirmedShipper(app)).key);
    await sendAll();

    expect(pushesTo(standIn, phone.id)).toEqual([]);
  });
});
