import { describe, expect, it } from 'vitest';
import { auditActionOf, auditDetailOf, auditTargetOf, storableText } from './audit-entry';

describe('auditActionOf', () => {
  it('names an action from the method and the route pattern', () => {
    expect(auditActionOf('GET', '/api/admin/hauls/')).toBe('hauls.list');
    expect(auditActionOf('GET', '/api/admin/hauls/:id/')).toBe('hauls.view');
    expect(auditActionOf('PUT', '/api/admin/hauls/:id/cancel/')).toBe('hauls.cancel');
    expect(auditActionOf('PUT', '/api/admin/drivers/:id/decision/')).toBe('drivers.decision');
    expect(auditActionOf('POST', '/api/admin/notices/')).toBe('notices.create');
    expect(auditActionOf('PATCH', '/api/admin/notices/:id/')).toBe('notices.update');
    expect(auditActionOf('DELETE', '/api/admin/notices/:id/')).toBe('notices.delete');
  });
});

describe('auditTargetOf', () => {
  it('takes the id param and the first word of the path', () => {
    expect(auditTargetOf('/api/admin/hauls/:id/cancel/', { id: 'h1' })).toEqual({
      targetType: 'hauls',
      targetId: 'h1',
    });
    expect(auditTargetOf('/api/admin/chats/:chatId/', { chatId: 'c1' })).toEqual({
      targetType: 'chats',
      targetId: 'c1',
    });
    expect(auditTargetOf('/api/admin/money/', {})).toEqual({ targetType: null, targetId: null });
  });
});

describe('text the database can store', () => {
  it('turns a NUL or a lone surrogate of a request into U+FFFD, and leaves other text alone', () => {
    expect(storableText('a\u0000b')).toBe('a\uFFFDb');
    expect(storableText('x\uD800y')).toBe('x\uFFFDy');
    expect(storableText('Saskatoon 😀 é')).toBe('Saskatoon 😀 é');
    expect(auditTargetOf('/api/admin/hauls/:id/cancel/', { id: '\u0000' }).targetId).toBe('\uFFFD');
    expect(auditDetailOf({ query: {}, body: { reason: 'bad\u0000' }, noted: null })).toEqual({
      body: { reason: 'bad\uFFFD' },
    });
  });
});

describe('auditDetailOf', () => {
  it('keeps plain fields, never secret-looking ones, and what the route noted once', () => {
    const detail = auditDetailOf({
      query: { token: 'secret-key', state: 'posted', page: 2 },
      body: {
        reason: 'x'.repeat(600),
        password: 'hunter2',
        pan: '4242',
        nested: { a: 1 },
        decision: 'reject',
        note: '',
      },
      noted: { decision: 'reject' },
    });
    expect(detail).toEqual({
      decision: 'reject',
      query: { state: 'posted', page: 2 },
      body: { reason: `${'x'.repeat(500)}…` },
    });
    expect(JSON.stringify(detail)).not.toMatch(/secret-key|hunter2|4242/);
  });
});
