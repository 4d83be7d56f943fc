import type { Config } from '../config';
import { createDevMailer } from './dev-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export const createMailer = (config: Pick<Config, 'mail'>): Mailer => {
  const { mail } = config;
  return mail.transport === 'smtp'
    ? createSmtpMailer({ smtpUrl: mail.smtpUrl, from: mail.from })
    : createDevMailer({ mailDir: mail.dir, from: mail.from });
};
