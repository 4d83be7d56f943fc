import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = join(import.meta.dirname, '..', '..');

/** The only files that may hold the server's English field messages: the error they arrive in, and the translator. */
const MAY_READ_FIELDS = new Set(['shared/api/api-request-error.ts', 'shared/forms/field-errors.ts']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const sources = sourceFiles(SOURCE_ROOT).map((path) => ({
  file: relative(SOURCE_ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

/**
 * Not an error: spec 8's payment answer is `{ success, message }` and carries the card company's words only inside
 * that English sentence, so reading them needs its prefix until the answer carries them apart (a wire change).
 */
const KNOWN_ELSEWHERE = new Set(['shared/payment/payment-outcome.ts: PAYMENT_FAILURE_PREFIX']);

/** Names `packages/domain` gives its English sentences (ACCOUNT_MESSAGES, BID_MISSING_FIELDS_MESSAGE ...). */
const ENGLISH_CONSTANT = /\b[A-Z][A-Z_]*_(MESSAGES?|DETAIL|PREFIX)\b/;

const domainImportsOf = (text: string) =>
  [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@freight\/domain'/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
  );

describe('the web says what went wrong by code, never by matching the server’s English', () => {
  it('imports none of the domain’s English message constants', () => {
    const offenders = sources.flatMap(({ file, text }) =>
      domainImportsOf(text)
        .filter((name) => ENGLISH_CONSTANT.test(name))
        .map((name) => `${file}: ${name}`)
        .filter((found) => !KNOWN_ELSEWHERE.has(found)),
    );
    expect(offenders).toEqual([]);
  });

  it('reads the English field messages of an answer only in the field translator', () => {
    const offenders = sources
      .filter(({ file, text }) => !MAY_READ_FIELDS.has(file) && /\berror\??\.fields\b/.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('compares no error detail or message with a text', () => {
    const offenders = sources
      .filter(({ text }) => /\.(detail|message)\s*(===|!==)|(===|!==)\s*\w+\.(detail|message)\b/.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
