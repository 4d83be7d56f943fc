import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRegistered } from '../features/auth/components/require-registered';
import { paths } from '../shared/navigation/paths';
import { BaseLayout } from './layouts/base-layout';
import { PictureLayout } from './layouts/picture-layout';
import { FIRST_SCREEN, lazyPage, type PageNeeds, QUOTE_START_SCREEN } from './lazy-page';
import { RootRoute } from './root-route';
import { PageErrorBoundary } from './routes/page-error-boundary';

type LaterPages = typeof import('./later-pages').LATER_PAGES;
type LaterPageName = keyof LaterPages;
/** The props of the page exported under its key's name; `never` (unusable in JSX) when its module has no such export. */
type LaterPageProps<Name extends LaterPageName> =
  Awaited<ReturnType<LaterPages[Name]>> extends Record<Name, ComponentType<infer Props extends object>> ? Props : never;

/**
 * A page no visit's first load draws: fetched through app/later-pages.ts, which holds the lists of files each of them
 * needs, so those lists stay out of the entry (issue 22). Its key there is the name its module exports it under.
 */
const laterPage = <Name extends LaterPageName>(name: Name, needs?: PageNeeds) =>
  lazyPage<Name, LaterPageProps<Name>>(
    async () => {
      const load = (await import('./later-pages')).LATER_PAGES[name] as () => Promise<
        Record<Name, ComponentType<LaterPageProps<Name>>>
      >;
      return load();
    },
    name,
    needs,
  );

// One chunk per page, so a phone opening the welcome page downloads only the welcome page.
const WelcomePage = lazyPage(() => import('../features/welcome/welcome-page'), 'WelcomePage', FIRST_SCREEN);
// Drawn plain, like the first screens: an old or mistyped link is often where a visit starts.
const NotFoundPage = lazyPage(() => import('./routes/not-found-page'), 'NotFoundPage', FIRST_SCREEN);
const LoginPage = laterPage('LoginPage');
const ResetPasswordPage = laterPage('ResetPasswordPage');
const VerifyEmailPage = laterPage('VerifyEmailPage');
const NewUserPage = laterPage('NewUserPage');
const UserMenuPage = laterPage('UserMenuPage');
const InformationPage = laterPage('InformationPage');
const PasswordPage = laterPage('PasswordPage');
const QuoteLayout = lazyPage(() => import('../features/quote/quote-layout'), 'QuoteLayout', QUOTE_START_SCREEN);
const QuoteStart = lazyPage(() => import('../features/quote/quote-start'), 'QuoteStart', QUOTE_START_SCREEN);
const OriginStepPage = lazyPage(
  () => import('../features/quote/place-step-page'),
  'OriginStepPage',
  QUOTE_START_SCREEN,
);
const DestinationStepPage = lazyPage(
  () => import('../features/quote/place-step-page'),
  'DestinationStepPage',
  QUOTE_START_SCREEN,
);
const ConfirmLocationsPage = laterPage('ConfirmLocationsPage');
const LoadStepPage = laterPage('LoadStepPage');
const QuoteResultPage = laterPage('QuoteResultPage');
const PostLoadPage = laterPage('PostLoadPage');
const PostSuccessPage = laterPage('PostSuccessPage');
const MyLoadsPage = laterPage('MyLoadsPage');
// Drawn plain (decision 024), its dialogs and rarer parts bringing Mantine with them: a driver's page on a phone on the
// road, which then fetches neither Mantine's components nor its 250 KB stylesheet to show a load (issue 22).
const JobPage = laterPage('JobPage', { usesMantine: false });
const DriverProfilePage = laterPage('DriverProfilePage');
const PaymentPage = laterPage('PaymentPage');
const DashboardPage = laterPage('DashboardPage');
// Drawn plain too, its filters, drawer, save dialog and map loading when asked for (decision 024, issue 22).
const SearchJobsPage = laterPage('SearchJobsPage', { usesMantine: false });
const RegisterDriverPage = laterPage('RegisterDriverPage');
const UserDriverPage = laterPage('UserDriverPage');
const AdminLayout = laterPage('AdminLayout');
const AdminDriversPage = laterPage('AdminDriversPage');
const AdminHaulsPage = laterPage('AdminHaulsPage');
const AdminHaulPage = laterPage('AdminHaulPage');
const AdminDisputesPage = laterPage('AdminDisputesPage');
const AdminDisputePage = laterPage('AdminDisputePage');
const AdminMoneyPage = laterPage('AdminMoneyPage');
const AdminOutboxPage = laterPage('AdminOutboxPage');
const AdminAuditPage = laterPage('AdminAuditPage');
const ReferralPage = laterPage('ReferralPage');
const SharePage = laterPage('SharePage');
const ShareEmailPage = laterPage('ShareEmailPage');
const ShareTextPage = laterPage('ShareTextPage');
const ShareLinkPage = laterPage('ShareLinkPage');
const ShareNativePage = laterPage('ShareNativePage');
const ReferralClaimsPage = laterPage('ReferralClaimsPage');
const MessengerPage = laterPage('MessengerPage');
const ChatPage = laterPage('ChatPage');
const SupportInboxPage = laterPage('SupportInboxPage');
const SupportChatPage = laterPage('SupportChatPage');
const ChatAuditPage = laterPage('ChatAuditPage');
const AuditChatPage = laterPage('AuditChatPage');

