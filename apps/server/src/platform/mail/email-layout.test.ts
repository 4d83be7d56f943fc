import { describe, expect, it } from 'vitest';
import { FRENCH_READER, HOSTILE_NAME, READERS_BY_LANGUAGE } from '../../testing/email-readers';
import { renderEmail } from './email-layout';

const sample = (unsubscribeUrl?: string) =>
  renderEmail(FRENCH_READER, 'zoe@example.ca', (t) => ({
    subject: t('verify.subject'),
    greetName: HOSTILE_NAME,
    blocks: [
      { kind: 'paragraph', text: t('verify.intro') },
      { kind: 'quote', text: 'I need a "tilt" deck & <b>ramps</b>' },
      { kind: 'action', label: t('verify.action'), url: 'https://freight.example/user/verify/1/a"b' },
      { kind: 'facts', rows: [{ label: 'Load', value: '<img src=x onerror=alert(1)>' }] },
    ],
    ...(unsubscribeUrl && { unsubscribeUrl }),
  }));

describe('renderEmail', () => {
  it('writes an HTML and a text part from the same words, with the product name and footer', () => {
    const message = sample();
    expect(message.subject).toBe('Confirmez votre adresse courriel');
    expect(message.text).toContain('Bonjour <script>alert("x")</script> Zoé,');
    expect(message.text).toContain('Confirmer mon adresse courriel:\nhttps://freight.example/user/verify/1/a"b');
    expect(message.text).toContain('Freight Dispatch : transport prépayé');
    expect(message.html).toContain('<html lang="fr">');
    expect(message.html).toContain('Freight Dispatch');
    expect(message.html).toContain('Confirmez votre adresse courriel');
  });

  it('escapes every user-typed value in the HTML, attributes included', () => {
    const html = sample().html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>ramps');
    expect(html).toContain('Bonjour &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Zoé,');
    expect(html).toContain('href="https://freight.example/user/verify/1/a&quot;b"');
  });

  it('adds one-click unsubscribe headers and a footer link only when the email can be turned off', () => {
    expect(sample().headers).toBeUndefined();
    const alert = sample('https://freight.example/api/load-alerts/unsubscribe?token=abc');
    expect(alert.headers).toEqual({
      'List-Unsubscribe': '<https://freight.example/api/load-alerts/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(alert.text).toContain(
      'Ne plus recevoir ces courriels:\nhttps://freight.example/api/load-alerts/unsubscribe',
    );
    expect(alert.html).toContain('href="https://freight.example/api/load-alerts/unsubscribe?token=abc"');
  });

  it.each(READERS_BY_LANGUAGE)('greets in $language, or without a name when there is none', (reader) => {
    const message = renderEmail(reader, 'a@example.ca', () => ({ subject: 's', greetName: '  ', blocks: [] }));
    expect(message.text.split('\n')[0]).toBe(
      { 'en-us': 'Hello there,', fr: 'Bonjour,', es: 'Hola:', ko: '안녕하세요.' }[reader.language],
    );
  });
});
