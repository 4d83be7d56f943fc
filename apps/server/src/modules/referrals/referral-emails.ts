import type { MailMessage } from '../../platform/mail/mailer';

/** The invitation a user sends through `POST /refer/` with the email channel: plain text, their link in it. */
export const referralInvitationEmail = ({
  to,
  fromName,
  link,
}: {
  to: string;
  fromName: string;
  link: string;
}): MailMessage => ({
  to,
  subject: `${fromName || 'A friend'} invites you to Freight Dispatch`,
  text: [
    `${fromName || 'A friend'} uses Freight Dispatch to ship and haul equipment and vehicles, and invites you to try it.`,
    '',
    'Get an instant quote for your load, or find loads to haul as a driver. Every shipment is prepaid and the money',
    'is held until delivery.',
    '',
    'Open the invitation:',
    link,
    '',
    'You received this email because they entered your address. We will not write to you again unless you sign up.',
  ].join('\n'),
});
