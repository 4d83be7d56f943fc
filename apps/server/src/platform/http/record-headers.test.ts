import { describe, expect, it } from 'vitest';
import { recordHeaders } from './security-headers';

describe('recordHeaders', () => {
  it('keeps each value as the middleware gave it, a list as a list for repeated headers', () => {
    const headers = recordHeaders((_request, response, next) => {
      response.setHeader('x-frame-options', 'DENY');
      response.setHeader('x-dns-prefetch-control', 'off');
      response.setHeader('reporting-endpoints', ['a="https://a.example"', 'b="https://b.example"']);
      next();
    });
    expect(headers).toEqual([
      ['x-frame-options', 'DENY'],
      ['x-dns-prefetch-control', 'off'],
      ['reporting-endpoints', ['a="https://a.example"', 'b="https://b.example"']],
    ]);
  });

  it('throws at start when the middleware fails, so a server never starts without its headers', () => {
    expect(() => recordHeaders((_request, _response, next) => next(new Error('bad directive')))).toThrow(
      'bad directive',
    );
  });
});
