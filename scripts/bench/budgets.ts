import { pages } from '../../app/content/pages';

const kb = 1024;

/**
 * What a public page may make a phone download before it is interactive (gzip, from the built manifest;
 * docs/decisions/020). The home page and the form pages carry a carousel or a form in their first screen.
 */
export const formPages = ['/', '/intake', '/partners', '/project-recommendations', '/nda-subdivision', '/app-login'];

export const targets = { contentPageJs: 130 * kb, formPageJs: 150 * kb };

export const cssBudget = { gzip: 20 * kb, stylesheets: 1 };

export const publicRoutes = pages.map((page) => page.path);

/** The limit the budget test enforces: every public route within its target (docs/decisions/050). */
export const jsBudgetOf = (route: string) => (formPages.includes(route) ? targets.formPageJs : targets.contentPageJs);
