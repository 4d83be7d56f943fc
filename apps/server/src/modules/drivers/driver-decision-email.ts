import { renderEmail } from '../../platform/mail/email-layout';
import type { EmailReader } from '../../platform/mail/email-reader';
import type { MailMessage } from '../../platform/mail/mailer';

/** The driver is told of staff's decision by email; the app shows the same through profile_state and the reason. */
export const driverDecisionEmail = ({
  reader,
  baseUrl,
  to,
  name,
  decision,
  reason,
}: {
  reader: EmailReader;
  baseUrl: string;
  to: string;
  name: string;
  decision: 'approve' | 'reject';
  reason: string;
}): MailMessage => {
  const link = new URL('/user/driver', baseUrl).toString();
  return renderEmail(reader, to, (t) =>
    decision === 'approve'
      ? {
          subject: t('driverDecision.approvedSubject'),
          greetName: name,
          blocks: [
            { kind: 'paragraph', text: t('driverDecision.approved') },
            { kind: 'action', label: t('driverDecision.approvedAction'), url: link },
          ],
        }
      : {
          subject: t('driverDecision.rejectedSubject'),
          greetName: name,
          blocks: [
            { kind: 'paragraph', text: t('driverDecision.rejected') },
            { kind: 'quote', text: reason },
            { kind: 'action', label: t('driverDecision.rejectedAction'), url: link },
          ],
        },
  );
};
