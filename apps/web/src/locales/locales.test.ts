import { ERROR_STATUS, FIELD_CODES, LANGUAGES, QUOTE_LINE_CODES, QUOTE_NOTES, QUOTE_REASONS } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { resources } from '../shared/i18n/resources';

/** Flattens nested namespaces to `namespace:a.b.c` -> text, the way the app addresses them. */
const flatten = (value: unknown, path: string[] = []): Map<string, unknown> => {
  if (typeof value !== 'object' || value === null) {
    const [namespace, ...rest] = path;
    return new Map([[`${namespace}:${rest.join('.')}`, value]]);
  }
  return new Map(Object.entries(value).flatMap(([key, child]) => [...flatten(child, [...path, key])]));
};

const interpolations = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = flatten(resources['en-us']);
const others = LANGUAGES.filter((language) => language !== 'en-us');

describe('locales', () => {
  it.each(others)('%s has exactly the keys of en-us', (language) => {
    const keys = [...flatten(resources[language]).keys()].sort();
    expect(keys).toEqual([...english.keys()].sort());
  });

  it.each(LANGUAGES)('%s has no empty or non-text value', (language) => {
    const bad = [...flatten(resources[language])].filter(([, text]) => typeof text !== 'string' || !text.trim());
    expect(bad).toEqual([]);
  });

  it.each(others)('%s uses the same {{variables}} as en-us in every message', (language) => {
    const translated = flatten(resources[language]);
    const mismatched = [...english]
      .filter(([key, text]) => interpolations(text).join() !== interpolations(translated.get(key)).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it.each(others)('%s is translated rather than copied from English', (language) => {
    const translated = flatten(resources[language]);
    const copies = [...english].filter(([key, text]) => translated.get(key) === text);
    // A few words are the same in both languages (Menu, Social, Chat); whole screens of them are not.
    expect(copies.length / english.size).toBeLessThan(0.05);
  });

  it('has an English message for every error code the API can send', () => {
    const missing = Object.keys(ERROR_STATUS).filter((code) => !english.has(`errors:${code}`));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s explains every quote line, reason and border note the engine can give', (language) => {
    const translated = flatten(resources[language]);
    const keys = [
      ...QUOTE_LINE_CODES.map((code) => `quote:lines.${code}`),
      ...QUOTE_REASONS.map((code) => `quote:reasons.${code}`),
      ...QUOTE_NOTES.map((code) => `quote:notes.${code}`),
    ];
    expect(keys.filter((key) => !translated.has(key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a message for every field code the API can send', (language) => {
    const translated = flatten(resources[language]);
    const missing = FIELD_CODES.filter((code) => !translated.has(`fields:${code}`));
    expect(missing).toEqual([]);
  });
});
