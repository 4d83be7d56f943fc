import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BidBodySchema } from '../api/bids.contract';
import { CreateAccountBodySchema } from '../api/users.contract';
import { FIELD_CODES } from './field-codes';
import { fieldCodeOf, fieldCodesFromIssues } from './field-issues';

const codesOf = (schema: z.ZodType, input: unknown, options?: { reportInput: boolean }) => {
  const parsed = schema.safeParse(input, options);
  if (parsed.success) throw new Error('expected the input to be refused');
  return fieldCodesFromIssues(parsed.error.issues);
};

describe('fieldCodeOf', () => {
  it('names each plain zod rule, with the limit the message needs', () => {
    const schema = z.object({
      name: z.string().trim().min(1),
      password: z.string().min(8).max(128),
      bio: z.string().max(3),
      years: z.int().min(0).max(70),
      weight: z.number().positive(),
      regions: z.array(z.string()).min(2).max(3),
      email: z.email(),
      when: z.iso.datetime(),
      id: z.uuid(),
      kind: z.enum(['a', 'b']),
      zip: z.string().regex(/^\d+$/),
    });
    expect(
      codesOf(schema, {
        name: '  ',
        password: 'short',
        bio: 'long',
        years: 71,
        weight: 0,
        regions: ['x'],
        email: 'nope',
        when: 'soon',
        id: '12',
        kind: 'c',
        zip: 'abc',
      }),
    ).toEqual({
      name: [{ code: 'required' }],
      password: [{ code: 'too_short', min: 8 }],
      bio: [{ code: 'too_long', max: 3 }],
      years: [{ code: 'too_big', max: 70 }],
      weight: [{ code: 'must_be_more', min: 0 }],
      regions: [{ code: 'too_few', min: 2 }],
      email: [{ code: 'invalid_email' }],
      when: [{ code: 'invalid_date' }],
      id: [{ code: 'invalid_id' }],
      kind: [{ code: 'not_an_option' }],
      zip: [{ code: 'invalid_format' }],
    });
  });

  it('tells a missing value from a wrong one when the issue carries its input', () => {
    const schema = z.object({ years: z.number(), name: z.string(), count: z.int() });
    expect(codesOf(schema, { years: 'many', count: 1.5 })).toEqual({
      years: [{ code: 'required' }],
      name: [{ code: 'required' }],
      count: [{ code: 'not_whole_number' }],
    });
    expect(codesOf(schema, { years: 'many', name: 3, count: 2 }, { reportInput: true })).toEqual({
      years: [{ code: 'not_a_number' }],
      name: [{ code: 'wrong_type' }],
    });
  });

  it('reads the code a refinement names, and calls an unnamed one invalid', () => {
    const named = CreateAccountBodySchema.safeParse({
      name: 'Ann',
      email: 'ann@example.com',
      telephone: '12',
      password: 'long enough',
      password2: 'other',
    });
    expect(fieldCodesFromIssues(named.error?.issues ?? [])).toEqual({
      telephone: [{ code: 'invalid_phone' }],
      password2: [{ code: 'passwords_differ' }],
    });
    const unnamed = z.string().refine(() => false, 'No.');
    expect(fieldCodesFromIssues(unnamed.safeParse('x').error?.issues ?? [])).toEqual({ _: [{ code: 'invalid' }] });
  });

  it('says required for a bid without amount or date, and not_a_number for an amount that is not one', () => {
    const haul_id = '0190a0a0-0000-7000-8000-000000000000';
    expect(codesOf(BidBodySchema, { haul_id, amount: '', deliver_at: '' })).toEqual({
      amount: [{ code: 'required' }],
      deliver_at: [{ code: 'required' }],
    });
    expect(codesOf(BidBodySchema, { haul_id, amount: 'lots', deliver_at: 'Friday' })).toEqual({
      amount: [{ code: 'not_a_number' }],
      deliver_at: [{ code: 'invalid_date' }],
    });
  });

  it('answers only codes from the shared list', () => {
    const issues = z
      .object({ a: z.string(), b: z.union([z.literal(''), z.email()]), c: z.number().multipleOf(5) })
      .strict()
      .safeParse({ b: 'x', c: 3, d: 1 }).error?.issues;
    for (const issue of issues ?? []) expect(FIELD_CODES).toContain(fieldCodeOf(issue).code);
    expect(fieldCodesFromIssues(issues ?? []).b).toEqual([{ code: 'invalid_email' }]);
  });
});
