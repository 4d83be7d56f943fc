import { EmailSchema } from '@freight/domain';
import type { FastifyBaseLogger } from 'fastify';
import { staffAuditLog, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { renderEmail } from '../../platform/mail/email-layout';
import { ENGLISH_READER } from '../../platform/mail/email-reader';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import { sendEmail } from '../../platform/mail/send-email';
import { createOneTimeCode, findUserByEmail, updateUser } from '../users';

/** Long enough to reach a new colleague by email over a day; an expired link is replaced by "Forgot password". */
const STAFF_LINK_TTL_MS = 24 * 60 * 60_000;

export type CreateStaffDeps = { db: Database; clock: Clock; mailer: Mailer; log: FastifyBaseLogger; baseUrl: string };

export type CreateStaffResult =
  | { outcome: 'created'; userId: string; link: string; emailed: boolean }
  | { outcome: 'promoted'; userId: string }
  | { outcome: 'already_staff'; userId: string };

export class CreateStaffRefused extends Error {}

/** A new staff account has no language of its own yet: the product's defaults (English, CAD, metric). */
const staffWelcomeEmail = ({ to, name, link }: { to: string; name: string; link: string }): MailMessage =>
  renderEmail(ENGLISH_READER, to, (t) => ({
    subject: t('staffWelcome.subject'),
    greetName: name,
    blocks: [
      { kind: 'paragraph', text: t('staffWelcome.intro') },
      { kind: 'action', label: t('staffWelcome.action'), url: link },
      { kind: 'paragraph', text: t('staffWelcome.outro') },
    ],
  }));

/**
 * `npm run create-staff`: makes `email` a staff account. An existing account is promoted (its password stays the
 * owner's); otherwise a verified account is made without a password and its owner gets a one-time link to choose one,
 * so no password is ever chosen for them or shown on a terminal. Sign-up never makes staff; this, and the STAFF_EMAILS
 * bootstrap for demos and tests, are the only ways. The act is kept in the staff audit trail (method CLI).
 */
export const createOrPromoteStaff = async (
  deps: CreateStaffDeps,
  input: { email: string; name?: string },
): Promise<CreateStaffResult> => {
  const parsed = EmailSchema.safeParse(input.email);
  if (!parsed.success) throw new CreateStaffRefused(`"${input.email}" is not an email address.`);
  const email = parsed.data.toLowerCase();
  const existing = await findUserByEmail(deps.db, email);
  if (existing?.isStaff) return { outcome: 'already_staff', userId: existing.id };
  const now = deps.clock.now();
  const audit = (userId: string, action: string, statusCode: number) =>
    deps.db.insert(staffAuditLog).values({
      method: 'CLI',
      route: 'npm run create-staff',
      action,
      targetType: 'users',
      targetId: userId,
      detail: { email },
      statusCode,
      createdAt: now,
    });

  if (existing) {
    await updateUser(deps.db, existing.id, { isStaff: true });
    await audit(existing.id, 'staff.promote', 200);
    return { outcome: 'promoted', userId: existing.id };
  }

  const name = input.name?.trim() || email.split('@')[0] || 'Staff';
  const [created] = await deps.db
    .insert(users)
    .values({ name, email, status: 'verified', emailConfirmedAt: now, isStaff: true })
    .returning({ id: users.id });
  if (!created) throw new Error('staff user insert returned nothing');
  const code = await createOneTimeCode(deps.db, deps.clock, {
    userId: created.id,
    purpose: 'reset_password',
    ttlMs: STAFF_LINK_TTL_MS,
  });
  const link = new URL(`/user/reset/${encodeURIComponent(code)}`, deps.baseUrl).toString();
  const emailed = await sendEmail({
    ...deps,
    message: staffWelcomeEmail({ to: email, name, link }),
    meta: { kind: 'staff_welcome', userId: created.id },
  });
  await audit(created.id, 'staff.create', 201);
  return { outcome: 'created', userId: created.id, link, emailed };
};
