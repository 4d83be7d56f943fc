import { describe, expect, it } from 'vitest';
import { reportCommittedLocation, whenLocationCommitted } from './committed-location';

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let isSettled = false;
  void promise.then(() => {
    isSettled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return isSettled;
};

describe('whenLocationCommitted', () => {
  it('waits while the screen the reader left is still on show', async () => {
    reportCommittedLocation('/user');
    expect(await settled(whenLocationCommitted('/'))).toBe(false);
  });

  it('settles once the screen of that path is on show', async () => {
    reportCommittedLocation('/user');
    const welcome = whenLocationCommitted('/');
    reportCommittedLocation('/');
    expect(await settled(welcome)).toBe(true);
  });

  it('settles on another screen when the reader moved on before that path showed', async () => {
    reportCommittedLocation('/user');
    const welcome = whenLocationCommitted('/');
    reportCommittedLocation('/search-jobs');
    expect(await settled(welcome)).toBe(true);
  });

  it('settles at once for the screen already on show', async () => {
    reportCommittedLocation('/search-jobs');
    expect(await settled(whenLocationCommitted('/search-jobs'))).toBe(true);
  });
});
