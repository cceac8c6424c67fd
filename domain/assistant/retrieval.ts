import MiniSearch from 'minisearch';
import { company } from '../company/company';
import { knowledgeBase } from './knowledge';
import learned from './learned-questions.generated.json';
import type { SitePassage } from './passage';
import { sitePassages } from './site-passages.generated';

/**
 * Retrieval over everything the site says (docs/decisions/068): the pages' own passages and the assistant's
 * short company facts, in one MiniSearch index with prefix and typo tolerance and a small construction
 * vocabulary, so 'TI', 'remodel' and 'SIPs' find what the pages call tenant improvements, renovations and
 * structural insulated panels.
 */

/** A passage found for a question: a company fact (with its next step) or a piece of a page. */
export interface Found {
  passage: SitePassage;
  /** Set for the assistant's own company facts: the page or form to go to next. */
  next?: { label: string; href: string };
  score: number;
  /** The question's index terms this passage matched. */
  terms: string[];
}

/** What the index holds of a passage or a company fact. */
export interface Document extends SitePassage {
  keywords: string;
  fact: boolean;
}

const stopWords = new Set(
  'a an the do does did you your yours is are was were be been can could would should will i me my we our us of in on at for to with and or it its that this these those about there here what which who whom how please tell know want need have has had any some if so than then just also get after someone come like u ur im id ive looking much many more most very really thing things by from as into up out one my mine let lets give send look someone am build built builds offer offers provide work worked guys pls plz lol actually'.split(
    ' ',
  ),
);

/** Lower case, no stop words, and a light stemmer so 'foundations', 'permitting' and 'islands' match. */
export function normaliseTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (stopWords.has(word) || word.length < 2) return null;
  const stemmed = stem(word);
  // 'whats' and 'gets' are stop words too, once stemmed.
  return stopWords.has(stemmed) ? null : stemmed;
}

