import type { MailMessage } from '../../platform/mail/mailer';

const jobLink = (baseUrl: string, haulId: string) => new URL(`/job/${haulId}`, baseUrl).toString();

/** The driver the shipper turned down learns it, with the shipper's reason (spec 4: reject with reason). */
export const driverRejectedEmail = ({
  baseUrl,
  to,
  name,
  haulId,
  loadName,
  reason,
}: {
  baseUrl: string;
  to: string;
  name: string;
  haulId: string;
  loadName: string;
  reason: string;
}): MailMessage => ({
  to,
  subject: 'The shipper chose another driver',
  text: [
    `Hello ${name || 'there'},`,
    '',
    `The shipper of "${loadName}" did not confirm you for this load, so it is no longer yours. Their reason:`,
    '',
    reason,
    '',
    'Other loads are waiting for you in the search:',
    '',
    jobLink(baseUrl, haulId),
  ].join('\n'),
});

/**
 * The shipper hears that someone entered wrong delivery codes until completion was locked: either the driver
 * mistyped, or someone is guessing. The code itself is never in the message.
 */
export const deliveryCodeLockedEmail = ({
  baseUrl,
  to,
  name,
  haulId,
  loadName,
  failures,
  minutes,
}: {
  baseUrl: string;
  to: string;
  name: string;
  haulId: string;
  loadName: string;
  failures: number;
  minutes: number;
}): MailMessage => ({
  to,
  subject: 'Wrong delivery codes were entered for your load',
  text: [
    `Hello ${name || 'there'},`,
    '',
    `The driver of "${loadName}" entered a wrong delivery code ${failures} times, so completing this load is paused`,
    `for ${minutes} minutes. If the load was delivered, give the driver the delivery code shown on the job page:`,
    '',
    jobLink(baseUrl, haulId),
    '',
    'If you did not expect this, contact us.',
  ].join('\n'),
});
