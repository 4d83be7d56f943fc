import { formatMoney, NOTICE_KINDS } from '@freight/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../../shared/i18n/resources';
import { noticeText } from './notice-text';

const makeT = async (language: 'en-us' | 'fr' | 'ko') => {
  const instance = i18next.createInstance();
  await instance.init({ resources, lng: language, lowerCaseLng: true, defaultNS: 'common' });
  return instance.getFixedT(language, 'notices');
};

const DATA = { haul_id: 'h1', load: 'Kubota M7-172 tractor', name: 'Pat Driver', stars: 4 };

describe('noticeText', () => {
  it.each([
    ['new_message', 'New message', 'Pat Driver sent you a message.'],
    ['new_bid', 'New offer', 'Pat Driver made an offer on Kubota M7-172 tractor.'],
    [
      'driver_accepted',
      'A driver accepted your load',
      'Pat Driver accepted Kubota M7-172 tractor. Pay for the load to confirm the driver.',
    ],
    ['bid_accepted', 'Offer accepted', 'The shipper accepted your offer on Kubota M7-172 tractor.'],
    [
      'driver_confirmed',
      'You are confirmed',
      'The shipper confirmed you for Kubota M7-172 tractor. The pickup details are on the job page.',
    ],
    ['driver_rejected', 'Another driver was chosen', 'The shipper of Kubota M7-172 tractor chose another driver.'],
    [
      'delivery',
      'Load delivered',
      'Pat Driver delivered Kubota M7-172 tractor. Tell others how it went with a review.',
    ],
    ['review', 'New review', 'Pat Driver reviewed you for Kubota M7-172 tractor: 4 of 5 stars.'],
  ])('writes %s in English', async (kind, title, body) => {
    const t = await makeT('en-us');
    expect(noticeText(t, { kind, data: DATA }, (money) => formatMoney(money, 'en-us'))).toEqual({ title, body });
  });

  it('names the conversation of a new message when it has a title', async () => {
    const t = await makeT('en-us');
    const text = noticeText(t, { kind: 'new_message', data: { name: 'Sam', title: 'Help' } }, () => '');
    expect(text.body).toBe('Sam sent you a message about Help.');
  });

  it('names the support conversation in the reader’s language, whatever title it was stored with', async () => {
    const t = await makeT('fr');
    const data = { name: 'Sam', title: 'Support', chat_kind: 'support' };
    expect(noticeText(t, { kind: 'new_message', data }, () => '').body).toBe(
      'Sam a envoyé un message dans la conversation avec l’assistance.',
    );
  });

  it('formats the amount paid in the reader’s language, for a load or a driver plan', async () => {
    const t = await makeT('fr');
    const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, 'fr');
    const load = noticeText(t, { kind: 'payment', data: { ...DATA, amount: 245000, currency: 'cad' } }, money);
    expect(load.title).toBe('Paiement reçu');
    expect(load.body).toBe(
      `Nous avons reçu votre paiement de ${money({ amountCents: 245000, currency: 'cad' })} pour Kubota M7-172 tractor.`,
    );
    const plan = noticeText(t, { kind: 'payment', data: { amount: 9900, currency: 'cad', plan_level: 2 } }, money);
    expect(plan.body).toContain('niveau 2');
  });

  it.each(['fr', 'ko'] as const)('has a %s text for every kind the server sends', async (language) => {
    const t = await makeT(language);
    const english = await makeT('en-us');
    for (const kind of NOTICE_KINDS) {
      const translated = noticeText(t, { kind, data: DATA }, () => '');
      expect(translated.title).not.toBe(noticeText(english, { kind, data: DATA }, () => '').title);
      expect(translated.body).toContain(kind === 'new_message' ? 'Pat Driver' : 'Kubota M7-172 tractor');
    }
  });

  it('reads a kind it does not know as a generic notice', async () => {
    const t = await makeT('en-us');
    expect(noticeText(t, { kind: 'brand_new', data: {} }, () => '')).toEqual({
      title: 'Notice',
      body: 'Open it to see more.',
    });
  });
});
