import type { MailMessage } from '../../platform/mail/mailer';

/** Link targets are the web routes of spec section 2: user/verify/{userId}/{code} and user/reset/{code}. */
export const verificationEmail = ({
  baseUrl,
  to,
  name,
  userId,
  code,
}: {
  baseUrl: string;
  to: string;
  name: string;
  userId: string;
  code: string;
}): MailMessage => {
  const link = new URL(`/user/verify/${userId}/${encodeURIComponent(code)}`, baseUrl).toString();
  return {
    to,
    subject: 'Confirm your email address',
    text: [
      `Hello ${name || 'there'},`,
      '',
      'Please confirm your email address so you can post loads and receive updates about your shipments:',
      '',
      link,
      '',
      'The link works once and expires in 7 days. If you did not create an account, you can ignore this email.',
    ].join('\n'),
  };
};

export const passwordResetEmail = ({
  baseUrl,
  to,
  name,
  code,
}: {
  baseUrl: string;
  to: string;
  name: string;
  code: string;
}): MailMessage => {
  const link = new URL(`/user/reset/${encodeURIComponent(code)}`, baseUrl).toString();
  return {
    to,
    subject: 'Reset your password',
    text: [
      `Hello ${name || 'there'},`,
      '',
      'Someone asked to reset the password of your account. To choose a new password, open:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour. If it was not you, ignore this email: your password stays the same.',
    ].join('\n'),
  };
};
