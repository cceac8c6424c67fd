import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SitePassage } from '@site/domain/assistant/passage';
import { format, resolveConfig } from 'prettier';
import { isValidElement, type ReactNode } from 'react';
import { appLogin } from '../app/content/app-login';
import { buildIt } from '../app/content/build-it';
import { costPlus } from '../app/content/cost-plus';
import { futureProjects } from '../app/content/future-projects';
import { about, hawaiiDivision, hero, portfolio, services, technology, whyChoose } from '../app/content/home';
import { intakePage, partnersPage } from '../app/content/lead-pages';
import { ndaPortal } from '../app/content/nda-portal';
import { footerLinks, headerLinks } from '../app/content/navigation';
import { pages, publishedPages } from '../app/content/pages';
import { panelizedFraming } from '../app/content/panelized-framing';
import { projectReports, reportsPage } from '../app/content/project-reports';
import { recommendationsPage } from '../app/content/recommendations';
import { residential } from '../app/content/residential';
import { shoppingCenter } from '../app/content/shopping-center';
import { divisions, leadership, projectManagers } from '../app/content/our-team';
import { company } from '../domain/company/company';
import { honeypotField } from '../domain/forms/honeypot';
import { bidBudgets, bidCopy, bidProjectSizes, bidProjectTypes, bidTimelines } from '../domain/lead-forms/bid';
import { bidSchema } from '../domain/lead-forms/bid-schema';
import { contactCopy } from '../domain/lead-forms/contact';
import { contactSchema } from '../domain/lead-forms/contact-schema';
import {
  emergencyBudgets,
  emergencyCopy,
  emergencyTimelines,
  emergencyTypes,
  preferredResponses,
  urgencyLevels,
} from '../domain/lead-forms/emergency';
import { emergencySchema } from '../domain/lead-forms/emergency-schema';
import {
  intakeBudgets,
  intakeCopy,
  intakeProjectTypes,
  intakeReferralSources,
  intakeServices,
  intakeStoryCounts,
  intakeTimelines,
} from '../domain/lead-forms/intake';
import { intakeSchema } from '../domain/lead-forms/intake-schema';
import { partnerCopy, partnerLocations, partnerProjectTypes, partnerTypes } from '../domain/lead-forms/partner';
import { partnerSchema } from '../domain/lead-forms/partner-schema';
import { leadSourceRegistry } from '../domain/leads/leads';
import {
  calculatorCopy,
  calculatorProjectTypes,
  calculatorQualityLevels,
  calculatorTimelines,
  maxSquareFootage,
} from '../domain/pricing/calculator';
import { calculatorLeadSchema } from '../domain/pricing/calculator-schema';

/**
 * The assistant's passages, read from the same content modules the pages render (docs/decisions/068): each
 * section of each page becomes passages that carry the page and the anchor the visitor is sent to.
 * `npm run assistant:passages` (run first by `npm run build`) writes them to
 * domain/assistant/site-passages.generated.ts, and a unit test
 * fails when the committed file differs from what the content gives or when a content text is in no passage.
 */

export const passagesPath = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'domain',
  'assistant',
  'site-passages.generated.ts',
);

/** The hours a report shows in its tables: figures, read only with their labels (labelledTextsOf). */
const hoursShown = new Set(['workHrs', 'travelHrs', 'totalHours', 'totalHoursToDate', 'projectHours']);

/** Keys that hold addresses, images, ids and layout, not words a visitor reads. */
const notText = new Set([
  'href',
  'fallbackHref',
  'anchor',
  'offset',
  'id',
  'icon',
  'photos',
  'mapImage',
  'kind',
  'variant',
  'isNDA',
  'workHrs',
  'travelHrs',
  'totalHours',
  'totalHoursToDate',
  'projectHours',
]);

/** Every text a content value shows, in order: strings, numbers, list items and the words inside JSX. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (isValidElement<{ children?: ReactNode }>(value)) return textsOf(value.props.children);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => (notText.has(key) ? [] : textsOf(inner)));
  return [];
}

/** Keys whose value a page shows without a label of its own (a heading, a name, a paragraph). */
const unlabelled = new Set(['name', 'title', 'text', 'description', 'label']);

/** A field's name as words: 'projectLocation' is 'project location'. */
const fieldWords = (name: string) => name.replaceAll(/([A-Z])/g, ' $1').toLowerCase();

/** A field's name as a label, as a sentence starts: 'preparedBy' is 'Prepared by'. */
const labelOf = (name: string) => `${name.charAt(0).toUpperCase()}${fieldWords(name).slice(1)}`;

