import { renderEmail } from '../../platform/mail/email-layout';
import type { EmailReader } from '../../platform/mail/email-reader';
import type { MailMessage } from '../../platform/mail/mailer';

const jobLink = (baseUrl: string, haulId: string) => new URL(`/job/${haulId}`, baseUrl).toString();

type LoadEmailOptions = {
  reader: EmailReader;
  baseUrl: string;
  to: string;
  name: string;
  haulId: string;
  loadName: string;
};

/** The driver the shipper turned down learns it, with the shipper's reason (spec 4: reject with reason). */
export const driverRejectedEmail = ({
  reader,
  baseUrl,
  to,
  name,
  haulId,
  loadName,
  reason,
}: LoadEmailOptions & { reason: string }): MailMessage =>
  renderEmail(reader, to, (t) => ({
    subject: t('driverRejected.subject'),
    greetName: name,
    blocks: [
      { kind: 'paragraph', text: t('driverRejected.intro', { load: loadName }) },
      { kind: 'quote', text: reason },
      { kind: 'action', label: t('driverRejected.action'), url: jobLink(baseUrl, haulId) },
    ],
  }));

/**
 * The shipper hears that someone entered wrong delivery codes until completion was locked: either the driver
 * mistyped, or someone is guessing. The code itself is never in the message.
 */
export const deliveryCodeLockedEmail = ({
  reader,
  baseUrl,
  to,
  name,
  haulId,
  loadName,
  failures,
  minutes,
}: LoadEmailOptions & { failures: number; minutes: number }): MailMessage =>
  renderEmail(reader, to, (t) => ({
    subject: t('codeLocked.subject'),
    greetName: name,
    blocks: [
      { kind: 'paragraph', text: t('codeLocked.intro', { load: loadName, failures, minutes }) },
      { kind: 'action', label: t('codeLocked.action'), url: jobLink(baseUrl, haulId) },
      { kind: 'paragraph', text: t('codeLocked.outro') },
    ],
  }));
