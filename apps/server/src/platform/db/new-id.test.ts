import { describe, expect, it } from 'vitest';
import { newId } from './new-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('gives a distinct UUIDv7 each time, across many draws of randomness', () => {
    const ids = Array.from({ length: 2_000 }, () => newId());
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('orders ids by their creation time', async () => {
    const first = newId();
    await new Promise((done) => setTimeout(done, 2));
    expect(newId() > first).toBe(true);
  });

  it('orders ids made within one millisecond in the order they were made', () => {
    const ids = Array.from({ length: 1_000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
  });

  it('dates an id at the moment given', () => {
    const at = Date.UTC(2025, 4, 1, 12);
    const id = newId(at);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(at);
  });

  it('never gives two ids the same random part, even within one millisecond', () => {
    const randomParts = Array.from({ length: 1_000 }, () => newId().slice(24));
    expect(new Set(randomParts).size).toBe(randomParts.length);
  });
});