/**
 * The texts of a record whose fields the page shows under their labels (a report's superintendent, its total
 * hours): each with its field's name, so a question that names the field finds its value.
 */
function labelledTextsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string' || typeof value === 'number')
    return textsOf(value).map((text) => (key && !unlabelled.has(key) ? `${labelOf(key)}: ${text}` : text));
  // Each item of a list of records (a report's trades, its crew) is one sentence: its company goes with its trade.
  if (Array.isArray(value))
    return value.flatMap((item) =>
      typeof item === 'object' && item !== null && !isValidElement(item)
        ? [
            labelledTextsOf(item, key)
              .map((text) => text.replace(/\.$/, ''))
              .join('; '),
          ]
        : labelledTextsOf(item, key),
    );
  if (typeof value === 'object' && value !== null && !isValidElement(value))
    return Object.entries(value).flatMap(([inner, innerValue]) =>
      notText.has(inner) && !hoursShown.has(inner) ? [] : labelledTextsOf(innerValue, inner),
    );
  return textsOf(value);
}

/** Joins texts into sentences: a text that does not end a sentence is followed by a full stop. */
const sentences = (texts: string[]) => texts.map((text) => (/[.!?:]$/.test(text) ? text : `${text}.`)).join(' ');

const pageTitle = (pagePath: string) => pages.find((page) => page.path === pagePath)?.title ?? pagePath;

const passages: SitePassage[] = [];

function add(pagePath: string, anchor: string, title: string, ...content: unknown[]) {
  const text = sentences(content.flatMap(textsOf));
  const href = anchor ? `${pagePath}#${anchor}` : pagePath;
  passages.push({
    id: `${href}:${passages.filter((passage) => passage.href === href).length}`,
    href,
    page: pageTitle(pagePath),
    title,
    text,
  });
}

/** One passage per item, so a question about one item finds that item and not its whole list. */
function addEach<T>(pagePath: string, anchor: string, titleOf: (item: T) => string, items: readonly T[]) {
  for (const item of items) add(pagePath, anchor, titleOf(item), item);
}

// Every page's own summary, as the site index and search engines show it.
for (const page of pages) add(page.path, page.path === '/' ? 'home' : '', page.title, page.description);

// Home (/)
add('/', 'home', hero.title, hero);
addEach('/', 'services', (service) => service.title, services);
addEach('/', 'portfolio-title', (project) => project.title, portfolio);
add('/', 'about', about.title, about.title, about.leadership, about.history);
add('/', 'about', 'Qualifications', about.qualifications);
addEach('/', 'about', (division) => division.title, about.divisions);
add('/', 'hawaii', hawaiiDivision.title, hawaiiDivision.title, hawaiiDivision.lead, hawaiiDivision.services);
addEach('/', 'hawaii', (capability) => `Hawaii: ${capability.title}`, hawaiiDivision.capabilities);
add('/', 'hawaii', 'Hawaii division leaders', hawaiiDivision.leaders);
add('/', 'technology-title', technology.title, technology);
add('/', 'why-title', 'Why choose us', whyChoose);
add('/intake', 'intake-title', intakePage.title, intakePage);

// /cost-plus-advantage
add('/cost-plus-advantage', '', costPlus.title, costPlus.title, costPlus.definition);
addEach(
  '/cost-plus-advantage',
  'why-cost-plus',
  (benefit) => `Cost-plus benefits: ${benefit.title}`,
  costPlus.benefits,
);
add('/cost-plus-advantage', 'process', 'Cost-plus process', costPlus.process);
for (const example of costPlus.examples)
  passages.push({
    id: `/cost-plus-advantage#examples:${example.project}`,
    href: '/cost-plus-advantage#examples',
    page: pageTitle('/cost-plus-advantage'),
    title: `Time saved: ${example.project}`,
    text: `${example.project} take ${example.costPlus} under cost-plus, against ${example.conventional} conventionally.`,
  });
add('/cost-plus-advantage', 'when', 'When cost-plus makes sense', costPlus.whenItMakesSense);
add('/cost-plus-advantage', 'cost-plus-cta', 'Why us for cost-plus', costPlus.whyUs);
addEach('/cost-plus-advantage', 'faq', (item) => item.question, costPlus.faq);

