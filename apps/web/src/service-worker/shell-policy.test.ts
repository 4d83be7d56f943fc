import { describe, expect, it } from 'vitest';
import { isUpdateRequest, servedByTheServerOnly } from './shell-policy';

const isServerOnly = (path: string) => servedByTheServerOnly.some((pattern) => pattern.test(path));

describe('the service worker shell policy', () => {
  it.each(['/api', '/api/', '/api/docs/', '/api?x=1', '/dev/mailbox', '/dev'])('leaves %s to the server', (path) => {
    expect(isServerOnly(path)).toBe(true);
  });

  it.each(['/', '/job/abc', '/apiary', '/developer', '/my-loads'])('serves the app shell for %s', (path) => {
    expect(isServerOnly(path)).toBe(false);
  });

  it('takes only the skip-waiting message as a request to update', () => {
    expect(isUpdateRequest({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isUpdateRequest({ type: 'OTHER' })).toBe(false);
    expect(isUpdateRequest('SKIP_WAITING')).toBe(false);
    expect(isUpdateRequest(null)).toBe(false);
  });
});
