import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { loadAlerts } from '../../db/schema';
import { makeConfirmedShipper } from '../../testing/accounts';
import { buildTestApp, testConfig } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { startLoadAlertSender } from './load-alert-sender-loop';
import { postLoad } from './load-alerts.test-helpers';

const until = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

it('sends due alerts on its interval once the app is ready, and closes with the app', async () => {
  const app = await buildTestApp({
    config: { loadAlerts: { ...testConfig().loadAlerts, sendIntervalS: 1 } },
  });
  startLoadAlertSender(app);
  await app.ready();
  const driver = await makeDriver(app, { level: 1 });
  const shipper = await makeConfirmedShipper(app);
  const haul = await postLoad(app, shipper.key);

  const sent = await until(async () => {
    const [alert] = await app.db.select().from(loadAlerts).where(eq(loadAlerts.userId, driver.user.id));
    return alert?.haulId === haul.id && alert.channels.includes('email');
  }, 120_000);
  expect(sent).toBe(true);
  await app.close();
});
