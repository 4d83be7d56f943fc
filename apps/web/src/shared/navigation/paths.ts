import { generatePath, type PathParam } from 'react-router';

/**
 * Every URL of spec section 2, in one registry: the router declares routes from `path`, and all other code builds
 * links with `getHref`, so a path changes in one place. It lives in shared/ so every feature links to another
 * feature's screen by its path, without importing that feature or the app shell.
 */
type Route<Path extends string> = {
  path: Path;
  getHref: (...params: [PathParam<Path>] extends [never] ? [] : [Record<PathParam<Path>, string>]) => string;
};

const route = <Path extends string>(path: Path): Route<Path> => ({
  path,
  getHref: (...params) => generatePath(path, params[0] as Parameters<typeof generatePath<Path>>[1]),
});

/** Optional query parameters of the named route quote:origin (spec section 2). */
export type QuoteOriginOptions = { noSpecFound?: boolean; prefilledSpec?: string };

const quoteOrigin = '/quote/origin';

/** The login page also holds registration (the spec lists no path of its own for it). */
export type LoginOptions = {
  view?: 'register';
  /** Where to go once logged in: a path of this site (the login page checks it again before using it). */
  next?: string;
};

const login = '/login';

const withQuery = (path: string, entries: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  welcome: route('/'),
  dashboard: route('/dashboard'),
  quote: {
    root: route('/quote'),
    origin: {
      path: quoteOrigin,
      getHref: ({ noSpecFound, prefilledSpec }: QuoteOriginOptions = {}) =>
        withQuery(quoteOrigin, { noSpecFound: noSpecFound ? 'true' : undefined, prefilledSpec }),
    },
    destination: route('/quote/destination'),
    confirm: route('/quote/confirm'),
    load: route('/quote/load'),
    /** The spec's named route quote:ship. */
    ship: route('/quote/post'),
  },
  postSuccess: route('/post/success'),
  job: {
    /** The job detail is the default child, so this and `detail` show the same screen. */
    root: route('/job/:haulId'),
    detail: route('/job/:haulId/detail'),
    map: route('/job/:haulId/map'),
    pictures: route('/job/:haulId/pictures'),
    boost: route('/job/:haulId/boost'),
    accept: route('/job/:haulId/accept'),
    notInterested: route('/job/:haulId/notinterested'),
    delete: route('/job/:haulId/delete'),
    complete: route('/job/:haulId/complete'),
    bid: route('/job/:haulId/bid'),
    bids: route('/job/:haulId/bids'),
    shipper: route('/job/:haulId/shipper'),
    driver: {
      root: route('/job/:haulId/driver'),
      profile: route('/job/:haulId/driver/profile/:driverId'),
      confirm: route('/job/:haulId/driver/confirm'),
      reject: route('/job/:haulId/driver/reject'),
    },
  },
  user: {
    verify: route('/user/verify/:userId/:code'),
    reset: route('/user/reset/:code'),
    new: route('/user/new'),
    menu: route('/user'),
    information: route('/user/information'),
    password: route('/user/password'),
    driver: route('/user/driver'),
    driverInfo: route('/user/driver/info'),
    driverTab: route('/user/driver/:tab'),
    driverUserTab: route('/user/driver/:userId/:tab'),
  },
  registerDriver: {
    root: route('/register/driver'),
    tab: route('/register/driver/:tab'),
  },
  /** The driver approvals' old address: it leads to paths.admin.drivers. */
  staffDrivers: route('/staff/drivers'),
  login: {
    path: login,
    getHref: ({ view, next }: LoginOptions = {}) => withQuery(login, { view, next }),
  },
  searchJobs: route('/search-jobs'),
  /** My Loads answers at two addresses (spec section 2); links use this one. */
  jobHistory: route('/jobs/history'),
  shipperJobs: route('/shipper/jobs'),
  referral: {
    root: route('/referral'),
    share: route('/referral/share'),
    shareEmail: route('/referral/share/email'),
    shareText: route('/referral/share/text'),
    shareLink: route('/referral/share/link'),
    shareNative: route('/referral/share/native'),
  },
  messenger: {
    root: route('/messenger'),
    /** The spec's named route messenger:chat. */
    chat: route('/messenger/:chatId'),
  },
  /** The staff console (beyond the spec's route list): staff only. */
  admin: {
    /** Opens the first console page (driver approvals). */
    root: route('/admin'),
    drivers: route('/admin/drivers'),
    loads: route('/admin/loads'),
    load: route('/admin/loads/:haulId'),
    money: route('/admin/money'),
    /** Problem reports on delivered loads (issue 23 part 4) and one case. */
    disputes: route('/admin/disputes'),
    dispute: route('/admin/disputes/:disputeId'),
    outbox: route('/admin/outbox'),
    audit: route('/admin/audit'),
    support: route('/admin/support'),
    supportChat: route('/admin/support/:chatId'),
    chats: route('/admin/chats'),
    chat: route('/admin/chats/:chatId'),
    /** Referral reward claims to decide. */
    referrals: route('/admin/referrals'),
  },
} as const;
