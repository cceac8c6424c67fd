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
    route('staff', 'routes/our-team.tsx'),
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
  layout('staff/layout.tsx', [
    route('admin/login', 'staff/sign-in.tsx'),
    // An invitation's link: the invitee has no session yet (docs/decisions/095).
    route('admin/invitation/:token', 'staff/invitation.tsx'),
    layout('staff/signed-in-layout.tsx', [
      // The dashboard's tabs are pages of their own, so each loads only its data and has an address.
      route('admin', 'staff/dashboard.tsx', [
        index('staff/leads.tsx'),
        route('projects', 'staff/projects.tsx'),
        route('reports', 'staff/reports.tsx'),
        route('nda-codes', 'staff/nda-codes.tsx'),
        route('conversations', 'staff/conversations.tsx'),
        route('sessions', 'staff/sessions.tsx'),
        route('security', 'staff/security.tsx'),
        route('health', 'staff/health.tsx'),
        route('team', 'staff/team.tsx'),
        route('team/invite', 'staff/team-invite.tsx'),
      ]),
      route('admin/leads.csv', 'staff/leads-csv.ts'),
      route('admin/files/:id', 'staff/file.ts'),
      route('admin/leads/:id', 'staff/lead.tsx'),
      route('admin/board', 'staff/board.tsx'),
      route('admin/analytics', 'staff/analytics.tsx'),
      route('admin/site-speed', 'staff/site-speed.tsx'),
      route('admin/contacts/:id', 'staff/contact.tsx'),
      route('admin/*', 'staff/not-found.ts'),
    ]),
  ]),
  route('contact', 'routes/contact.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
] satisfies RouteConfig;
