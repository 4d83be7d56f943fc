import { createMoney, formatMoney } from '@freight/domain';
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

const pays = (cents: number | null) =>
  cents === null ? 'open for bids' : `pays ${formatMoney(createMoney(cents, 'cad'), 'en-us')}`;

const describe = (load: AlertedLoad) =>
  [
    `${load.originName} to ${load.destinationName}`,
    `${Math.round(load.distanceM / 1000).toLocaleString('en-US')} km`,
    pays(load.transportRateCents),
    ...(load.readyAt ? [`ready ${load.readyAt.toISOString().slice(0, 10)}`] : []),
  ].join(', ');

/** One email per driver and batch, listing every load that became visible to them. */
export const loadAlertEmail = ({
  baseUrl,
  to,
  name,
  loads,
}: {
  baseUrl: string;
  to: string;
  name: string;
  loads: AlertedLoad[];
}): MailMessage => {
  const [first] = loads;
  const subject =
    loads.length === 1 && first
      ? `New load: ${first.makeModel}, ${first.originName} to ${first.destinationName}`
      : `${loads.length} new loads match your regions and searches`;
  return {
    to,
    subject,
    text: [
      `Hello ${name || 'there'},`,
      '',
      loads.length === 1 ? 'A new load was posted for you:' : 'New loads were posted for you:',
      '',
      ...loads.flatMap((load) => [
        `${load.makeModel}`,
        `  ${describe(load)}`,
        `  ${jobLink(baseUrl, load.haulId)}`,
        '',
      ]),
      'Open a load to accept it, bid on it, or say you are not interested.',
      'You get these emails for the regions and saved searches in your driver profile; turn them off in your',
      'profile’s notification settings.',
    ].join('\n'),
  };
};

/** A text stays short: the first load and its link, and how many more there are. */
export const loadAlertSms = ({ baseUrl, loads }: { baseUrl: string; loads: AlertedLoad[] }): string => {
  const [first] = loads;
  if (!first) return '';
  const more = loads.length > 1 ? ` (+${loads.length - 1} more)` : '';
  return `New load: ${first.makeModel}, ${first.originName} to ${first.destinationName}${more} ${jobLink(baseUrl, first.haulId)}`;
};
