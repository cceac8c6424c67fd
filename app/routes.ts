import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The explicit route table (docs/product.md §3.1), plus /contact (a redirect, docs/product.md §3.2) and the files
 * search engines read. Every other path is the 404 page, inside the site shell, with status 404.
 */
export default [
  layout('layouts/public-site.tsx', [
    index('routes/home.tsx'),
    route('site-index', 'routes/site-index.tsx'),
    route('cost-plus-advantage', 'routes/cost-plus-advantage.tsx'),
    route('gallery', 'routes/gallery.tsx'),
    route('staff', 'routes/staff.tsx'),
    route('build-it', 'routes/build-it.tsx'),
    route('future-projects', 'routes/future-projects.tsx'),
    route('modern-panelized-framing', 'routes/modern-panelized-framing.tsx'),
    route('project-reports', 'routes/project-reports.tsx'),
    route('residential-development', 'routes/residential-development.tsx'),
    route('shopping-center-renovation', 'routes/shopping-center-renovation.tsx'),
    route('project-recommendations', 'routes/project-recommendations.tsx'),
    route('nda-subdivision', 'routes/nda-subdivision.tsx'),
    route('app-login', 'routes/app-login.tsx'),
    route('intake', 'routes/intake.tsx'),
    route('partners', 'routes/partners.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // Every /admin path is under the staff guard; only the sign-in and invitation pages are outside its session half.
  layout('layouts/staff.tsx', [
    route('admin/login', 'routes/admin-login.tsx'),
    // An invitation's link: the invitee has no session yet (docs/decisions/095).
    route('admin/invitation/:token', 'routes/admin-invitation.tsx'),
    layout('layouts/staff-signed-in.tsx', [
      // The dashboard's tabs are pages of their own, so each loads only its data and has an address.
      route('admin', 'routes/admin.tsx', [
        index('routes/admin-leads.tsx'),
        route('projects', 'routes/admin-projects.tsx'),
        route('reports', 'routes/admin-reports.tsx'),
        route('nda-codes', 'routes/admin-nda-codes.tsx'),
        route('conversations', 'routes/admin-conversations.tsx'),
        route('sessions', 'routes/admin-sessions.tsx'),
        route('security', 'routes/admin-security.tsx'),
        route('health', 'routes/admin-health.tsx'),
        route('team', 'routes/admin-team.tsx'),
        route('team/invite', 'routes/admin-team-invite.tsx'),
      ]),
      route('admin/leads.csv', 'routes/admin-leads-csv.ts'),
      route('admin/files/:id', 'routes/admin-file.ts'),
      route('admin/leads/:id', 'routes/admin-lead.tsx'),
      route('admin/board', 'routes/admin-board.tsx'),
      route('admin/analytics', 'routes/admin-analytics.tsx'),
      route('admin/site-speed', 'routes/admin-site-speed.tsx'),
      route('admin/contacts/:id', 'routes/admin-contact.tsx'),
      route('admin/*', 'routes/admin-not-found.ts'),
    ]),
  ]),
  route('contact', 'routes/contact.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
] satisfies RouteConfig;
