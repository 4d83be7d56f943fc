import type { PushMessage } from '@freight/domain';
import { renderEmail } from '../../platform/mail/email-layout';
import {
  type EmailReader,
  formatCadForReader,
  formatDateForReader,
  formatDistanceForReader,
} from '../../platform/mail/email-reader';
import { type EmailTranslate, emailTranslator } from '../../platform/mail/email-texts';
import type { MailMessage } from '../../platform/mail/mailer';

/** What an email or text about one new load says: the load, where from and to, what it pays, and its page. */
export type AlertedLoad = {
  haulId: string;
  makeModel: string;
  originName: string;
  destinationName: string;
  distanceM: number;
  /** What the driver earns, CAD cents; null for a load sent for bids. */
  transportRateCents: number | null;
  readyAt: Date | null;
};

/** The web's job page (spec 2: job/{haulId}). */
const jobLink = (baseUrl: string, haulId: string) => new URL(`/job/${haulId}`, baseUrl).toString();

/** The load's route, distance, pay and day, in the driver's language, units and currency. */
const describeLoad = (t: EmailTranslate, reader: EmailReader, load: AlertedLoad) =>
  [
    t('loadAlert.route', { from: load.originName, to: load.destinationName }),
    formatDistanceForReader(reader, load.distanceM),
    load.transportRateCents === null
      ? t('loadAlert.openForBids')
      : t('loadAlert.pays', { amount: formatCadForReader(reader, load.transportRateCents) }),
    ...(load.readyAt ? [t('loadAlert.ready', { date: formatDateForReader(reader, load.readyAt) })] : []),
  ].join(', ');

/**
 * One email per driver and batch, listing every load that became visible to them, with a one-click link that turns
 * their alert emails off (and the List-Unsubscribe headers mail apps show as a button).
 */
export const loadAlertEmail = ({
  reader,
  baseUrl,
  to,
  name,
  loads,
  unsubscribeUrl,
}: {
  reader: EmailReader;
  baseUrl: string;
  to: string;
  name: string;
  loads: AlertedLoad[];
  unsubscribeUrl: string;
}): MailMessage =>
  renderEmail(reader, to, (t) => {
    const [first] = loads;
    const one = loads.length === 1 && first;
    return {
      subject: one
        ? t('loadAlert.subjectOne', { load: first.makeModel, from: first.originName, to: first.destinationName })
        : t('loadAlert.subjectMany', { count: loads.length }),
      greetName: name,
      blocks: [
        { kind: 'paragraph', text: one ? t('loadAlert.introOne') : t('loadAlert.introMany') },
        {
          kind: 'items',
          items: loads.map((load) => ({
            title: load.makeModel,
            detail: describeLoad(t, reader, load),
            label: t('loadAlert.open'),
            url: jobLink(baseUrl, load.haulId),
          })),
        },
        { kind: 'paragraph', text: t('loadAlert.outro') },
        { kind: 'paragraph', text: t('loadAlert.why') },
      ],
      unsubscribeUrl,
    };
  });

/** A text stays short, in the driver's language: the first load and its link, and how many more there are. */
export const loadAlertSms = ({
  reader,
  baseUrl,
  loads,
}: {
  reader: EmailReader;
  baseUrl: string;
  loads: AlertedLoad[];
}): string => {
  const [first] = loads;
  if (!first) return '';
  const t = emailTranslator(reader.language);
  const load = { load: first.makeModel, from: first.originName, to: first.destinationName };
  const text =
    loads.length > 1 ? t('sms.loadAlertMore', { ...load, count: loads.length - 1 }) : t('sms.loadAlert', load);
  return `${text} ${jobLink(baseUrl, first.haulId)}`;
};

/**
 * The device notification of a batch, in the driver's language: one load opens its job page; several open Find Jobs.
 * One tag for every alert, so a driver who was away sees the latest batch, not a stack of them.
 */
export const loadAlertPush = ({ reader, loads }: { reader: EmailReader; loads: AlertedLoad[] }): PushMessage | null => {
  const [first] = loads;
  if (!first) return null;
  const t = emailTranslator(reader.language);
  const route = { from: first.originName, to: first.destinationName };
  if (loads.length === 1) {
    return {
      title: t('loadAlert.subjectOne', { load: first.makeModel, ...route }),
      body: describeLoad(t, reader, first),
      url: `/job/${first.haulId}`,
      tag: 'load-alert',
    };
  }
  return {
    title: t('loadAlert.subjectMany', { count: loads.length }),
    body: t('loadAlert.pushRouteMore', { ...route, count: loads.length - 1 }),
    url: '/search-jobs',
    tag: 'load-alert',
  };
};
