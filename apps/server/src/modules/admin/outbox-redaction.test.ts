import { describe, expect, it } from 'vitest';
import { redactMessageBody } from './outbox-redaction';

describe('redactMessageBody', () => {
  it('blanks the one-time code in a reset or verification link and keeps where it leads', () => {
    const userId = '0197a000-0000-7000-8000-000000000001';
    const body = [
      'To choose a new password, open:',
      'https://freight.example/user/reset/Zk3p9QvR2mXw8LtY6hNc',
      `https://freight.example/user/verify/${userId}/Zk3p9QvR2mXw8LtY6hNc.`,
    ].join('\n');
    expect(redactMessageBody(body)).toBe(
      [
        'To choose a new password, open:',
        'https://freight.example/user/reset/…',
        `https://freight.example/user/verify/${userId}/….`,
      ].join('\n'),
    );
  });

  it('blanks secret query parameters and leaves ordinary links and text alone', () => {
    expect(redactMessageBody('Open https://x.example/quote/claim?code=abc123&lang=fr now')).toBe(
      'Open https://x.example/quote/claim?code=…&lang=fr now',
    );
    expect(redactMessageBody('See https://x.example/job/0197a000-0000-7000-8000-000000000001')).toBe(
      'See https://x.example/job/0197a000-0000-7000-8000-000000000001',
    );
    expect(redactMessageBody('Call 306-555-0100.')).toBe('Call 306-555-0100.');
  });
});