function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('es') && /(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Words visitors and the trade use for the same thing, read as the word the pages use. Applied to the
 * pages and to questions alike, so either wording finds the other.
 */
const vocabulary: Record<string, string[]> = {
  ti: ['tenant', 'improvement'],
  buildout: ['tenant', 'improvement'],
  fitout: ['tenant', 'improvement'],
  adu: ['home', 'residential'],
  ohana: ['home', 'residential'],
  granny: ['home', 'residential'],
  house: ['home'],
  residence: ['home'],
  dwell: ['home'],
  remodel: ['renovation'],
  remodell: ['renovation'],
  renovate: ['renovation'],
  renovat: ['renovation'],
  reno: ['renovation'],
  refurbish: ['renovation'],
  rehab: ['renovation'],
  panelized: ['panel'],
  panelised: ['panel'],
  panelize: ['panel'],
  prefab: ['prefab', 'panel'],
  prefabricated: ['prefab', 'panel'],
  modular: ['modular', 'kit'],
  sip: ['sip', 'panel'],
  stickbuilt: ['stick'],
  stickframe: ['stick'],
  faster: ['fast'],
  quick: ['fast'],
  quicker: ['fast'],
  speed: ['fast'],
  rapid: ['fast'],
  mall: ['shopping', 'center'],
  centre: ['center'],
  clinic: ['medical'],
  doctor: ['medical'],
  dental: ['medical'],
  dentist: ['medical'],
  license: ['licence'],
  licensed: ['licence'],
  licenced: ['licence'],
  architecture: ['architect'],
  footing: ['foundation'],
  lava: ['volcanic'],
  pour: ['concrete'],
  basalt: ['volcanic'],
  volcano: ['volcanic'],
  hurricane: ['hurricane', 'storm'],
  typhoon: ['hurricane'],
  costly: ['cost'],
  price: ['cost'],
  pricing: ['cost'],
  priced: ['cost'],
  condo: ['condominium'],
  townhouse: ['townhome'],
  apartment: ['multi', 'family'],
  duplex: ['multi', 'family'],
  school: ['institutional'],
  church: ['institutional'],
  warehouse: ['commercial'],
  store: ['retail'],
  shop: ['retail'],
  cafe: ['restaurant'],
  weekly: ['week'],
  daily: ['day'],
  pics: ['photo'],
  picture: ['photo'],
  boss: ['division', 'manager'],
  lead: ['lead', 'manager'],
  head: ['division', 'manager'],
  run: ['run', 'manager'],
  integrate: ['integrated'],
  integration: ['integrated'],
  software: ['platform', 'app'],
  chairman: ['chairman', 'board'],
  ceo: ['founder'],
  insulated: ['insulated', 'panel'],
  // Visitors' words for the company's facts (docs/decisions/086): one concept each, as the pages name it.
  state: ['region'],
  area: ['region'],
  operate: ['region'],
  cover: ['region'],
  customer: ['client'],
  served: ['client'],
  employee: ['team', 'crew'],
  worker: ['team', 'crew'],
  staff: ['team', 'staff'],
  crew: ['crew', 'team'],
  inhouse: ['team', 'staff'],
  job: ['project'],
  finished: ['completed'],
  based: ['headquarter'],
  hq: ['headquarter'],
  bidd: ['bid', 'bidd'],
  vendor: ['supplier'],
  sub: ['subcontractor'],
  subcontract: ['subcontractor'],
  trade: ['subcontractor'],
  tradesmen: ['subcontractor'],
  bank: ['lender'],
  loan: ['lender'],
  financ: ['financ', 'lender'],
  established: ['founded'],
  old: ['founded'],
  around: ['founded'],
  history: ['founded'],
  story: ['founded'],
  began: ['founded'],
  own: ['founder'],
  owner: ['founder', 'owner'],
  money: ['financial', 'controller'],
  finance: ['financial', 'controller'],
  percentage: ['fee'],
  percent: ['fee'],
  markup: ['fee'],
  charge: ['fee'],
  spend: ['cost', 'open', 'book'],
  ground: ['mobilize'],
  begin: ['mobilize'],
  salty: ['salt'],
  ocean: ['salt'],
  sea: ['salt'],
  injury: ['incident', 'safety'],
  accident: ['incident', 'safety'],
  pick: ['choose'],
  choose: ['choose'],
  better: ['choose'],
  close: ['hour'],
  hr: ['hour'],
  yr: ['year'],
  weekday: ['hour'],
  // A day or a time of day asks when we are open.
  monday: ['monday', 'hour'],
  tuesday: ['tuesday', 'hour'],
  wednesday: ['wednesday', 'hour'],
  thursday: ['thursday', 'hour'],
  friday: ['friday', 'hour'],
  saturday: ['saturday', 'hour'],
  sunday: ['sunday', 'hour'],
  weekend: ['weekend', 'hour'],
  mon: ['monday', 'hour'],
  tue: ['tuesday', 'hour'],
  tues: ['tuesday', 'hour'],
  wed: ['wednesday', 'hour'],
  thu: ['thursday', 'hour'],
  thur: ['thursday', 'hour'],
  thurs: ['thursday', 'hour'],
  fri: ['friday', 'hour'],
  late: ['late', 'hour'],
  evening: ['evening', 'hour'],
  cslb: ['california', 'licence'],
  clos: ['hour'],
  ccb: ['oregon', 'licence'],
  fit: ['tenant', 'improvement'],
  practice: ['medical'],
  connect: ['integrated'],
  sync: ['integrated'],
  link: ['integrated'],
  // Hearing back is a reply, however it is put.
  answer: ['reply'],
  respond: ['reply'],
  response: ['reply'],
  hear: ['reply'],
  callback: ['reply'],
  quickly: ['fast'],
  hrs: ['hour'],
  legit: ['licence'],
  ops: ['operations'],
  drawing: ['architect', 'design'],
  blueprint: ['architect', 'design'],
  // The trade's short words and visitors' plain ones for the pages' terms.
  super: ['superintendent'],
  supt: ['superintendent'],
  foreman: ['superintendent', 'foreman'],
  pm: ['project', 'manager'],
  gc: ['contractor'],
  builder: ['contractor'],
  outfit: ['company'],
  firm: ['company'],
  experience: ['experience', 'founded'],
  decade: ['founded', 'year'],
  max: ['maximum'],
  cap: ['cap', 'maximum'],
  handicap: ['ada'],
  accessible: ['ada', 'accessible'],
  wheelchair: ['ada'],
  electrician: ['electrical'],
  plumber: ['plumbing'],
  downside: ['limit', 'fit'],
  disadvantage: ['limit', 'fit'],
  con: ['limit', 'fit'],
  island: ['island', 'hawaii'],
  consult: ['consultation'],
  esign: ['docusign'],
  shipping: ['shipping', 'transit'],
  ship: ['shipping', 'transit'],
};

/** The company's own name ('Pacific Span Builders') reads as 'the company', not as the Pacific Northwest. */
const companyName = new Set(company.name.split(' ').map((word) => normaliseTerm(word)));

/** A term as the index holds it: stemmed, then the pages' word for it (possibly several). */
export function indexTerms(term: string): string[] | null {
  const stemmed = normaliseTerm(term);
  if (stemmed === null) return null;
  if (companyName.has(stemmed)) return ['company'];
  return vocabulary[stemmed] ?? [stemmed];
}

/** Every passage and company fact the assistant answers from. */
export const documents: Document[] = [
  ...knowledgeBase.map((entry) => ({
    id: `fact:${entry.id}`,
    href: entry.next.href,
    page: entry.next.label,
    title: entry.title,
    text: entry.answer,
    keywords: entry.keywords,
    fact: true,
  })),
  ...sitePassages.map((passage) => ({ ...passage, keywords: '', fact: false })),
];
const documentsById = new Map(documents.map((document) => [document.id, document]));
const nextOf = new Map(knowledgeBase.map((entry) => [`fact:${entry.id}`, entry.next]));

// Sample reports list names, trades and materials: they answer questions about a report, not about a
// service. A page's own summary says a little about everything on it, so its sections say it better.
const documentBoost = new Map(
  documents.flatMap((document): [string, number][] =>
    document.href === '/project-reports#report-title'
      ? [[document.id, 0.3]]
      : !document.fact && !document.href.includes('#')
        ? [[document.id, 0.5]]
        : [],
  ),
);

/** A question that asks for a figure. */
const quantity = /\bhow\s+(many|big|large|old|long|much\s+time)\b|\bsize\b|\bnumber\s+of\b/i;
const figureIds = new Set(documents.filter((document) => /\d/.test(document.text)).map(({ id }) => id));

/**
 * A question about a form: what it asks, what a list offers, what happens once it is sent. Only such a question
 * is answered by a form's passages at full weight (docs/product.md §8.4).
 */
const formQuestion =
  /\b(forms?|fields?|asks?|asked|options?|choices?|choose|pick|select\w*|drop-?downs?|fill\w*|submit\w*|sen[dt]|applications?|apply|calculator|estimator|tool)\b/i;
const formIds = new Set(documents.filter((document) => document.form).map(({ id }) => id));
/** How much a form's passage counts for a question that is not about a form. */
const formInPassing = 0.3;

const staffIds = new Set(documents.filter((document) => document.href.startsWith('/staff#')).map(({ id }) => id));

function buildIndex(): MiniSearch<Document> {
  const built = new MiniSearch<Document>({
    fields: ['title', 'keywords', 'text', 'page', 'asked'],
    processTerm: indexTerms,
    tokenize,
    searchOptions: {
      // A fact's keywords are the words people use for its topic; a page's title names its section; long
      // texts mention many things in passing, so each of their words counts for less. The questions a passage
      // answered in the tuning set are visitors' words for it, and count a little less than its own.
      boost: { keywords: 3, title: 1.5, text: 1, page: 0.5, asked: 0.75 },
      // One typo in a word of five letters or more, two from nine: 'lumber' must not become 'summer'.
      fuzzy: (term) => (term.length > 8 ? 2 : term.length > 4 ? 1 : false),
      prefix: (term) => term.length > 4,
      combineWith: 'OR',
    },
  });
  const questions = new Map(Object.entries(learned.questions));
  built.addAll(documents.map((document) => ({ ...document, asked: questions.get(document.id)?.join('\n') ?? '' })));
  return built;
}

/** Built at the first question, once per isolate: a Worker serving pages never pays for it. */
let index: MiniSearch<Document> | undefined;

const wordsOf = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Phrases that are one word to the index: 'in house' is not a house. */
const phrases: [RegExp, string][] = [[/\bin[\s-]+house\b/gi, 'inhouse']];

/** The words of a text, with its phrases joined: the index reads pages and questions alike with it. */
const tokenize = (text: string) =>
  wordsOf(phrases.reduce((joined, [phrase, word]) => joined.replace(phrase, word), text));

/** The distinct index terms a text asks about. */
export const meaningfulTerms = (text: string) =>
  new Set(
    tokenize(text)
      .flatMap((term) => indexTerms(term) ?? [])
      .filter((term) => term.length > 0),
  );

/** Below this a match is noise (one fuzzy word), not an answer. */
const minimumScore = 6;
/**
 * At least half of the question's meaningful words must match a passage for it to be the answer, and a
 * partial match must be strong: matching one word of two ('weather' of 'weather in Paris') needs four times
 * the score of matching both.
 */
const minimumCoverage = 0.5;
const strongEnough = (score: number, coverage: number) =>
  coverage >= minimumCoverage && score >= minimumScore / coverage ** 2;

/**
 * The passages that answer the text, best first. Weak terms (the places a question names) count for less:
 * they say where, not what.
 */
export function searchSite(text: string, weakTerms: ReadonlySet<string> = new Set()): Found[] {
  const terms = [...meaningfulTerms(text)];
  const asked = terms.filter((term) => !weakTerms.has(term)).length;
  if (asked === 0) return [];
  // The share of the question a passage matches, with or without the places: a place neither makes a
  // passage about something else count, nor keeps a passage about that place out.
  const coverage = (matched: string[]) =>
    Math.max(
      new Set(matched.filter((term) => !weakTerms.has(term))).size / asked,
      new Set(matched).size / terms.length,
    );
  // 'Who ...' asks for a person, and the people are on the team page; 'how many' and 'how big' ask for a
  // figure, which only a passage with one can give.
  const people = /^\s*who\b/i.test(text) ? 2 : 1;
  const figure = quantity.test(text) ? 1.5 : 1;
  const form = formQuestion.test(text) ? 1 : formInPassing;
  index ??= buildIndex();
  return index
    .search(text, {
      // A person is found by the division they lead, and a division by its place.
      boostTerm: (term) => (weakTerms.has(term) && people === 1 ? 0.3 : 1),
      boostDocument: (id) =>
        (documentBoost.get(String(id)) ?? 1) *
        (staffIds.has(String(id)) ? people : 1) *
        (figureIds.has(String(id)) ? figure : 1) *
        (formIds.has(String(id)) ? form : 1),
    })
    .filter((result) => strongEnough(result.score, coverage(result.queryTerms)))
    .flatMap((result) => {
      const document = documentsById.get(String(result.id));
      if (!document) return [];
      const { keywords: _keywords, fact: _fact, ...passage } = document;
      const next = nextOf.get(document.id);
      return [{ passage, score: result.score, terms: result.queryTerms, ...(next ? { next } : {}) }];
    });
}

/** Every word of a text, stop words included: a page's path may be made of them ('/build-it'). */
const allWords = (text: string) => tokenize(text.toLowerCase()).filter((word) => word.length > 0);

/**
 * Each page's summary (its first passage) and the words that name it: all of its path's, and the meaningful
 * ones of its title.
 */
const pages = sitePassages
  .filter((passage) => passage.id === `${passage.href}:0` && !passage.href.includes('#'))
  .map((passage) => ({
    passage,
    names: [allWords(passage.href.slice(1).replaceAll('-', ' ')), [...meaningfulTerms(passage.title)]].filter(
      (terms) => terms.length > 0,
    ),
  }));

/**
 * The page a question asks about ('what is the site index page for', 'what's on /build-it'): one named by
 * its path, or by all the words of its path or title next to the word 'page'. The longest name wins.
 */
export function pageNamed(text: string): Found | undefined {
  const path = /(?:^|\s)(\/[a-z][a-z-]*)/i.exec(text)?.[1]?.toLowerCase();
  const byPath = pages.find(({ passage }) => passage.href === path);
  const asked = new Set([...meaningfulTerms(text), ...allWords(text)]);
  const named = /\bpages?\b/i.test(text)
    ? pages
        .flatMap(({ passage, names }) =>
          names.filter((terms) => terms.every((term) => asked.has(term))).map((terms) => ({ passage, terms })),
        )
        .toSorted((a, b) => b.terms.length - a.terms.length)[0]
    : undefined;
  const found = byPath ? { passage: byPath.passage, terms: byPath.names.flat() } : named;
  return found && { passage: found.passage, terms: found.terms, score: minimumScore };
}

/** A topic close to a question the assistant could not answer: its name and the page section that has it. */
export interface Topic {
  label: string;
  href: string;
}

/** A near miss: at least one of the question's words matched, with a third of the score of an answer. */
const suggestionScore = minimumScore / 3;

/**
 * The closest topics to a question nothing answers well (docs/product.md §8.2): the best weak matches, one per
 * page section, at most `count`. Empty when nothing on the site is near it ('the weather in Paris').
 */
export function closestTopics(text: string, count = 3): Topic[] {
  if (meaningfulTerms(text).size === 0) return [];
  index ??= buildIndex();
  const topics: Topic[] = [];
  for (const result of index.search(text, {
    boostDocument: (id) => documentBoost.get(String(id)) ?? 1,
  })) {
    if (topics.length >= count || result.score < suggestionScore) break;
    const document = documentsById.get(String(result.id));
    if (!document || topics.some((topic) => topic.href === document.href)) continue;
    topics.push({ label: document.title, href: document.href });
  }
  return topics;
}

/** The page passage with this title (the divisions' texts the place answers quote). */
export function passageTitled(title: string, href: string): SitePassage {
  const found = sitePassages.find((passage) => passage.title === title && passage.href === href);
  if (!found) throw new Error(`No site passage "${title}" at ${href}: the content changed`);
  return found;
}
