import { renderEmail } from '../../platform/mail/email-layout';
import type { EmailReader } from '../../platform/mail/email-reader';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * The invitation a user sends through `POST /refer/` with the email channel, their link in it. The invitee has no
 * account, so it is written in the language of the sender who typed their address.
 */
export const referralInvitationEmail = ({
  reader,
  to,
  fromName,
  link,
}: {
  reader: EmailReader;
  to: string;
  fromName: string;
  link: string;
}): MailMessage =>
  renderEmail(reader, to, (t) => {
    const name = fromName.trim() || t('referral.someone');
    return {
      subject: t('referral.subject', { name }),
      blocks: [
        { kind: 'paragraph', text: t('referral.intro', { name }) },
        { kind: 'paragraph', text: t('referral.pitch') },
        { kind: 'action', label: t('referral.action'), url: link },
        { kind: 'paragraph', text: t('referral.outro') },
      ],
    };
  });
