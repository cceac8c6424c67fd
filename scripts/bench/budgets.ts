import { pages } from '../../app/content/pages';

const kb = 1024;

/**
 * What a public page may make a phone download before it is interactive (gzip, from the built manifest;
 * docs/decisions/020). The home page and the form pages carry a carousel or a form in their first screen.
 */
export const formPages = ['/', '/intake', '/partners', '/project-recommendations', '/nda-subdivision', '/app-login'];

export const targets = { contentPageJs: 130 * kb, formPageJs: 150 * kb };

/**
 * What the budget test enforces today, per route: where each route stands, plus a little room (at most
 * 2 KB). None may grow; lower a ceiling whenever a route gets lighter, down to its target. The targets are
 * not reached yet (docs/decisions/042-one-framework-chunk.md says what is left: the framework's 105 KB, the
 * shell's React Aria core, zod and the fields on the form pages).
 */
export const jsCeilings: Record<string, number> = {
  '/': 177 * kb,
  '/app-login': 185 * kb,
  '/build-it': 187 * kb,
  '/cost-plus-advantage': 153 * kb,
  '/future-projects': 151 * kb,
  '/gallery': 159 * kb,
  '/intake': 192 * kb,
  '/modern-panelized-framing': 157 * kb,
  '/nda-subdivision': 191 * kb,
  '/partners': 217 * kb,
  '/project-recommendations': 191 * kb,
  '/project-reports': 164 * kb,
  '/residential-development': 152 * kb,
  '/shopping-center-renovation': 151 * kb,
  '/site-index': 146 * kb,
  '/staff': 151 * kb,
};

export const cssBudget = { gzip: 20 * kb, stylesheets: 1 };

export const publicRoutes = pages.map((page) => page.path);

export const jsTargetOf = (route: string) => (formPages.includes(route) ? targets.formPageJs : targets.contentPageJs);

/** The enforced limit: the route's ceiling; a route without one is held to its target. */
export const jsBudgetOf = (route: string) => jsCeilings[route] ?? jsTargetOf(route);
