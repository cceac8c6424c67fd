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
 * not reached yet (docs/decisions/031-native-controls-on-lead-forms.md says what is left: the shell's
 * React Aria core and React Router runtime, zod on the form pages).
 */
export const jsCeilings: Record<string, number> = {
  '/': 180 * kb,
  '/app-login': 189 * kb,
  '/build-it': 190 * kb,
  '/cost-plus-advantage': 156 * kb,
  '/future-projects': 155 * kb,
  '/gallery': 162 * kb,
  '/intake': 195 * kb,
  '/modern-panelized-framing': 161 * kb,
  '/nda-subdivision': 194 * kb,
  '/partners': 220 * kb,
  '/project-recommendations': 194 * kb,
  '/project-reports': 167 * kb,
  '/residential-development': 156 * kb,
  '/shopping-center-renovation': 155 * kb,
  '/site-index': 150 * kb,
  '/staff': 155 * kb,
};

export const cssBudget = { gzip: 20 * kb, stylesheets: 1 };

export const publicRoutes = pages.map((page) => page.path);

export const jsTargetOf = (route: string) => (formPages.includes(route) ? targets.formPageJs : targets.contentPageJs);

/** The enforced limit: the route's ceiling; a route without one is held to its target. */
export const jsBudgetOf = (route: string) => jsCeilings[route] ?? jsTargetOf(route);