// /build-it
add('/build-it', '', buildIt.title, buildIt.intro);
for (const method of buildIt.methods) {
  add('/build-it', 'comparison-title', method.label, method.label, method.summary, method.advantages);
  add('/build-it', 'comparison-title', `${method.label}: considerations`, method.considerations);
  add(
    '/build-it',
    'comparison-title',
    `${method.label}: timeline, pricing, weather and quality`,
    method.timeline,
    method.pricing,
    method.weatherImpact,
    method.qualityControl,
  );
}
for (const row of buildIt.comparison)
  passages.push({
    id: `/build-it#comparison-title:${row.aspect}`,
    href: '/build-it#comparison-title',
    page: pageTitle('/build-it'),
    title: `Stick vs panel: ${row.aspect}`,
    text: `${row.aspect}: stick construction, ${row.stick}; panel construction, ${row.panel}.`,
  });
add('/build-it', 'modular-kits-title', buildIt.modularKits.title, buildIt.modularKits);
add('/build-it', 'comparison-title', buildIt.recommendation.title, buildIt.recommendation.text);
add('/build-it', 'manufacturer-title', buildIt.actions.manufacturer.title, buildIt.actions);

// /modern-panelized-framing
add('/modern-panelized-framing', '', panelizedFraming.title, panelizedFraming.intro, panelizedFraming.highlights);
addEach(
  '/modern-panelized-framing',
  'benefits-title',
  (benefit) => `Panelized framing benefits: ${benefit.title}`,
  panelizedFraming.benefits,
);
addEach(
  '/modern-panelized-framing',
  'process-title',
  (step) => `Panelized framing process: ${step.title}`,
  panelizedFraming.process,
);
for (const type of panelizedFraming.projectTypes)
  add(
    '/modern-panelized-framing',
    'project-types-title',
    `Panelized ${type.label}`,
    `Panelized ${type.label} projects cost ${type.pricePerSqFt} per sq ft`,
    type.description,
    type.features,
  );
add(
  '/modern-panelized-framing',
  'project-types-title',
  panelizedFraming.callToAction.title,
  panelizedFraming.callToAction,
);

// /staff
for (const person of leadership) add('/staff', 'leadership-title', `${person.title}: ${person.name}`, person);
for (const division of divisions)
  add('/staff', 'divisions-title', `${division.name} division`, `${division.name} division`, division.people);
for (const person of projectManagers) add('/staff', 'pm-title', `${person.title}: ${person.name}`, person);

// /project-reports
add('/project-reports', 'reports-title', reportsPage.title, reportsPage.lead, reportsPage.selectorLabel);
add('/project-reports', 'reports-closing', reportsPage.closing.title, reportsPage.closing);
for (const entry of projectReports) {
  const { report, project } = entry;
  add('/project-reports', 'report-title', project.name, project.name, labelledTextsOf(project), entry.reportTitle);
  add('/project-reports', 'report-title', `${project.name}: report`, labelledTextsOf(report));
}

// /residential-development
add('/residential-development', '', residential.title, residential.lead, residential.galleryLabel);
addEach('/residential-development', 'residential-approach', (section) => section.title, residential.sections);
add('/residential-development', 'comparison-title', residential.comparison.title, residential.comparison);
add('/residential-development', 'kits-title', residential.kits.title, residential.kits);
add('/residential-development', 'confidential-title', residential.confidential.title, residential.confidential);
addEach(
  '/residential-development',
  'capabilities-title',
  (capability) => `Residential: ${capability.title}`,
  residential.capabilities,
);
add('/residential-development', 'capabilities-title', residential.capabilitiesTitle, residential.capabilitiesTitle);
add('/residential-development', 'residential-cta', residential.cta.title, residential.cta);

// /shopping-center-renovation
add(
  '/shopping-center-renovation',
  'shopping-project',
  shoppingCenter.title,
  shoppingCenter.lead,
  shoppingCenter.stats.map((stat) => `${stat.label}: ${stat.value}`),
  shoppingCenter.projectGallery,
  shoppingCenter.crewGallery,
);
add('/shopping-center-renovation', 'shopping-overview', shoppingCenter.overviewTitle, shoppingCenter.overview);
add('/shopping-center-renovation', 'shopping-overview', shoppingCenter.achievementsTitle, shoppingCenter.achievements);
add('/shopping-center-renovation', 'shopping-overview', 'Next steps', shoppingCenter.actions);

// /future-projects
add('/future-projects', '', futureProjects.title, futureProjects.intro, futureProjects.ndaNote);
add('/future-projects', '', 'Documentation', futureProjects.privateDocumentation, futureProjects.comingSoon);
for (const project of futureProjects.projects)
  add(
    '/future-projects',
    project.id,
    project.title,
    project.title,
    project.location,
    project.status,
    project.description,
    project.features,
    project.details.map((detail) => `${detail.label}: ${detail.value}`),
    `Completion ${project.completionDate}`,
  );