const quoteRoutes: RouteObject = {
  element: <QuoteLayout />,
  children: [
    // A visit without a quote goes on to its step without fetching the result page (features/quote/quote-start.tsx).
    { path: paths.quote.root.path, element: <QuoteStart result={<QuoteResultPage />} /> },
    { path: paths.quote.origin.path, element: <OriginStepPage /> },
    { path: paths.quote.destination.path, element: <DestinationStepPage /> },
    { path: paths.quote.confirm.path, element: <ConfirmLocationsPage /> },
    { path: paths.quote.load.path, element: <LoadStepPage /> },
  ],
};

const jobRoutes: RouteObject = {
  path: paths.job.root.path,
  children: [
    { index: true, element: <JobPage /> },
    { path: paths.job.detail.path, element: <JobPage /> },
    { path: paths.job.map.path, element: <JobPage /> },
    { path: paths.job.pictures.path, element: <JobPage /> },
    { path: paths.job.boost.path, element: <JobPage /> },
    { path: paths.job.accept.path, element: <JobPage /> },
    { path: paths.job.notInterested.path, element: <JobPage /> },
    { path: paths.job.delete.path, element: <JobPage /> },
    { path: paths.job.complete.path, element: <JobPage /> },
    { path: paths.job.bid.path, element: <JobPage /> },
    { path: paths.job.bids.path, element: <JobPage /> },
    { path: paths.job.shipper.path, element: <JobPage /> },
    {
      path: paths.job.driver.root.path,
      children: [
        { index: true, element: <JobPage /> },
        { path: paths.job.driver.profile.path, element: <DriverProfilePage /> },
        { path: paths.job.driver.confirm.path, element: <PaymentPage /> },
        { path: paths.job.driver.reject.path, element: <JobPage /> },
      ],
    },
  ],
};

const userRoutes: RouteObject = {
  path: paths.user.menu.path,
  children: [
    // The emailed links work for anyone holding them; the rest of the account needs a login.
    { path: paths.user.verify.path, element: <VerifyEmailPage /> },
    { path: paths.user.reset.path, element: <ResetPasswordPage /> },
    {
      element: <RequireRegistered />,
      children: [
        { index: true, element: <UserMenuPage /> },
        { path: paths.user.new.path, element: <NewUserPage /> },
        { path: paths.user.information.path, element: <InformationPage /> },
        { path: paths.user.password.path, element: <PasswordPage /> },
        { path: paths.user.driver.path, element: <UserDriverPage /> },
        { path: paths.user.driverInfo.path, element: <UserDriverPage /> },
        { path: paths.user.driverTab.path, element: <UserDriverPage /> },
        { path: paths.user.driverUserTab.path, element: <UserDriverPage /> },
      ],
    },
  ],
};

