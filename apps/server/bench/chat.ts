import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { authTokens, users } from '../src/db/schema';
import { makeHaulChat } from '../src/modules/chat/testing';
import { generateKey, hashSecret } from '../src/platform/auth/tokens';
import { publishRealtime } from '../src/platform/realtime/publish';
import { connectRealtime } from '../src/testing/realtime-client';
import type { CrowdCommand, CrowdReport } from './chat-clients';
import { percentile } from './measure';

/**
 * Chat over WebSockets on one server process: N idle signed-in users connected (held by a separate client process),
 * while one driver sends chat messages over HTTP (`PATCH /api/chat/{id}/`) and the time until the addressed
 * shipper's socket receives each one is measured. Reported for growing N as p50 and p99, each against the same
 * measurement with no other client connected and against a trivial HTTP round trip (`GET /api/healthz`), both in
 * this run. For each N it also times one event addressed to all N users (fan-out) and reads the server's memory.
 * "Comfortable" is the largest N whose p99 stays within 3x of the one-client p99 with every socket connected; on
 * a machine busy with other work the figures swing, so read the whole table, not only that line.
 */
const STEPS = (process.env.CHAT_BENCH_STEPS ?? '1000,2000,5000,10000').split(',').map(Number);
const SENDS = Number(process.env.CHAT_BENCH_SENDS ?? 300);
const WARMUP_SENDS = 30;
const COMFORT_FACTOR = 3;

const now = () => performance.timeOrigin + performance.now();
const heapMb = () => process.memoryUsage().heapUsed / 1_048_576;

/** Signed-in registered users written straight to the database: registering 10,000 through the API would take minutes. */
const makeIdleUsers = async (app: FastifyInstance, count: number) => {
  const made: { id: string; key: string }[] = [];
  for (let start = 0; start < count; start += 1_000) {
    const size = Math.min(1_000, count - start);
    const rows = await app.db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, index) => ({
          name: `Bench user ${start + index}`,
          status: 'verified' as const,
        })),
      )
      .returning({ id: users.id });
    const keyed = rows.map((row) => ({ id: row.id, key: generateKey() }));
    await app.db.insert(authTokens).values(keyed.map(({ id, key }) => ({ userId: id, tokenHash: hashSecret(key) })));
    made.push(...keyed);
  }
  return made;
};

const startCrowd = (wsUrl: string, keys: string[]) => {
  const child: ChildProcess = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'chat-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
  });
  const next = <T extends CrowdReport['type']>(type: T) =>
    new Promise<Extract<CrowdReport, { type: T }>>((resolve, reject) => {
      const onMessage = (message: CrowdReport) => {
        if (message.type === 'error') reject(new Error(message.message));
        else if (message.type === type) resolve(message as Extract<CrowdReport, { type: T }>);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
    });
  const send = (command: CrowdCommand) => child.send(command);
  send({ type: 'init', wsUrl, keys });
  return { child, next, send };
};

const summary = (samples: number[]) => ({ p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) });
type Summary = ReturnType<typeof summary>;
const ms = (value: number) => `${value.toFixed(2)} ms`;

