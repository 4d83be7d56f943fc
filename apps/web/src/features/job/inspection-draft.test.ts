import { describe, expect, it } from 'vitest';
import { deliveryBodyOf, draftProblems, emptyDraft, pickupBodyOf } from './inspection-draft';

const signature = { aspect: 3, strokes: [[[1, 2]]] as [number, number][][] };
const photo = { file: new File(['x'], 'front.jpg', { type: 'image/jpeg' }), view: 'front' as const };

describe('draftProblems', () => {
  it('asks a pickup for a photo, the shipper’s name and signature and the driver’s signature', () => {
    expect(draftProblems(emptyDraft(), 'pickup')).toEqual([
      'photos',
      'counterpartName',
      'counterpartSignature',
      'driverSignature',
    ]);
  });

  it('does not ask a delivery for the driver’s signature, but asks a note for each damage mark', () => {
    const draft = {
      ...emptyDraft(),
      photos: [photo],
      counterpartName: 'Kim',
      counterpartSignature: signature,
      marks: [{ x: 0.5, y: 0.5, note: '  ' }],
    };
    expect(draftProblems(draft, 'delivery')).toEqual(['markNote']);
  });
});

describe('pickupBodyOf and deliveryBodyOf', () => {
  it('trims names and notes, puts marks on the diagram and carries the place and the signing time', () => {
    const draft = {
      ...emptyDraft(),
      photos: [photo],
      marks: [{ x: 0.1, y: 0.2, note: ' dent ' }],
      odometerKm: 1200,
      checklist: ['tie_downs' as const],
      counterpartName: ' Dana ',
      counterpartSignature: signature,
      driverSignature: signature,
    };
    const extras = { place: { lat: 52, lon: -106, accuracy: 10 }, signedAt: '2026-05-01T10:00:00.000Z' };
    expect(pickupBodyOf(draft, extras)).toEqual({
      marks: [{ x: 0.1, y: 0.2, note: 'dent', picture: null }],
      odometer_km: 1200,
      engine_hours: null,
      place: extras.place,
      signed_at: extras.signedAt,
      checklist: ['tie_downs'],
      shipper: { name: 'Dana', signature },
      driver_signature: signature,
    });
    expect(deliveryBodyOf(draft, extras).receiver).toEqual({ name: 'Dana', signature });
  });
});