// /partners
add('/partners', 'partners-title', partnersPage.title, partnersPage.intro, partnersPage.tabsLabel);
add('/partners', 'partners-title', partnersPage.tabs.partner.label, partnersPage.tabs.partner);
add(
  '/partners',
  'partners-title',
  partnersPage.tabs.emergency.label,
  partnersPage.tabs.emergency,
  partnersPage.emergencyBanner,
);
add('/partners', 'partners-title', partnersPage.tabs.bid.label, partnersPage.tabs.bid);
addEach('/partners', 'partners-title', (card) => `Partners: ${card.title}`, partnersPage.infoCards);

// /app-login
add('/app-login', 'app-login-title', appLogin.title, appLogin.intro, appLogin.loginTitle, appLogin.loginNote);
addEach('/app-login', 'features-title', (feature) => `App: ${feature.title}`, appLogin.features);
add('/app-login', 'platforms-title', 'Integrated platforms', appLogin.platforms, appLogin.statistics);
add('/app-login', 'game-title', appLogin.game.title, appLogin.game);

// /nda-subdivision: only what the locked page shows; the overview and notice are behind the access code.
add('/nda-subdivision', 'nda-title', ndaPortal.title, ndaPortal.title, ndaPortal.lockedIntro, ndaPortal.lockedNote);

// /project-recommendations
add('/project-recommendations', 'recommendations-title', recommendationsPage.title, recommendationsPage);

// The lead forms (docs/product.md §7): what each asks, the choices each of its lists offers and what happens
// after sending it, from the same option lists, schemas and promises the forms and the API use.

/** Fields a form sends that the visitor does not fill in: the hidden trap and the calculator's own result. */
const notAsked = new Set([honeypotField, 'estimate', 'timestamp']);

interface FormPassages {
  page: string;
  anchor: string;
  /** How the site names the form, as the passages' titles start. */
  name: string;
  fields: Record<string, unknown>;
  /** Each select's or checkbox group's name and its options. */
  lists: [string, readonly { label: string }[]][];
  /** What the visitor is told after sending it. */
  after: string[];
}

function addForm({ page, anchor, name, fields, lists, after }: FormPassages) {
  const first = passages.length;
  const asked = Object.keys(fields)
    .filter((field) => !notAsked.has(field))
    .map(fieldWords);
  add(page, anchor, `${name}: what it asks`, `The ${name} asks for your ${asked.join(', ')}`);
  for (const [list, options] of lists)
    add(
      page,
      anchor,
      `${name}: ${list}`,
      `The ${name} offers these ${list}: ${options.map((option) => option.label).join(', ')}`,
    );
  add(page, anchor, `${name}: after you submit it`, `After you submit the ${name}:`, after);
  for (const passage of passages.slice(first)) passage.form = true;
}

addForm({
  page: '/intake',
  anchor: 'intake-title',
  name: 'free-estimate form',
  fields: intakeSchema.shape,
  lists: [
    ['project types', intakeProjectTypes],
    ['budget ranges', intakeBudgets],
    ['timelines', intakeTimelines],
    ['numbers of stories', intakeStoryCounts],
    ['services needed', intakeServices],
    ['ways you heard about us', intakeReferralSources],
  ],
  after: [intakeCopy.success.description, leadSourceRegistry.intake.form.promise],
});
addForm({
  page: '/partners',
  anchor: 'partners-title',
  name: 'partnership application',
  fields: partnerSchema.shape,
  lists: [
    ['partner types', partnerTypes],
    ['locations', partnerLocations],
    ['project types', partnerProjectTypes],
  ],
  after: [partnerCopy.success.description, leadSourceRegistry.partner.form.promise],
});
addForm({
  page: '/partners',
  anchor: 'partners-title',
  name: '24-Hour Emergency form',
  fields: emergencySchema.shape,
  lists: [
    ['urgency levels', urgencyLevels],
    ['emergency types', emergencyTypes],
    ['preferred responses', preferredResponses],
    ['repair timelines', emergencyTimelines],
    ['repair budgets', emergencyBudgets],
  ],
  after: [emergencyCopy.success.description, leadSourceRegistry.emergency.form.promise],
});
addForm({
  page: '/partners',
  anchor: 'partners-title',
  name: 'bid request form',
  fields: bidSchema.shape,
  lists: [
    ['project types', bidProjectTypes],
    ['project sizes', bidProjectSizes],
    ['budget ranges', bidBudgets],
    ['timelines', bidTimelines],
  ],
  after: [bidCopy.success.description, leadSourceRegistry.bid.form.promise],
});
addForm({
  page: '/',
  anchor: 'contact',
  name: 'contact form',
  fields: contactSchema.shape,
  lists: [],
  after: [contactCopy.success.description, leadSourceRegistry.contact.form.promise],
});
addForm({
  page: '/',
  anchor: 'calculator',
  name: 'instant calculator',
  fields: calculatorLeadSchema.shape,
  lists: [
    ['project types', calculatorProjectTypes],
    ['quality levels', calculatorQualityLevels],
    ['timelines', calculatorTimelines],
  ],
  after: [leadSourceRegistry.calculator.form.promise],
});
add(
  '/',
  'calculator',
  'instant calculator: limits and messages',
  `The instant calculator takes projects up to ${maxSquareFootage.toLocaleString('en-US')} sq ft`,
  `${calculatorCopy.missingInformation.title}: ${calculatorCopy.missingInformation.description}`,
  `${calculatorCopy.emailRequired.title}: ${calculatorCopy.emailRequired.description}`,
  `${calculatorCopy.sent.title} ${calculatorCopy.sent.description}`,
);

