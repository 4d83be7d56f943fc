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
  it('waits for the screen of that path, not for another', async () => {
    reportCommittedLocation('/user');
    const welcome = whenLocationCommitted('/');
    expect(await settled(welcome)).toBe(false);
    reportCommittedLocation('/login');
    expect(await settled(welcome)).toBe(false);
    reportCommittedLocation('/');
    expect(await settled(welcome)).toBe(true);
  });

  it('settles at once for the screen already on show', async () => {
    reportCommittedLocation('/search-jobs');
    expect(await settled(whenLocationCommitted('/search-jobs'))).toBe(true);
  });
});
