import { renderEmail } from '../../platform/mail/email-layout';
import type { EmailReader } from '../../platform/mail/email-reader';
import type { MailMessage } from '../../platform/mail/mailer';

type AccountEmailOptions = { reader: EmailReader; baseUrl: string; to: string; name: string; code: string };

/** Link targets are the web routes of spec section 2: user/verify/{userId}/{code} and user/reset/{code}. */
export const verificationEmail = ({
  reader,
  baseUrl,
  to,
  name,
  userId,
  code,
}: AccountEmailOptions & { userId: string }): MailMessage => {
  const link = new URL(`/user/verify/${userId}/${encodeURIComponent(code)}`, baseUrl).toString();
  return renderEmail(reader, to, (t) => ({
    subject: t('verify.subject'),
    greetName: name,
    blocks: [
      { kind: 'paragraph', text: t('verify.intro') },
      { kind: 'action', label: t('verify.action'), url: link },
      { kind: 'paragraph', text: t('verify.outro') },
    ],
  }));
};

export const passwordResetEmail = ({ reader, baseUrl, to, name, code }: AccountEmailOptions): MailMessage => {
  const link = new URL(`/user/reset/${encodeURIComponent(code)}`, baseUrl).toString();
  return renderEmail(reader, to, (t) => ({
    subject: t('reset.subject'),
    greetName: name,
    blocks: [
      { kind: 'paragraph', text: t('reset.intro') },
      { kind: 'action', label: t('reset.action'), url: link },
      { kind: 'paragraph', text: t('reset.outro') },
    ],
  }));
};
