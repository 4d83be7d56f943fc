import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides a token arriving as a query parameter', () => {
    expect(redactUrl('/api/user/profile/?token=abc123&lang=fr')).toBe(
      '/api/user/profile/?token=%5Bredacted%5D&lang=fr',
    );
  });

  it('hides verification and delivery codes', () => {
    expect(redactUrl('/api/haul/1/complete/?code=4821')).not.toContain('4821');
  });

  it('hides the claim code of an emailed quote link, keeping the haul id', () => {
    const logged = redactUrl('/quote?haul_id=0197a000-0000-7000-8000-000000000001&share=Zk3xQ');
    expect(logged).not.toContain('Zk3xQ');
    expect(logged).toContain('haul_id=0197a000-0000-7000-8000-000000000001');
  });

  it('leaves URLs without secrets untouched', () => {
    expect(redactUrl('/api/haul/search/?origin=Regina')).toBe('/api/haul/search/?origin=Regina');
    expect(redactUrl('/api/healthz')).toBe('/api/healthz');
  });
});
