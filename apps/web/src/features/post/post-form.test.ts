import { describe, expect, it } from 'vitest';
import { bodyFromForm, dayToIso } from './post-form';

describe('dayToIso', () => {
  it('sends a picked day at noon UTC, and an empty field as null', () => {
    expect(dayToIso('2026-07-02')).toBe('2026-07-02T12:00:00.000Z');
    expect(dayToIso('')).toBeNull();
    expect(dayToIso('July 2')).toBeNull();
  });
});

describe('bodyFromForm', () => {
  it('carries both places and both dates', () => {
    const body = bodyFromForm({
      origin: { address: 'NE 12-38-4 W3' },
      destination: { address: '3105 2 Ave N' },
      readyDate: '2026-07-02',
      deliverByDate: '',
    });
    expect(body).toEqual({
      origin: { address: 'NE 12-38-4 W3' },
      destination: { address: '3105 2 Ave N' },
      load: { ready_datetime: '2026-07-02T12:00:00.000Z', deliver_by_datetime: null },
    });
  });
});
