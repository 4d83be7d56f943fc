import { describe, expect, it } from 'vitest';
import { isSettledAfterATurn } from '../testing/is-settled';
import { reportCommittedLocation, whenLocationCommitted } from './committed-location';

describe('whenLocationCommitted', () => {
  it('waits while the screen the reader left is still on show', async () => {
    reportCommittedLocation('/user');
    expect(await isSettledAfterATurn(whenLocationCommitted('/'))).toBe(false);
  });

  it('settles once the screen of that path is on show', async () => {
    reportCommittedLocation('/user');
    const welcome = whenLocationCommitted('/');
    reportCommittedLocation('/');
    expect(await isSettledAfterATurn(welcome)).toBe(true);
  });

  it('settles on another screen when the reader moved on before that path showed', async () => {
    reportCommittedLocation('/user');
    const welcome = whenLocationCommitted('/');
    reportCommittedLocation('/search-jobs');
    expect(await isSettledAfterATurn(welcome)).toBe(true);
  });

  it('settles at once for the screen already on show', async () => {
    reportCommittedLocation('/search-jobs');
    expect(await isSettledAfterATurn(whenLocationCommitted('/search-jobs'))).toBe(true);
  });
});