const referralRoutes: RouteObject = {
  path: paths.referral.root.path,
  children: [
    // The referral page itself shows visitors the offer; sharing needs an account with a link.
    { index: true, element: <ReferralPage /> },
    {
      path: paths.referral.share.path,
      element: <RequireRegistered />,
      children: [
        { index: true, element: <SharePage /> },
        { path: paths.referral.shareEmail.path, element: <ShareEmailPage /> },
        { path: paths.referral.shareText.path, element: <ShareTextPage /> },
        { path: paths.referral.shareLink.path, element: <ShareLinkPage /> },
        { path: paths.referral.shareNative.path, element: <ShareNativePage /> },
      ],
    },
  ],
};

/**
 * The staff console (issue 10): every /admin page inside AdminLayout, which shows the console's sections to staff and
 * a refusal to anyone else. A feature's staff page is added as one more child here.
 */
const adminRoutes: RouteObject = {
  path: paths.admin.root.path,
  element: <AdminLayout />,
  children: [
    { index: true, element: <Navigate to={paths.admin.drivers.getHref()} replace /> },
    { path: paths.admin.drivers.path, element: <AdminDriversPage /> },
    { path: paths.admin.loads.path, element: <AdminHaulsPage /> },
    { path: paths.admin.load.path, element: <AdminHaulPage /> },
    { path: paths.admin.disputes.path, element: <AdminDisputesPage /> },
    { path: paths.admin.dispute.path, element: <AdminDisputePage /> },
    { path: paths.admin.money.path, element: <AdminMoneyPage /> },
    { path: paths.admin.outbox.path, element: <AdminOutboxPage /> },
    { path: paths.admin.audit.path, element: <AdminAuditPage /> },
    // Staff console pages of the support desk; each shows "staff only" to anyone else.
    { path: paths.admin.support.path, element: <SupportInboxPage /> },
    { path: paths.admin.supportChat.path, element: <SupportChatPage /> },
    { path: paths.admin.chats.path, element: <ChatAuditPage /> },
    { path: paths.admin.chat.path, element: <AuditChatPage /> },
    { path: paths.admin.referrals.path, element: <ReferralClaimsPage /> },
  ],
};

/** Every screen of spec section 2 except the welcome page, all in the base layout. */
const baseLayoutRoutes: RouteObject[] = [
  { path: paths.dashboard.path, element: <DashboardPage /> },
  quoteRoutes,
  { path: paths.quote.ship.path, element: <PostLoadPage /> },
  { path: paths.postSuccess.path, element: <PostSuccessPage /> },
  jobRoutes,
  userRoutes,
  {
    path: paths.registerDriver.root.path,
    children: [
      { index: true, element: <RegisterDriverPage /> },
      { path: paths.registerDriver.tab.path, element: <RegisterDriverPage /> },
    ],
  },
  { path: paths.staffDrivers.path, element: <Navigate to={paths.admin.drivers.getHref()} replace /> },
  { path: paths.login.path, element: <LoginPage /> },
  { path: paths.searchJobs.path, element: <SearchJobsPage /> },
  { path: paths.jobHistory.path, element: <MyLoadsPage /> },
  { path: paths.shipperJobs.path, element: <MyLoadsPage /> },
  referralRoutes,
  {
    path: paths.messenger.root.path,
    children: [
      { index: true, element: <MessengerPage /> },
      { path: paths.messenger.chat.path, element: <ChatPage /> },
    ],
  },
  adminRoutes,
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    // A failure of the root itself or of a layout: the error page alone (app/app-routes.tsx holds that boundary).
    element: <RootRoute />,
    children: [
      {
        element: <PictureLayout />,
        // Pathless routes with their own error boundary keep the header and menu up when a page fails.
        children: [{ element: <PageErrorBoundary />, children: [{ index: true, element: <WelcomePage /> }] }],
      },
      { element: <BaseLayout />, children: [{ element: <PageErrorBoundary />, children: baseLayoutRoutes }] },
    ],
  },
];
