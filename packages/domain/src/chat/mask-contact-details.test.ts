import { describe, expect, it } from 'vitest';
import { CONTACT_DETAILS_MASK as M, maskContactDetails } from './mask-contact-details';

describe('maskContactDetails', () => {
  it.each([
    ['call me at 403-555-1234 tonight', `call me at ${M} tonight`],
    ['(403) 555-1234', M],
    ['(403)555-1234', M],
    ['+1 403 555 1234', M],
    ['+14035551234', M],
    ['1-800-555-1234.', `${M}.`],
    ['403.555.1234', M],
    ['4035551234', M],
    ['my cell: 306 555 0199, thanks', `my cell: ${M}, thanks`],
    ['text 555-1234 when loaded', `text ${M} when loaded`],
    ['My number is 555.1234', `My number is ${M}`],
  ])('masks the telephone number in %j', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, isMasked: true });
  });

  it.each([
    ['write to jo.smith+loads@example.com please', `write to ${M} please`],
    ['JO@Farm-Supply.CA', M],
    ['jo @ example.com', M],
    ['jo.smith at gmail dot com', M],
    ['reach me: jo (at) prairie-haul (dot) ca', `reach me: ${M}`],
    ['jo at gmail.com or 306-555-0100', `${M} or ${M}`],
  ])('masks the email address in %j', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, isMasked: true });
  });

  it.each([
    'The rate is $2,450 all in.',
    'It weighs 8,500 lb.',
    'Ready 2026-12-01, deliver by 2026-12-04.',
    'Drop off at T2P 1J9, Calgary.',
    'It is 12 ft 6 in long and 8 ft 6 in wide.',
    'Load 0197a3b2-4035-7555-8123-403555123456 is the one.',
    'Between 500-2000 kg, maybe 300-1200 lb more.',
    'Order 12345678, PO 987654321012.',
    'Meet at the yard at 8:30, gate 12.',
    'I will be at home dot later.',
    'Price $4035551234 seems high.',
    'Pickup 2026-12-01 850-1200 kg, 3.5 m wide.',
  ])('leaves %j alone', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, isMasked: false });
  });
});
