import type { ComponentType } from 'react';
import { supportChatHref } from '../../shared/chat/support-address';
import { paths } from '../../shared/navigation/paths';
import { ChatIcon, FindIcon, InviteIcon, LoadsIcon, QuoteIcon } from './nav-icons';

type Tab = {
  key: 'quote' | 'find' | 'myLoads' | 'invite' | 'chat';
  href: string;
  /** Path patterns (prefixes) under which the tab shows as the current one. */
  activeOn: string[];
  Icon: ComponentType;
};

/** The bottom tabs of spec section 2, in the spec's order. */
export const TABS: Tab[] = [
  { key: 'quote', href: paths.quote.root.getHref(), activeOn: [paths.quote.root.path], Icon: QuoteIcon },
  { key: 'find', href: paths.searchJobs.getHref(), activeOn: [paths.searchJobs.path], Icon: FindIcon },
  {
    key: 'myLoads',
    href: paths.jobHistory.getHref(),
    activeOn: [paths.jobHistory.path, paths.shipperJobs.path],
    Icon: LoadsIcon,
  },
  { key: 'invite', href: paths.referral.root.getHref(), activeOn: [paths.referral.root.path], Icon: InviteIcon },
  { key: 'chat', href: paths.messenger.root.getHref(), activeOn: [paths.messenger.root.path], Icon: ChatIcon },
];

type MenuLink = {
  key:
    | 'howItWorks'
    | 'invite'
    | 'chat'
    | 'support'
    | 'myLoads'
    | 'getQuote'
    | 'postLoad'
    | 'findLoads'
    | 'driverRegistration'
    | 'profile'
    | 'logIn'
    | 'register'
    | 'admin';
  href: string;
  /** Registered accounts, everyone else (visitors and temporary accounts), or staff only; unset means everyone. */
  shownTo?: 'registered' | 'guests' | 'staff';
};

type MenuSection = {
  key: 'information' | 'social' | 'history' | 'shipper' | 'driver' | 'account';
  links: MenuLink[];
  hasOfficePhones?: boolean;
  /** A log out button after the links, for registered accounts. */
  hasLogout?: boolean;
};

/** The menu sections of spec section 2, in the spec's order. */
export const MENU_SECTIONS: MenuSection[] = [
  { key: 'information', links: [{ key: 'howItWorks', href: paths.welcome.getHref() }], hasOfficePhones: true },
  {
    key: 'social',
    links: [
      { key: 'invite', href: paths.referral.root.getHref() },
      { key: 'chat', href: paths.messenger.root.getHref() },
      { key: 'support', href: supportChatHref() },
    ],
  },
  { key: 'history', links: [{ key: 'myLoads', href: paths.jobHistory.getHref() }] },
  {
    key: 'shipper',
    links: [
      { key: 'getQuote', href: paths.quote.root.getHref() },
      { key: 'postLoad', href: paths.quote.ship.getHref() },
    ],
  },
  {
    key: 'driver',
    links: [
      { key: 'findLoads', href: paths.searchJobs.getHref() },
      { key: 'driverRegistration', href: paths.registerDriver.root.getHref() },
    ],
  },
  {
    key: 'account',
    links: [
      { key: 'profile', href: paths.user.menu.getHref(), shownTo: 'registered' },
      { key: 'logIn', href: paths.login.getHref(), shownTo: 'guests' },
      { key: 'register', href: paths.login.getHref({ view: 'register' }), shownTo: 'guests' },
      { key: 'admin', href: paths.admin.root.getHref(), shownTo: 'staff' },
    ],
    hasLogout: true,
  },
];
