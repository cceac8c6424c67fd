import { expect, test, type APIRequestContext } from '../support/test';
import { roleMessages } from '../../domain/staff/roles';
import { queryD1, sqlText } from '../support/d1';
import { postContactLead } from '../support/leads';
import { createE2eStaff, signIn } from '../support/staff';
import { routeTable } from '../support/route-table';
import { isStaffFilePath } from '../../app/staff/shared';

interface StaffRoute {
  /** The address, with a stand-in for each parameter. */
  path: string;
  file: string;
  hasAction: boolean;
  signedIn: boolean;
}

/** Every route under the staff layout, read from the route table itself, so a new staff page is covered too. */
async function staffRoutes(): Promise<StaffRoute[]> {
  return (await routeTable())
    .filter((route) => route.layouts.includes('staff/layout.tsx'))
    .map((route) => ({
      path: route.path,
      file: route.file,
      hasAction: /export (const|async function|function) action\b/.test(route.source),
      signedIn: route.layouts.includes('staff/signed-in-layout.tsx'),
    }));
}

/** The address of a route's data request, as the browser's router sends it, its path in any letter case. */
const dataPath = (route: StaffRoute, letters: (address: string) => string = (address) => address) =>
  `${letters(route.path)}.data`;
const upper = (address: string) => address.toUpperCase();

const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

async function expectPrivate(request: APIRequestContext, address: string, expected: { status: number }) {
  const response = await request.get(address, { maxRedirects: 0 });
  expect({ address, status: response.status(), cache: response.headers()['cache-control'] }).toEqual({
    address,
    status: expected.status,
    cache: 'private, no-store',
  });
  return response;
}

/**
 * The one staff guard (docs/architecture.md), proved on the built Worker for every staff route of the route
 * table: without a session every page and data request goes to sign-in; a write from another site is
 * refused before the session or the action; and every answer, in any letter case, is private, no-store.
 */
test.describe('the staff guard', () => {
  test('covers every staff route of the route table', async ({ request, browser }) => {
    test.setTimeout(120_000);
    const table = await staffRoutes();
    expect(table.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/admin/login',
        '/admin',
        '/admin/board',
        '/admin/leads/x',
        '/admin/leads.csv',
        '/admin/files/x',
      ]),
    );
    expect(table.filter((route) => route.hasAction).length).toBeGreaterThanOrEqual(7);

    // A stranger: sent to sign in from every page and data request, in any letter case.
    for (const route of table) {
      if (!route.signedIn) {
        // The sign-in page opens; an invitation link that names no invitation answers 404 (docs/product.md §12.15).
        const status = route.path.startsWith('/admin/invitation/') ? 404 : 200;
        await expectPrivate(request, route.path, { status });
        continue;
      }
      for (const address of [route.path, upper(route.path), dataPath(route), dataPath(route, upper)]) {
        // A file a visitor sent is no page to sign in from: without a session it is a 401 (docs/decisions/077).
        const status = isStaffFilePath(address) ? 401 : address.endsWith('.data') ? 202 : 302;
        const response = await expectPrivate(request, address, { status });
        expect(response.headers()['location'] ?? '').not.toContain('/admin/leads');
      }
    }

    // A signed-in staff member, whose browser is made to post from another site: refused before any action runs
    // (each post asks to sign out, so one that got through would end the session the checks below need). A
    // foreign Origin is refused by React Router itself (400); the guard refuses what only Sec-Fetch-Site tells.
    const staff = await createE2eStaff(`guard.${Date.now().toString(36)}@pacificspan.example`, 'Gus Ward');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, staff);
    for (const route of table.filter((candidate) => candidate.hasAction)) {
      for (const address of [dataPath(route), dataPath(route, upper)]) {
        const refused = await page.request.post(address, {
          data: { intent: 'sign-out' },
          headers: { 'sec-fetch-site': 'cross-site' },
        });
        expect({ address, status: refused.status(), cache: refused.headers()['cache-control'] }).toEqual({
          address,
          status: 403,
          cache: 'private, no-store',
        });
        const foreign = await page.request.post(address, { data: { intent: 'sign-out' }, headers: crossSite });
        expect({ address, status: foreign.status() }).toEqual({ address, status: 400 });
      }
    }
    const form = await page.request.post('/admin.data', { form: { intent: 'sign-out' } });
    expect(form.status()).toBe(415);

    // Still signed in after all that, and every staff answer stays private in any letter case.
    for (const route of table.filter((candidate) => candidate.signedIn && candidate.path !== '/admin/nothing-here')) {
      if (route.path.includes('/x')) continue;
      await expectPrivate(page.request, upper(route.path), { status: 200 });
      await expectPrivate(page.request, dataPath(route, upper), { status: 200 });
    }
    await expectPrivate(page.request, '/admin/nothing-here', { status: 404 });
    await context.close();
  });

  test('refuses a staff member each owner-only action with 403, and changes nothing', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const leadId = await postContactLead(request, 'Noa Kahale', `noa.${Date.now().toString(36)}@example.com`);
    const member = await createE2eStaff(`staff.${Date.now().toString(36)}@pacificspan.example`, 'Sam Staff', 'staff');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, member);
    const codesBefore = await queryD1('select id, revoked_at from nda_access_codes order by id');
    const [code] = codesBefore;
    const refusals = [
      page.request.post(`/admin/leads/${leadId}.data`, { data: { intent: 'erase', leadId } }),
      page.request.post('/admin/nda-codes.data', { data: { intent: 'create', label: 'Sam’s code' } }),
      page.request.post('/admin/nda-codes.data', { data: { intent: 'revoke', id: String(code?.id ?? 'none') } }),
      page.request.get('/admin/leads.csv'),
    ];
    for (const refused of await Promise.all(refusals)) {
      expect({ address: refused.url(), status: refused.status() }).toEqual({ address: refused.url(), status: 403 });
      expect(await refused.text()).toContain(roleMessages.refused);
    }
    const [lead] = await queryD1(`select name, erased_at from leads where id = ${sqlText(leadId)}`);
    expect(lead).toEqual({ name: 'Noa Kahale', erased_at: null });
    expect(await queryD1('select id, revoked_at from nda_access_codes order by id')).toEqual(codesBefore);

    // The pages say why instead of offering what the server would refuse.
    await page.goto(`/admin/leads/${leadId}`);
    await expect(page.getByRole('button', { name: 'Erase lead' })).toBeDisabled();
    await expect(page.getByText(roleMessages.erase)).toBeVisible();
    await page.goto('/admin/nda-codes');
    await expect(page.getByText(roleMessages.ndaCodes)).toBeVisible();
    await context.close();
  });

  test('guards the sign-in endpoint of /api/admin the same way', async ({ request }) => {
    const refused = await request.post('/api/admin/session', {
      data: { email: 'someone@pacificspan.example', password: 'whatever-it-is' },
      headers: crossSite,
    });
    expect(refused.status()).toBe(403);
    expect(refused.headers()['cache-control']).toBe('private, no-store');
    for (const gone of ['/api/admin/leads', '/api/admin/projects', '/api/admin/analytics', '/api/admin/session']) {
      expect((await request.get(gone)).status()).toBe(404);
    }
  });
});
