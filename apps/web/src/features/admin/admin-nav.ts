import { paths } from '../../shared/navigation/paths';

export type AdminSection =
  | 'drivers'
  | 'loads'
  | 'disputes'
  | 'money'
  | 'outbox'
  | 'support'
  | 'chats'
  | 'referrals'
  | 'audit';

/** The staff console's sections in the order of a working day; support, chats and referrals are other features'. */
export const ADMIN_SECTIONS: { key: AdminSection; href: string }[] = [
  { key: 'drivers', href: paths.admin.drivers.getHref() },
  { key: 'loads', href: paths.admin.loads.getHref() },
  { key: 'disputes', href: paths.admin.disputes.getHref() },
  { key: 'money', href: paths.admin.money.getHref() },
  { key: 'outbox', href: paths.admin.outbox.getHref() },
  { key: 'support', href: paths.admin.support.getHref() },
  { key: 'chats', href: paths.admin.chats.getHref() },
  { key: 'referrals', href: paths.admin.referrals.getHref() },
  { key: 'audit', href: paths.admin.audit.getHref() },
];
