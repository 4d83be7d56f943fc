import { approvedDriverByApi, confirmedShipperByApi, postedLoadByApi } from './support/driving-api';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

test('a shipper’s open load page shows a driver accepting without a reload, over one WebSocket that never carries the key in its address', async ({
  page,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const haulId = await postedLoadByApi(request, shipper.key, 'John Deere 6155R tractor');
  const driver = await approvedDriverByApi(request);

  const sockets: { url: string; sent: string[]; received: string[] }[] = [];
  page.on('websocket', (socket) => {
    const seen = { url: socket.url(), sent: [] as string[], received: [] as string[] };
    sockets.push(seen);
    socket.on('framesent', (frame) => seen.sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => seen.received.push(String(frame.payload)));
  });
  await page.goto(`/job/${haulId}?token=${shipper.key}`);
  await expect(page.getByText('Regina, SK to Winnipeg, MB · Posted')).toBeVisible();
  // Subscribed once the server has answered the key.
  await expect.poll(() => sockets.flatMap((socket) => socket.received).length).toBeGreaterThan(0);

  const accepted = await request.put(`/api/haul/${haulId}/accept/`, {
    headers: { Authorization: `Token ${driver.key}` },
  });
  expect(accepted.status()).toBe(200);

  await expect(page.getByText('Regina, SK to Winnipeg, MB · Driver accepted')).toBeVisible();
  const received = sockets.flatMap((socket) => socket.received.map((data) => JSON.parse(data)));
  expect(received).toContainEqual({ type: 'haul_status', haul_id: haulId, status: 'accepted' });
  expect(sockets).toHaveLength(1);
  expect(sockets[0]?.url).toMatch(/\/api\/ws$/);
  expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'auth', token: shipper.key })]);
});
