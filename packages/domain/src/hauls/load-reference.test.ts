import { describe, expect, it } from 'vitest';
import { loadReference } from './load-reference';

describe('loadReference', () => {
  it('names a load by the random end of its id, upper-cased', () => {
    expect(loadReference('0197a3b2-7c1d-7e2f-8a9b-0c1d2e3f4a5b')).toBe('#2E3F4A5B');
  });

  it('tells apart loads created in the same millisecond', () => {
    expect(loadReference('0197a3b2-7c1d-7e2f-8a9b-000000000001')).not.toBe(
      loadReference('0197a3b2-7c1d-7e2f-8a9b-000000000002'),
    );
  });
});
