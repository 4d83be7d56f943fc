import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export const createSmtpMailer = ({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
  };
};