export const benchChat = async ({ app, appUrl }: { app: FastifyInstance; appUrl: string }) => {
  const maxClients = Math.max(...STEPS);
  const { shipper, driver, chat } = await makeHaulChat(app, 'Bench: hello');
  const idle = await makeIdleUsers(app, maxClients);
  const probe = await connectRealtime(appUrl, shipper.key);
  const crowd = startCrowd(
    `${appUrl.replace(/^http/, 'ws')}/api/ws`,
    idle.map((user) => user.key),
  );

  const sendUrl = `${appUrl}/api/chat/${chat.id}/`;
  const sendHeaders = { authorization: `Token ${driver.key}`, 'content-type': 'application/json' };
  /**
   * One message sent over HTTP, timed until the shipper's socket has it (the moment the event arrives, which is what
   * the addressee waits for), and until the sender has the HTTP answer (the conversation as it now stands).
   */
  const deliverOne = async (index: number) => {
    // The events are cleared after each delivery, so the next chat message is this one.
    let arrivedAt = 0;
    const arrived = probe.waitFor((event) => {
      if (event.type !== 'chat_message') return false;
      arrivedAt = now();
      return true;
    }, 10_000);
    const started = now();
    const response = await fetch(sendUrl, {
      method: 'PATCH',
      headers: sendHeaders,
      body: JSON.stringify({ message_body: `Bench message ${index}` }),
    });
    await response.arrayBuffer();
    const answeredMs = now() - started;
    if (!response.ok) throw new Error(`sending a chat message answered ${response.status}`);
    await arrived;
    probe.events.length = 0;
    return { deliveredMs: arrivedAt - started, answeredMs };
  };
  const deliveries = async () => {
    for (let index = 0; index < WARMUP_SENDS; index += 1) await deliverOne(index);
    const delivered: number[] = [];
    const answered: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let index = 0; index < SENDS; index += 1) {
      const { deliveredMs, answeredMs } = await deliverOne(index);
      delivered.push(deliveredMs);
      answered.push(answeredMs);
    }
    const cpu = process.cpuUsage(cpuBefore);
    // Server, sender and addressee all run in this process: their CPU per message, the database server's aside.
    const cpuMsPerSend = (cpu.user + cpu.system) / 1000 / SENDS;
    return { ...summary(delivered), answered: summary(answered), cpuMsPerSend };
  };
  const roundTrips = async () => {
    const samples: number[] = [];
    for (let index = 0; index < SENDS + WARMUP_SENDS; index += 1) {
      const started = now();
      const response = await fetch(`${appUrl}/api/healthz`);
      await response.arrayBuffer();
      if (index >= WARMUP_SENDS) samples.push(now() - started);
    }
    return summary(samples);
  };
  const fanOut = async (count: number) => {
    const haulId = randomUUID();
    const armed = crowd.next('armed');
    crowd.send({ type: 'expect-broadcast', haulId });
    await armed;
    const received = crowd.next('broadcast-received');
    const started = now();
    await publishRealtime(
      app.db,
      idle.slice(0, count).map((user) => user.id),
      { type: 'haul_status', haul_id: haulId, status: 'posted' },
    );
    return (await received).lastAtMs - started;
  };

  const healthz = await roundTrips();
  const alone = await deliveries();
  console.log(
    `Chat delivery, HTTP send to the addressee's WebSocket, 1 client connected: p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)} ` +
      `(the sender's HTTP answer: p50 ${ms(alone.answered.p50)}, p99 ${ms(alone.answered.p99)}; ` +
      `GET /api/healthz round trip: p50 ${ms(healthz.p50)}, p99 ${ms(healthz.p99)}; ${SENDS} sends each; ` +
      `CPU of this process ${ms(alone.cpuMsPerSend)} per message)`,
  );
  const ratios = (subject: Summary, base: Summary) =>
    `${(subject.p50 / base.p50).toFixed(2)}x / ${(subject.p99 / base.p99).toFixed(2)}x`;
  let comfortable = 1;
  for (const step of STEPS) {
    const connecting = crowd.next('connected');
    crowd.send({ type: 'connect', total: step });
    const connected = await connecting;
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const delivery = await deliveries();
    loopDelay.disable();
    const fanOutMs = await fanOut(connected.total);
    const rssMb = process.memoryUsage().rss / 1_048_576;
    console.log(
      `  ${String(connected.total).padStart(6)} clients (${connected.failures} failed, connected in ${(connected.ms / 1000).toFixed(1)} s): ` +
        `delivery p50 ${ms(delivery.p50)}, p99 ${ms(delivery.p99)} = ${ratios(delivery, alone)} of 1 client, ` +
        `HTTP answer p50 ${ms(delivery.answered.p50)}, p99 ${ms(delivery.answered.p99)}, ` +
        `${ratios(delivery, healthz)} of /api/healthz; one event to all ${connected.total}: ${fanOutMs.toFixed(0)} ms; ` +
        `server event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms; ` +
        `server RSS ${rssMb.toFixed(0)} MB, heap ${heapMb().toFixed(0)} MB`,
    );
    // Each step is judged on its own: on a shared machine one noisy step should not hide the steps after it.
    if (connected.failures === 0 && delivery.p99 <= COMFORT_FACTOR * alone.p99) comfortable = connected.total;
  }
  console.log(
    `Chat: one server process holds ${comfortable} connected WebSocket clients comfortably on this machine ` +
      `(p99 delivery within ${COMFORT_FACTOR}x of a lone client, every socket connected)`,
  );

  crowd.send({ type: 'close' });
  probe.close();
};
