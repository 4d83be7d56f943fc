import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { startPeriodicRound } from './periodic-round';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startPeriodicRound', () => {
  it('runs rounds once the app is ready, never two at once, and lets the last finish before close', async () => {
    const app = Fastify();
    let running = 0;
    let most = 0;
    let finished = 0;
    startPeriodicRound(app, {
      intervalMs: 5,
      failureMessage: 'round failed',
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await wait(30);
        running -= 1;
        finished += 1;
      },
    });
    expect(finished).toBe(0);
    await app.ready();
    await wait(100);
    await app.close();
    expect(finished).toBeGreaterThan(0);
    expect(most).toBe(1);
    expect(running).toBe(0);
  });

  it('runs the first round at once when asked, and otherwise waits for the interval', async () => {
    const app = Fastify();
    const rounds = { atReady: 0, onInterval: 0 };
    const count = (key: keyof typeof rounds) => async () => {
      rounds[key] += 1;
    };
    startPeriodicRound(app, { intervalMs: 60_000, failureMessage: 'f', run: count('atReady'), runAtReady: true });
    startPeriodicRound(app, { intervalMs: 60_000, failureMessage: 'f', run: count('onInterval') });
    await app.ready();
    await app.close();
    expect(rounds).toEqual({ atReady: 1, onInterval: 0 });
  });

  it('keeps going after a round throws', async () => {
    const app = Fastify({ logger: false });
    let rounds = 0;
    startPeriodicRound(app, {
      intervalMs: 5,
      failureMessage: 'round failed',
      run: async () => {
        rounds += 1;
        throw new Error('mail server down');
      },
    });
    await app.ready();
    await wait(60);
    await app.close();
    expect(rounds).toBeGreaterThan(1);
  });
});
