import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureValidationMessages } from './zod-messages';

describe('configureValidationMessages', () => {
  it('says a missing field is required, and leaves other messages alone', () => {
    configureValidationMessages();
    const schema = z.object({ name: z.string(), weight: z.number() });
    const result = schema.safeParse({ weight: 'heavy' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(messages.name).toBe('This field is required.');
    expect(messages.weight).toMatch(/expected number/);
  });
});
