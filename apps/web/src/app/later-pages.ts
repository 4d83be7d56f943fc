/**
 * Where the pages no visit is drawn first from are fetched (app/router.tsx `laterPage`): each `import()` here carries
 * the list of files its page needs (Vite's preload list, fetched beside the page instead of one import after
 * another), and those lists, 40 to 90 files for most pages, were about 4 KB gzipped of the entry, which every first
 * load downloads (issue 22). In a module of their own, they come with the first of these pages asked for. The first
 * screens (the welcome page, the page not found, the quote's first step) keep theirs in the entry, as they are
 * fetched with it. Each key is the name its module exports the page under (`laterPage('JobPage')`; the router's
 * typecheck fails otherwise).
 */
export const LATER_PAGES = {
  LoginPage: () => import('../features/auth/login-page'),
  ResetPasswordPage: () => import('../features/auth/reset-password-page'),
  VerifyEmailPage: () => import('../features/profile/verify-email-page'),
  NewUserPage: () => import('../features/profile/new-user-page'),
  UserMenuPage: () => import('../features/profile/user-menu-page'),
  InformationPage: () => import('../features/profile/information-page'),
  PasswordPage: () => import('../features/profile/password-page'),
  ConfirmLocationsPage: () => import('../features/quote/confirm-locations-page'),
  LoadStepPage: () => import('../features/quote/load-step-page'),
  QuoteResultPage: () => import('../features/quote/quote-result-page'),
  PostLoadPage: () => import('../features/post/post-load-page'),
  PostSuccessPage: () => import('../features/post/post-success-page'),
  MyLoadsPage: () => import('../features/my-loads/my-loads-page'),
  JobPage: () => import('../features/job/job-page'),
  DriverProfilePage: () => import('../features/job/driver-profile-page'),
  PaymentPage: () => import('../features/payment/payment-page'),
  DashboardPage: () => import('../features/dashboard/dashboard-page'),
  SearchJobsPage: () => import('../features/search/search-jobs-page'),
  RegisterDriverPage: () => import('../features/driver/driver-profile-page'),
  UserDriverPage: () => import('../features/driver/driver-profile-page'),
  AdminLayout: () => import('../features/admin/admin-layout'),
  AdminDriversPage: () => import('../features/admin/drivers/drivers-page'),
  AdminHaulsPage: () => import('../features/admin/hauls/hauls-page'),
  AdminHaulPage: () => import('../features/admin/hauls/haul-detail-page'),
  AdminDisputesPage: () => import('../features/admin/disputes/disputes-page'),
  AdminDisputePage: () => import('../features/admin/disputes/dispute-case-page'),
  AdminMoneyPage: () => import('../features/admin/money/money-page'),
  AdminOutboxPage: () => import('../features/admin/outbox/outbox-page'),
  AdminAuditPage: () => import('../features/admin/audit/audit-page'),
  ReferralPage: () => import('../features/referral/referral-page'),
  SharePage: () => import('../features/referral/share-page'),
  ShareEmailPage: () => import('../features/referral/share-email-page'),
  ShareTextPage: () => import('../features/referral/share-text-page'),
  ShareLinkPage: () => import('../features/referral/share-link-page'),
  ShareNativePage: () => import('../features/referral/share-native-page'),
  ReferralClaimsPage: () => import('../features/referral/staff/referral-claims-page'),
  MessengerPage: () => import('../features/messenger/messenger-page'),
  ChatPage: () => import('../features/messenger/chat-page'),
  SupportInboxPage: () => import('../features/messenger/staff/support-inbox-page'),
  SupportChatPage: () => import('../features/messenger/staff/support-chat-page'),
  ChatAuditPage: () => import('../features/messenger/staff/chat-audit-page'),
  AuditChatPage: () => import('../features/messenger/staff/audit-chat-page'),
};
