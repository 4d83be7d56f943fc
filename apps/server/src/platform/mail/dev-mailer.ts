import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { newId } from '../db/new-id';
import type { Mailer } from './mailer';

/**
 * Development mailbox: each message becomes a real RFC 822 `.eml` file in `mailDir` (openable in any mail client),
 * and the outbox row makes it readable at /dev/mailbox. Nothing leaves the machine.
 */
export const createDevMailer = ({ mailDir, from }: { mailDir: string; from: string }): Mailer => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'dev',
    send: async (message) => {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(mailDir, { recursive: true });
      await writeFile(path.join(mailDir, `${newId()}.eml`), info.message as Buffer);
    },
  };
};
