import type { MailMessage } from '../../platform/mail/mailer';

/** The driver is told of staff's decision by email; the app shows the same through profile_state and the reason. */
export const driverDecisionEmail = ({
  baseUrl,
  to,
  name,
  decision,
  reason,
}: {
  baseUrl: string;
  to: string;
  name: string;
  decision: 'approve' | 'reject';
  reason: string;
}): MailMessage => {
  const link = new URL('/user/driver', baseUrl).toString();
  const greeting = `Hello ${name || 'there'},`;
  if (decision === 'approve') {
    return {
      to,
      subject: 'Your driver profile is approved',
      text: [
        greeting,
        '',
        'Our staff approved your driver profile. You can now search for loads and accept them:',
        '',
        link,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Your driver profile needs changes',
    text: [
      greeting,
      '',
      'Our staff could not approve your driver profile yet. The reason:',
      '',
      reason,
      '',
      'Update your profile and submit it again:',
      '',
      link,
    ].join('\n'),
  };
};
