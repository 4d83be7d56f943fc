import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.test-support';
import { addToOutbox, outboxOf, removeFromOutbox } from './outbox';

const DRIVER = 'driver-1';
const base = { userId: DRIVER, haulId: 'h1', cargoName: 'Tractor' };

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the outbox', () => {
  it('keeps moves in the order they were made, for their own account only', () => {
    addToOutbox({ ...base, kind: 'pick_up' }, 1);
    addToOutbox({ ...base, kind: 'complete', code: '1234' }, 2);
    addToOutbox({ ...base, userId: 'other', kind: 'pick_up' }, 3);
    expect(outboxOf(DRIVER).map((item) => item.kind)).toEqual(['pick_up', 'complete']);
    expect(outboxOf('other')).toHaveLength(1);
  });

  it('keeps one pick-up per load however often it is tapped', () => {
    addToOutbox({ ...base, kind: 'pick_up' }, 1);
    addToOutbox({ ...base, kind: 'pick_up' }, 2);
    expect(outboxOf(DRIVER)).toHaveLength(1);
    expect(outboxOf(DRIVER)[0]?.savedAt).toBe(1);
  });

  it('replaces an unsent position or code with the newer one', () => {
    addToOutbox({ ...base, kind: 'location', lat: 50, lon: -104, accuracy: 10 }, 1);
    addToOutbox({ ...base, kind: 'complete', code: '1111' }, 2);
    addToOutbox({ ...base, kind: 'location', lat: 51, lon: -103, accuracy: null }, 3);
    addToOutbox({ ...base, kind: 'complete', code: '2222' }, 4);
    expect(outboxOf(DRIVER)).toMatchObject([
      { kind: 'location', lat: 51 },
      { kind: 'complete', code: '2222' },
    ]);
  });

  it('keeps the inspection with its move: the signatures and the keys of the photos waiting on the device', () => {
    const signature = { aspect: 3, strokes: [[[1, 2]]] as [number, number][][] };
    const inspection = {
      photos: [{ key: 'inspection-photo:a', view: 'front' as const }],
      shipper: { name: 'Dana', signature },
      driver_signature: signature,
      signed_at: '2026-05-01T10:00:00.000Z',
    };
    addToOutbox({ ...base, kind: 'pick_up', inspection }, 1);
    addToOutbox({ ...base, kind: 'pick_up' }, 2);
    expect(outboxOf(DRIVER)).toMatchObject([{ kind: 'pick_up', inspection }]);
  });

  it('forgets a move once it is settled, and survives what another writer left unreadable', () => {
    addToOutbox({ ...base, kind: 'pick_up' }, 1);
    const [item] = outboxOf(DRIVER);
    removeFromOutbox(item?.id ?? '');
    expect(outboxOf(DRIVER)).toEqual([]);
    localStorage.setItem('outbox', '{not json');
    expect(outboxOf(DRIVER)).toEqual([]);
  });
});
