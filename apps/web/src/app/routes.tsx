import { hiringRoles, staffRoles, themeRoles } from '@opencareers/contracts/user-roles';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { FullPageSkeleton } from '../components/full-page-skeleton.tsx';
import { NotFoundPage } from '../features/shell/components/not-found-page.tsx';
import { RouteErrorBoundary } from '../features/shell/components/route-error-boundary.tsx';
import type { Protection, RouteHandle } from '../lib/routing/route-handle.ts';
import { lazyPage } from './lazy-page.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { RootLayout } from './root-layout.tsx';

const handle = (
  pageId: RouteHandle['pageId'],
  titleKey: RouteHandle['titleKey'],
  protection: Protection = 'never',
  extra: Partial<RouteHandle> = {},
): RouteHandle => ({ pageId, titleKey, protection, ...extra });

/*
 * Each page is its own lazily loaded chunk. The error boundary is attached here, not in the
 * chunk, so a chunk that fails to load still lands on the crash screen.
 */
function page(path: string, routeHandle: RouteHandle, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    handle: routeHandle,
    ErrorBoundary: RouteErrorBoundary,
    lazy: lazyPage(load, load === searchPage || load === jobPage ? 'first-view' : 'all'),
  };
}

/** A permanent move that keeps the address's query (tenant, tracking parameters). */
const redirectTo =
  (target: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${target}${new URL(request.url).search}`);

const searchPage = () => import('../features/search/routes/search-page.tsx').then((m) => m.SearchPage);
const jobPage = () => import('../features/positions/routes/job-page.tsx').then((m) => m.JobPage);
const applyPage = () => import('../features/apply/routes/apply-page.tsx').then((m) => m.ApplyPage);

const jobs = handle('jobs', 'jobs', 'never', { ownHero: true });
/** Admin pages of the hiring work, open to recruiters too (docs/admin.md "Team and roles"). */
const hiring = { adminOnly: true, roles: hiringRoles } as const;
const job = handle('singlePosition', 'singlePosition');
const apply = handle('applyPage', 'applyPage', 'when-logged-out-apply-disabled', { hideFooter: true });

/** Every route of spec shell §2; /logout is the one outside /careers. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: FullPageSkeleton,
    children: [
      { index: true, loader: redirectTo('/careers') },
      page('logout', handle('logout', 'logout'), () =>
        import('../features/auth/routes/logout-page.tsx').then((m) => m.LogoutPage),
      ),
      {
        path: 'careers',
        children: [
          {
            index: true,
            handle: jobs,
            ErrorBoundary: RouteErrorBoundary,
            lazy: lazyPage(searchPage, 'first-view'),
          },
          page('search', jobs, searchPage),
          page('login', handle('login', 'login'), () =>
            import('../features/auth/routes/login-page.tsx').then((m) => m.LoginPage),
          ),
          page('forgot-password', handle('login', 'forgotPassword'), () =>
            import('../features/auth/routes/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
          ),
          page('accept-invite', handle('login', 'acceptInvite'), () =>
            import('../features/team/routes/accept-invite-page.tsx').then((m) => m.AcceptInvitePage),
          ),
          page('reset-password', handle('login', 'resetPassword'), () =>
            import('../features/auth/routes/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
          ),
          page('profile', handle('profile', 'profile', 'always'), () =>
            import('../features/profile/routes/profile-page.tsx').then((m) => m.ProfilePage),
          ),
          page('dashboard', handle('dashboard', 'dashboard', 'always'), () =>
            import('../features/dashboard/routes/dashboard-page.tsx').then((m) => m.DashboardPage),
          ),
          page('dashboardv2', handle('dashboard', 'dashboard', 'always'), () =>
            import('../features/dashboard/routes/dashboard-v2-page.tsx').then((m) => m.DashboardV2Page),
          ),
          page('settings', handle('settings', 'settings', 'always'), () =>
            import('../features/settings/routes/settings-page.tsx').then((m) => m.SettingsPage),
          ),
          page('export-resume', handle('exportResume', 'exportResume', 'always'), () =>
            import('../features/profile/routes/export-resume-page.tsx').then((m) => m.ExportResumePage),
          ),
          page('apply', apply, applyPage),
          page('apply/private', apply, applyPage),
          page('job/private', job, jobPage),
          page('job/:pid?', job, jobPage),
          page('forms/center', handle('documentCenter', 'documentCenter', 'always'), () =>
            import('../features/forms/routes/forms-center-page.tsx').then((m) => m.FormsCenterPage),
          ),
          page('forms', handle('formView', 'formView'), () =>
            import('../features/forms/routes/forms-page.tsx').then((m) => m.FormsPage),
          ),
          page('applications', handle('applications', 'applications', 'always'), () =>
            import('../features/applications/routes/applications-page.tsx').then((m) => m.ApplicationsPage),
          ),
          page('saved-jobs', handle('savedJobs', 'savedJobs', 'always'), () =>
            import('../features/saved-jobs/routes/saved-jobs-page.tsx').then((m) => m.SavedJobsPage),
          ),
          page('interviews', handle('interviews', 'interviews', 'always'), () =>
            import('../features/interviews/routes/interviews-page.tsx').then((m) => m.InterviewsPage),
          ),
          // The spec has no page id for events; they are a dashboard tab, so 'dashboard' configures it.
          page('events', handle('dashboard', 'events', 'always'), () =>
            import('../features/events/routes/events-page.tsx').then((m) => m.EventsPage),
          ),
          page('talent-network', handle('jtn', 'talentNetwork'), () =>
            import('../features/talent-network/routes/talent-network-page.tsx').then(
              (m) => m.TalentNetworkPage,
            ),
          ),
          page('talent-network/confirm', handle('jtn', 'talentNetwork'), () =>
            import('../features/talent-network/routes/confirm-page.tsx').then((m) => m.ConfirmPage),
          ),
          page('talent-network/manage', handle('jtn', 'talentNetwork'), () =>
            import('../features/talent-network/routes/manage-page.tsx').then((m) => m.ManagePage),
          ),
          page('talent-network/unsubscribe', handle('jtn', 'talentNetwork'), () =>
            import('../features/talent-network/routes/unsubscribe-page.tsx').then((m) => m.UnsubscribePage),
          ),
          page('onboarding', handle('onboarding', 'onboarding', 'always', { hideFooter: true }), () =>
            import('../features/onboarding/routes/onboarding-page.tsx').then((m) => m.OnboardingPage),
          ),
          page('offers', handle('offers', 'offers', 'always'), () =>
            import('../features/offers/routes/offers-page.tsx').then((m) => m.OffersPage),
          ),
          // shell §4: a missing offer id goes to the offers list.
          { path: 'offer', loader: redirectTo('/careers/offers') },
          { path: 'offer-letter', loader: redirectTo('/careers/offers') },
          page('offer/:id', handle('offer', 'offer', 'always'), () =>
            import('../features/offers/routes/offer-page.tsx').then((m) => m.OfferPage),
          ),
          page('offer/:id/offer-document/:documentId', handle('offer', 'offerDocument', 'always'), () =>
            import('../features/offers/routes/offer-document-page.tsx').then((m) => m.OfferDocumentPage),
          ),
          page('offer-letter/:id', handle('offerLetter', 'offerLetter', 'always'), () =>
            import('../features/offers/routes/offer-letter-page.tsx').then((m) => m.OfferLetterPage),
          ),
          // Last among the one- and two-segment paths: anything else there is a search.
          page(':query?/:location?', jobs, searchPage),
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        path: 'admin',
        children: [
          {
            index: true,
            handle: handle('settings', 'adminHome', 'always', { adminOnly: true, roles: staffRoles }),
            ErrorBoundary: RouteErrorBoundary,
            lazy: lazyPage(() =>
              import('../features/admin-home/routes/admin-home-page.tsx').then((m) => m.AdminHomePage),
            ),
          },
          page('jobs', handle('settings', 'adminJobs', 'always', hiring), () =>
            import('../features/admin-jobs/routes/admin-jobs-page.tsx').then((m) => m.AdminJobsPage),
          ),
          page('jobs/new', handle('settings', 'adminJobNew', 'always', { adminOnly: true }), () =>
            import('../features/admin-jobs/routes/admin-job-new-page.tsx').then((m) => m.AdminJobNewPage),
          ),
          page('jobs/:id', handle('settings', 'adminJob', 'always', hiring), () =>
            import('../features/admin-jobs/routes/admin-job-edit-page.tsx').then((m) => m.AdminJobEditPage),
          ),
          page('import', handle('settings', 'adminImport', 'always', { adminOnly: true }), () =>
            import('../features/admin-import/routes/admin-import-page.tsx').then((m) => m.AdminImportPage),
          ),
          page('analytics', handle('settings', 'adminAnalytics', 'always', { adminOnly: true }), () =>
            import('../features/admin-analytics/routes/admin-analytics-page.tsx').then(
              (m) => m.AdminAnalyticsPage,
            ),
          ),
          page(
            'forms-gallery',
            handle('formView', 'formsGallery', 'always', { adminOnly: true, hideFooter: true }),
            () => import('../features/forms/routes/forms-gallery-page.tsx').then((m) => m.FormsGalleryPage),
          ),
          page('forms', handle('formView', 'adminForms', 'always', { adminOnly: true }), () =>
            import('../features/forms/routes/admin-forms-page.tsx').then((m) => m.AdminFormsPage),
          ),
          page('forms/:formId', handle('formView', 'adminForm', 'always', { adminOnly: true }), () =>
            import('../features/forms/routes/admin-form-editor-page.tsx').then((m) => m.AdminFormEditorPage),
          ),
          page(
            'forms/:formId/responses',
            handle('formView', 'adminFormResponses', 'always', { adminOnly: true }),
            () =>
              import('../features/forms/routes/admin-form-responses-page.tsx').then(
                (m) => m.AdminFormResponsesPage,
              ),
          ),
          page('form-assignments', handle('formView', 'adminFormAssignments', 'always', hiring), () =>
            import('../features/forms/routes/admin-form-assignments-page.tsx').then(
              (m) => m.AdminFormAssignmentsPage,
            ),
          ),
          page('offers', handle('offers', 'adminOffers', 'always', hiring), () =>
            import('../features/offers/admin/admin-offers-page.tsx').then((m) => m.AdminOffersPage),
          ),
          page(
            'letter-template',
            handle('offers', 'adminLetterTemplate', 'always', { adminOnly: true }),
            () =>
              import('../features/offers/admin/letter-template-page.tsx').then((m) => m.LetterTemplatePage),
          ),
          page('offers/:id', handle('offers', 'adminOffer', 'always', hiring), () =>
            import('../features/offers/admin/admin-offer-page.tsx').then((m) => m.AdminOfferPage),
          ),
          page('interviews', handle('interviews', 'adminInterviews', 'always', hiring), () =>
            import('../features/interviews/admin/admin-interviews-page.tsx').then(
              (m) => m.AdminInterviewsPage,
            ),
          ),
          page('events', handle('dashboard', 'adminEvents', 'always', hiring), () =>
            import('../features/events/admin/admin-events-page.tsx').then((m) => m.AdminEventsPage),
          ),
          page('talent-network', handle('jtn', 'talentNetwork', 'always', hiring), () =>
            import('../features/talent-network/admin/admin-members-page.tsx').then((m) => m.AdminMembersPage),
          ),
          page('applications', handle('applications', 'adminApplications', 'always', hiring), () =>
            import('../features/applications/admin/admin-applications-page.tsx').then(
              (m) => m.AdminApplicationsPage,
            ),
          ),
          page('jobs/:id/board', handle('applications', 'adminApplicationsBoard', 'always', hiring), () =>
            import('../features/applications/admin/applications-board-page.tsx').then(
              (m) => m.ApplicationsBoardPage,
            ),
          ),
          page('applications/:id', handle('applications', 'adminApplication', 'always', hiring), () =>
            import('../features/applications/admin/admin-application-page.tsx').then(
              (m) => m.AdminApplicationPage,
            ),
          ),
          page('settings', handle('settings', 'adminSettings', 'always', { adminOnly: true }), () =>
            import('../features/site-settings/routes/site-settings-page.tsx').then((m) => m.SiteSettingsPage),
          ),
          page(
            'theme',
            handle('settings', 'adminTheme', 'always', {
              adminOnly: true,
              roles: themeRoles,
            }),
            () =>
              import('../features/site-settings/routes/theme-builder-page.tsx').then(
                (m) => m.ThemeBuilderPage,
              ),
          ),
          // The specs have no page id for admin pages; 'settings' is the nearest (nothing configures it here).
          page('notifications', handle('settings', 'adminNotifications', 'always', { adminOnly: true }), () =>
            import('../features/notifications/admin/admin-notifications-page.tsx').then(
              (m) => m.AdminNotificationsPage,
            ),
          ),
          page('team', handle('settings', 'adminTeam', 'always', { adminOnly: true }), () =>
            import('../features/team/routes/team-page.tsx').then((m) => m.TeamPage),
          ),
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
