/**
 * One email: the plain-text part every client can read, the HTML part most show, and extra headers (List-Unsubscribe
 * on alerts). Messages written before HTML existed have only `text`; the mailers send what is there.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

/** Sends one email or throws; the embedded default writes files, the real one speaks SMTP. */
export type Mailer = {
  kind: 'dev' | 'smtp';
  send: (message: MailMessage) => Promise<void>;
};
