export type MailMessage = { to: string; subject: string; text: string };

/** Sends one email or throws; the embedded default writes files, the real one speaks SMTP. */
export type Mailer = {
  kind: 'dev' | 'smtp';
  send: (message: MailMessage) => Promise<void>;
};
