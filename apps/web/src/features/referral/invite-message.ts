import type { TFunction } from 'i18next';

/** The invitation without the link, for share sheets that take the link apart (they would show it twice). */
export const inviteLead = (t: TFunction<'referral'>): string => t('share.lead');

/** The text a friend receives by text message, in the sender's language, ending with the link. */
export const inviteMessage = (t: TFunction<'referral'>, link: string): string => `${inviteLead(t)} ${link}`;

/** An `sms:` address that opens the messages app with the text filled in (`?&body=` suits iOS and Android). */
export const smsHref = (message: string): string => `sms:?&body=${encodeURIComponent(message)}`;
