import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeUserRow, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { pushesTo, subscribeDevice } from '../../testing/push-devices';
import { type PushServiceStandIn, startPushServiceStandIn } from '../../testing/push-service-stand-in';
import { outboxOf, setNoticeSettings } from './notices.test-helpers';
import { type NoticesContext, noticesContext } from './notices-context';
import { notify } from './notify';

let app: FastifyInstance;
let ctx: NoticesContext;
let standIn: PushServiceStandIn;

beforeAll(async () => {
  standIn = await startPushServiceStandIn();
  app = await buildTestApp({ config: { push: standIn.pushConfig() } });
  ctx = noticesContext(app, app.log);
});

afterAll(async () => {
  await app.close();
  await standIn.close();
});

const HAUL_ID = '0190f7d2-0000-7000-8000-000000000001';
const CHAT_ID = '0190f7d2-0000-7000-8000-0000000000c1';

describe('notices as device notifications', () => {
  it('pushes a chat message to every device, in the user’s language, tagged by conversation', async () => {
    const { key, user } = await registerUser(app);
    await changeUserRow(app, user.id, { languageChoice: 'es' });
    const phone = await subscribeDevice(app, standIn, key);
    const laptop = await subscribeDevice(app, standIn, key);
    const outcome = await notify(ctx, {
      userId: user.id,
      kind: 'new_message',
      data: { chat_id: CHAT_ID, name: 'Pat Driver', title: 'Kubota L2501' },
      link: `/messenger/${CHAT_ID}`,
    });

    expect(outcome.pushed).toBe(true);
    for (const device of [phone, laptop]) {
      expect(pushesTo(standIn, device.id)).toEqual([
        {
          title: 'Nuevo mensaje de Pat Driver',
          body: expect.stringContaining('Kubota L2501'),
          url: `/messenger/${CHAT_ID}`,
          tag: `chat-${CHAT_ID}`,
        },
      ]);
    }
  });

  it('pushes a booking step with the load’s page', async () => {
    const { key, user } = await registerUser(app);
    const phone = await subscribeDevice(app, standIn, key);
    await notify(ctx, {
      userId: user.id,
      kind: 'driver_confirmed',
      data: { haul_id: HAUL_ID, load: 'Case IH Magnum 340' },
      link: `/job/${HAUL_ID}`,
    });

    expect(pushesTo(standIn, phone.id)).toEqual([
      {
        title: 'You are confirmed for Case IH Magnum 340',
        body: 'The shipper paid for "Case IH Magnum 340" and confirmed you as its driver.',
        url: `/job/${HAUL_ID}`,
        tag: `haul-${HAUL_ID}`,
      },
    ]);
  });

  it('pushes nothing to a user who turned app notifications off, though their email still goes', async () => {
    const { key, user } = await registerUser(app);
    const phone = await subscribeDevice(app, standIn, key);
    await setNoticeSettings(app, user.id, { app: false, email: true });
    const outcome = await notify(ctx, {
      userId: user.id,
      kind: 'new_bid',
      data: { haul_id: HAUL_ID, load: 'Kubota L2501', name: 'Pat Driver' },
      link: `/job/${HAUL_ID}/bids`,
    });

    expect(outcome).toMatchObject({ notice: null, emailed: true, pushed: false });
    expect(pushesTo(standIn, phone.id)).toEqual([]);
    const rows = await outboxOf(app, user.id, 'new_bid');
    expect(rows.emails).toHaveLength(1);
  });
});
