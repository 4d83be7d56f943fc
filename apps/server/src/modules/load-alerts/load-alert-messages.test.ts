import { createMoney, formatMoney } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { FRENCH_READER, HOSTILE_NAME, READERS_BY_LANGUAGE, US_READER } from '../../testing/email-readers';
import { type AlertedLoad, loadAlertEmail } from './load-alert-messages';

const LOAD: AlertedLoad = {
  haulId: '0197a3b2-7c1d-7e2f-8a9b-0c1d2e3f4a5b',
  makeModel: 'Kubota M7-172 tractor',
  originName: 'Saskatoon, SK',
  destinationName: 'Lethbridge, AB',
  distanceM: 620_000,
  transportRateCents: 82_800,
  readyAt: new Date('2026-12-01T18:00:00Z'),
};

const UNSUBSCRIBE = 'https://freight.example/api/load-alerts/unsubscribe?token=abc.def';

const alertFor = (reader: typeof FRENCH_READER, name = 'Dana') =>
  loadAlertEmail({
    reader,
    baseUrl: 'https://freight.example',
    to: 'd@example.ca',
    name,
    loads: [LOAD],
    unsubscribeUrl: UNSUBSCRIBE,
  });

describe('load alert email', () => {
  it('writes to a French driver in French, in kilometres and Canadian dollars', () => {
    const { subject, text, html } = alertFor(FRENCH_READER);
    expect(subject).toBe('Nouveau chargement : Kubota M7-172 tractor, Saskatoon, SK à Lethbridge, AB');
    const cad = formatMoney(createMoney(82_800, 'cad'), 'fr');
    expect(cad).toBe('828,00\u00a0$CA');
    expect(text).toContain(`Saskatoon, SK à Lethbridge, AB, 620 km, paie ${cad}, prêt le 1 déc. 2026`);
    expect(text).toContain('https://freight.example/job/0197a3b2-7c1d-7e2f-8a9b-0c1d2e3f4a5b');
    expect(html).toContain('620 km');
    expect(html).toContain(`paie ${cad}`);
  });

  it('writes to a US driver in miles and US dollars at the stored rate', () => {
    const { text } = alertFor(US_READER);
    // 828.00 CAD at 1.3650 CAD per USD is 606.59 USD; 620 km is 385 mi.
    expect(text).toContain('Saskatoon, SK to Lethbridge, AB, 385 mi, pays US$606.59, ready Dec 1, 2026');
    expect(text).not.toContain(' km');
  });

  it.each(READERS_BY_LANGUAGE)('has an HTML and a text part, and one-click unsubscribe, in $language', (reader) => {
    const message = alertFor(reader);
    expect(message.text).toContain(UNSUBSCRIBE);
    expect(message.html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(message.headers).toMatchObject({ 'List-Unsubscribe': `<${UNSUBSCRIBE}>` });
    expect(message.html).toContain('Kubota M7-172 tractor');
  });

  it('shows a hostile driver name as text in the HTML', () => {
    const { html, text } = alertFor(FRENCH_READER, HOSTILE_NAME);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(text).toContain(HOSTILE_NAME);
  });
});
