import MiniSearch from 'minisearch';
import { knowledgeBase } from './knowledge';
import learned from './learned-questions.generated.json';
import type { SitePassage } from './passage';
import { sitePassages } from './site-passages.generated';
import { indexTerms, meaningfulTerms, tokenize } from './terms';

/**
 * Retrieval over everything the site says (docs/decisions/068): the pages' own passages and the assistant's
 * short company facts, in one MiniSearch index with prefix and typo tolerance, read through `./terms` (so 'TI',
 * 'remodel' and 'SIPs' find what the pages call tenant improvements, renovations and structural insulated panels)
 * and through the tuning set's questions each passage answered (docs/decisions/104), the nearest of which put their
 * passages first (docs/decisions/105).
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

/** Each passage's questions in the tuning set (docs/decisions/104). */
const learnedQuestions = new Map(Object.entries(learned.questions));

/** One typo in a word of five letters or more, two from nine: 'lumber' must not become 'summer'. */
const fuzzy = (term: string) => (term.length > 8 ? 2 : term.length > 4 ? 1 : false);
const prefix = (term: string) => term.length > 4;

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
      fuzzy,
      prefix,
      combineWith: 'OR',
    },
  });
  built.addAll(
    documents.map((document) => ({ ...document, asked: learnedQuestions.get(document.id)?.join('\n') ?? '' })),
  );
  return built;
}

/** A tuning question on its own, with the passage that answered it. */
interface AskedQuestion {
  id: number;
  question: string;
  answeredBy: string;
}

function buildAskedIndex(): MiniSearch<AskedQuestion> {
  const built = new MiniSearch<AskedQuestion>({
    fields: ['question'],
    storeFields: ['answeredBy'],
    processTerm: indexTerms,
    tokenize,
    searchOptions: { fuzzy, prefix, combineWith: 'OR' },
  });
  built.addAll(
    [...learnedQuestions]
      .flatMap(([answeredBy, questions]) => questions.map((question) => ({ question, answeredBy })))
      .map((asked, id) => ({ ...asked, id })),
  );
  return built;
}

/** Built at the first question, once per isolate: a Worker serving pages never pays for them. */
let index: MiniSearch<Document> | undefined;
let askedIndex: MiniSearch<AskedQuestion> | undefined;

/** How many of the tuning questions nearest a question vote, and how much a whole vote adds to a passage. */
const neighbours = 10;
const voteWeight = 0.3;
/** How much more an answering passage counts when it names the place the question names (docs/decisions/105). */
const placeNamed = 2;

/**
 * The passages that answered the tuning questions nearest this one, each with its votes: every neighbour votes
 * for its passage in proportion to its likeness to the question, the nearest with one whole vote
 * (docs/decisions/105).
 */
export function neighbourVotes(text: string): Map<string, number> {
  askedIndex ??= buildAskedIndex();
  const nearest = askedIndex.search(text).slice(0, neighbours);
  const votes = new Map<string, number>();
  for (const neighbour of nearest) {
    const answeredBy = String(neighbour.answeredBy);
    votes.set(answeredBy, (votes.get(answeredBy) ?? 0) + neighbour.score / (nearest[0]?.score ?? 1));
  }
  return votes;
}

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
  const answerable = index
    .search(text, {
      // A person is found by the division they lead, and a division by its place.
      boostTerm: (term) => (weakTerms.has(term) && people === 1 ? 0.3 : 1),
      boostDocument: (id) =>
        (documentBoost.get(String(id)) ?? 1) *
        (staffIds.has(String(id)) ? people : 1) *
        (figureIds.has(String(id)) ? figure : 1) *
        (formIds.has(String(id)) ? form : 1),
    })
    .filter((result) => strongEnough(result.score, coverage(result.queryTerms)));
  if (answerable.length === 0) return [];
  // Of the passages that answer well enough, the ones the nearest tuning questions were answered by come first,
  // and one that also names the place asked about counts double: 'the California concept' is not the Oregon one.
  const votes = neighbourVotes(text);
  return answerable
    .map((result) => ({
      ...result,
      score:
        result.score *
        (1 + voteWeight * (votes.get(String(result.id)) ?? 0)) *
        (result.queryTerms.some((term) => weakTerms.has(term)) ? placeNamed : 1),
    }))
    .toSorted((a, b) => b.score - a.score)
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
