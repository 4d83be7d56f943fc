/**
 * One email: the plain-text part every client can read, the HTML part most show, and extra headers (List-Unsubscribe
 * on alerts). Messages written before HTML existed have only `text`; the mailers send what is there.
 */
/** A file an email carries (a PDF invoice, a bill of lading). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

/** Sends one email or throws; the embedded default writes files, the real one speaks SMTP. */
export type Mailer = {
  kind: 'dev' | 'smtp';
  send: (message: MailMessage) => Promise<void>;
};