// What every page's header and footer link to, and the site index's groups of pages.
const linkText = (link: { label: string; href: string }) => `${link.label} (${link.href})`;
add(
  '/site-index',
  '',
  'Header and footer links',
  `The header links to ${headerLinks.items.map(linkText).join(', ')}`,
  `The ${headerLinks.external.label} link goes to ${headerLinks.external.href}`,
  `The ${headerLinks.getStarted.label} button goes to the free-estimate form (${headerLinks.getStarted.href})`,
  `The footer lists the services ${footerLinks.services.map((link) => link.label).join(', ')}`,
  `The footer links to ${footerLinks.pages.map(linkText).join(', ')} and ${linkText(footerLinks.contact)}`,
  `The footer's ${footerLinks.professionalNetwork.label} link goes to ${footerLinks.professionalNetwork.href}`,
);
for (const group of new Set(publishedPages.map((page) => page.group)))
  add(
    '/site-index',
    '',
    `Site index: ${group}`,
    `The site index groups the pages; ${group}: ${publishedPages
      .filter((page) => page.group === group)
      .map((page) => `${page.label} (${page.path})`)
      .join(', ')}`,
  );

// The company's own facts, as the site's header, footer and contact section show them.
add(
  '/',
  'about',
  'Company facts',
  `${company.name} was founded in ${company.foundedYear} and has ${company.claims.yearsExperience} years of experience`,
  `We have served ${company.claims.clients} clients and completed ${company.claims.projects} projects`,
  `Our architect has been licensed since ${company.claims.architectLicensedSince}`,
  `Structural work carries a ${company.claims.structuralWarrantyYears}-year warranty`,
  `The instant calculator gives an estimate in ${company.claims.estimateSeconds} seconds`,
);
add(
  '/',
  'contact',
  'Where we build and our licences',
  `We build in ${company.licences.map((licence) => licence.state).join(', ')}`,
  company.licences.map((licence) => `${licence.state} contractor licence ${licence.number}`),
  `Headquarters: ${company.headquarters}`,
);
add(
  '/',
  'contact',
  'How soon we reply',
  `Project requests and messages get a reply within ${company.responseTimes.intake}`,
  `Partnership applications within ${company.responseTimes.partner}`,
  `Bid requests within ${company.responseTimes.bid}`,
  `Emergency requests ${company.responseTimes.emergency}, around the clock (${company.hours.emergency})`,
);

/** The passages, in page order. */
export const sitePassages: readonly SitePassage[] = passages;

/** The generated module's text, formatted as the repository's other sources. */
export async function passagesModule(): Promise<string> {
  const source = `import type { SitePassage } from './passage';

/** Generated by \`npm run assistant:passages\` (scripts/assistant-passages.ts) from app/content; do not edit. */
export const sitePassages: readonly SitePassage[] = ${JSON.stringify(sitePassages)};
`;
  return format(source, { ...(await resolveConfig(passagesPath)), filepath: passagesPath });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(passagesPath, await passagesModule());
  console.log(`Assistant passages: ${sitePassages.length} written to ${path.relative(process.cwd(), passagesPath)}`);
}
