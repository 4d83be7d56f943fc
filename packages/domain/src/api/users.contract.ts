import { z } from 'zod';
import { EmailSchema, PasswordSchema } from '../accounts/account-rules';
import { PhoneSchema } from '../accounts/phone-number';
import { fieldCodeParams } from '../errors/field-codes';
import { UnitSystemSchema } from '../units/unit-system.schema';
import { ReferralCodeFieldSchema } from './referrals.contract';
import { CurrencyChoiceSchema, LanguageChoiceSchema } from './user.schema';

export const CreateTempAccountBodySchema = z
  .object({
    original_referral_website: z.string().max(2048).nullish(),
    /** The `?ref=` code the visitor arrived with (docs/decisions/010-referrals.md); unknown codes are ignored. */
    referral_code: ReferralCodeFieldSchema,
  })
  .default({});
export type CreateTempAccountBody = z.infer<typeof CreateTempAccountBodySchema>;

export const CreateAccountBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter your full name.').max(200),
    email: EmailSchema,
    telephone: PhoneSchema,
    password: PasswordSchema,
    password2: z.string(),
    accepted_terms: z.boolean().optional(),
    /** The `?ref=` code the visitor arrived with; a code kept on their temporary account wins. */
    referral_code: ReferralCodeFieldSchema,
  })
  .refine((body) => body.password === body.password2, {
    path: ['password2'],
    message: 'The two passwords do not match.',
    ...fieldCodeParams('passwords_differ'),
  });
export type CreateAccountBody = z.infer<typeof CreateAccountBodySchema>;

/** `username` is an email or a phone number; `email` and `telephone` are accepted as explicit alternatives. */
export const LoginBodySchema = z
  .object({
    username: z.string().max(320).optional(),
    email: z.string().max(320).optional(),
    telephone: z.string().max(64).optional(),
    password: z.string().min(1).max(1024),
  })
  .refine((body) => Boolean(body.username || body.email || body.telephone), {
    path: ['username'],
    message: 'Enter your email or phone number.',
    ...fieldCodeParams('required'),
  });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const SendResetEmailBodySchema = z.object({
  username: z.string().max(320).optional(),
  email: z.string().max(320).optional(),
  telephone: z.string().max(64).optional(),
});
export type SendResetEmailBody = z.infer<typeof SendResetEmailBodySchema>;

/** Either the reset `code` from the emailed link, or (logged in) the `old_password`. */
export const ChangePasswordBodySchema = z
  .object({
    code: z.string().max(200).optional(),
    old_password: z.string().max(1024).optional(),
    password: PasswordSchema,
    password2: z.string(),
  })
  .refine((body) => body.password === body.password2, {
    path: ['password2'],
    message: 'The two passwords do not match.',
    ...fieldCodeParams('passwords_differ'),
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const VerifyQuerySchema = z.object({ code: z.string().min(1).max(200) });

export const UserIdParamsSchema = z.object({ id: z.string().max(64) });

/** PUT and PATCH share this body; PUT is treated as a full save of the editable fields the client sends. */
export const UpdateUserBodySchema = z
  .object({
    id: z.string().optional(),
    name: z.string().trim().min(1).max(200),
    email: EmailSchema,
    telephone: PhoneSchema,
    accepted_terms: z.boolean(),
    unit_choice: UnitSystemSchema,
    currency_choice: CurrencyChoiceSchema,
    language_choice: LanguageChoiceSchema,
    recieve_email: z.boolean(),
    recieve_sms: z.boolean().meta({
      description: 'wants texts; no effect while the server has no SMS provider (public config isSmsAvailable)',
    }),
    recieve_app_notification: z.boolean(),
    /** Null removes the profile picture (a new one is uploaded through POST /picture/ with purpose `profile`). */
    picture: z.null(),
  })
  .partial();
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;
