// The shapes of single settings, each parsed and checked on its own; config.ts puts them together.
import { isIP } from 'node:net';
import path from 'node:path';
import { type OfficePhone, OfficePhoneSchema } from '@freight/domain';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

export const repoPath = z
  .string()
  .min(1)
  .transform((value) => path.resolve(REPO_ROOT, value));

/**
 * What kind of number a label names, so the web can name it in each language: "Toll free" (or `toll_free`) and
 * "<town> office" (or `office:<town>`) are recognised; any other label is the operator's wording, shown as written.
 */
export const officePhoneOf = (label: string, number: string): OfficePhone => {
  if (/^toll[ _-]?free$/i.test(label)) return { label: 'Toll free', number, kind: 'toll_free' };
  const place = /^office:(.+)$/i.exec(label)?.[1]?.trim() ?? /^(.+?)\s+office$/i.exec(label)?.[1]?.trim();
  if (place) return { label: `${place} office`, number, kind: 'office', place };
  return { label, number, kind: 'named' };
};

/**
 * `label|number` pairs separated by commas, e.g. `toll_free|1-800-555-0199,office:Saskatoon|306-555-0142`.
 * A plain list keeps the variable writable in any deployment tool without JSON quoting.
 */
export const officePhones = z.string().transform((value, ctx) => {
  const phones = value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [label = '', number = ''] = pair.split('|').map((part) => part.trim());
      return officePhoneOf(label, number);
    });
  const bad = phones.find(
    (phone) => !OfficePhoneSchema.safeParse(phone).success || !phone.label || !/\d/.test(phone.number),
  );
  if (bad) {
    ctx.addIssue({ code: 'custom', message: 'expected "label|number" pairs separated by commas' });
    return z.NEVER;
  }
  return phones;
});

/** Text that may be left empty in `.env`: empty means unset. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const isTileUrlTemplate = (value: string) =>
  /^https?:\/\/[^/\s]+/.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part));

/** An XYZ tile URL template as Leaflet takes it, e.g. `https://tile.example/{z}/{x}/{y}.png` (`{s}`, `{r}` allowed). */
export const tileUrlTemplate = optionalText.refine((value) => value === undefined || isTileUrlTemplate(value), {
  message: 'expected an http(s) XYZ template with {z}, {x} and {y}, e.g. https://tile.example/{z}/{x}/{y}.png',
});

/** A price in Canadian dollars with at most two decimals (`199` or `199.99`), kept as cents. */
export const cadDollars = z.coerce
  .number()
  .nonnegative()
  .max(100_000)
  .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, {
    message: 'expected dollars with at most two decimals, e.g. 199 or 199.99',
  })
  .transform((dollars) => Math.round(dollars * 100));

/** A tracker id in its vendor's format, or empty for off; checked so nothing but an id reaches a script URL. */
export const trackerId = (pattern: RegExp, example: string) =>
  optionalText.refine((value) => value === undefined || pattern.test(value), {
    message: `expected an id like ${example}`,
  });

// TRUST_PROXY: which peers may tell the client's address in X-Forwarded-For.
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * Off (`false`, empty or unset): the TCP peer is the client. `true`: every peer is trusted (only behind a proxy that
 * overwrites X-Forwarded-For). A number: that many proxy hops. Otherwise proxies' addresses or CIDRs, comma-separated.
 * Fastify takes each form as is (`trustProxy`).
 */
export const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'expected true, false, a hop count, or comma-separated proxy IPs/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
    });
    return z.NEVER;
  });

export type TrustProxy = boolean | number | string[];
