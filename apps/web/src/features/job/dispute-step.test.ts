import type { Dispute, HaulDispute } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { disputeStepOf } from './dispute-step';

const openCase: Dispute = {
  id: '0197a000-0000-7000-8000-000000000001',
  haul_id: '0197a000-0000-7000-8000-000000000002',
  category: 'damage',
  note: 'Dent on the hood',
  pictures: [],
  created: '2026-06-01T15:00:00.000Z',
  status: 'open',
  payout_hold: 'held',
  response: null,
  resolution: null,
};
const state = (overrides: Partial<HaulDispute>): HaulDispute => ({
  dispute: null,
  can_report: false,
  window_ends: '2026-06-04T15:00:00.000Z',
  ...overrides,
});

describe('disputeStepOf', () => {
  it('offers the shipper a report while the window is open, and nobody else', () => {
    expect(disputeStepOf(state({ can_report: true }), 'shipper')).toBe('report');
    expect(disputeStepOf(state({ can_report: true }), 'holder')).toBe('none');
    expect(disputeStepOf(state({ can_report: false }), 'shipper')).toBe('none');
  });

  it('asks the driver who delivered to answer an open case once, then only shows it', () => {
    expect(disputeStepOf(state({ dispute: openCase }), 'holder')).toBe('respond');
    const answered = {
      ...openCase,
      response: { note: 'It was there at pickup', pictures: [], created: openCase.created },
    };
    expect(disputeStepOf(state({ dispute: answered }), 'holder')).toBe('view');
    expect(disputeStepOf(state({ dispute: { ...openCase, status: 'released' } }), 'holder')).toBe('view');
  });

  it('shows the shipper their case whatever its state', () => {
    expect(disputeStepOf(state({ dispute: openCase }), 'shipper')).toBe('view');
    expect(disputeStepOf(state({ dispute: { ...openCase, status: 'refunded' } }), 'shipper')).toBe('view');
  });
});
