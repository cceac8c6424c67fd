import type { AssistantReply } from './reply';
import { knowledgeBase } from './knowledge';
import type { SitePassage } from './passage';
import { licenceOf, placesIn, withoutPlaces, type Place } from './places';
import { pageNamed, passageTitled, searchSite, type Found } from './retrieval';
import { indexTerms, meaningfulTerms } from './terms';

const emergencyFact = (() => {
  const found = knowledgeBase.find((entry) => entry.id === 'emergency');
  if (!found) throw new Error('domain/assistant/knowledge.ts: the emergency fact is missing');
  return found;
})();

/** Up to this many passages in one answer: enough for a question with two or three intents, short to read. */
const maxPassages = 3;
/** A further passage joins the answer when it is at least this good compared with the best one. */
const relatedScore = 0.2;
/**
 * A passage this close to the best joins it even when it matches no other word of the question: retrieval
 * cannot tell which of the two answers, so the answer says both (docs/decisions/109).
 */
const closeScore = 0.5;

/** Passages longer than this (the sample reports) are quoted by their relevant sentences only. */
const longPassage = 700;

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'$])/);

/** Sentences a long passage is quoted by. */
const excerptSentences = 3;

/**
 * The sentences of a long passage that say the most of what was asked, in the passage's order; the opening
 * ones when none says any of it.
 */
function excerpt(passage: SitePassage, asked: Set<string>): string {
  if (passage.text.length <= longPassage) return passage.text;
  const termsOfSentences = sentencesOf(passage.text).map((sentence) => ({
    sentence,
    terms: meaningfulTerms(sentence),
  }));
  // A word the passage repeats in many sentences (the project's name in its report) tells them apart less.
  const sentencesWith = (term: string) => termsOfSentences.filter(({ terms }) => terms.has(term)).length;
  const sentences = termsOfSentences.map(({ sentence, terms }, order) => ({
    sentence,
    order,
    says: [...terms].filter((term) => asked.has(term)).reduce((sum, term) => sum + 1 / sentencesWith(term), 0),
  }));
  const relevant = sentences.filter(({ says }) => says > 0);
  const quoted =
    relevant.length > 0
      ? relevant.toSorted((a, b) => b.says - a.says || a.order - b.order).slice(0, excerptSentences)
      : sentences.slice(0, excerptSentences);
  return quoted
    .toSorted((a, b) => a.order - b.order)
    .map(({ sentence }) => sentence)
    .join(' ');
}

/** A page passage in the answer: what it says and the page and section it says it on. */
const linked = (found: Found, asked: Set<string>) =>
  `${excerpt(found.passage, asked).replace(/\.$/, '')} (${found.passage.href})`;

/**
 * The best passage, then those that answer another part of the question or come close to the best; when the
 * best is a company fact, also the page passage that says the most about it, so the answer links the page.
 */
function pick(results: Found[], placeTerms: ReadonlySet<string>): Found[] {
  const [best] = results;
  if (!best) return [];
  const candidates = results.filter((result) => result !== best && result.score >= best.score * relatedScore);
  const picked = [best];
  // A place adds no part to a question: a passage that only adds the place's name is not another answer.
  const covered = new Set([...best.terms, ...placeTerms]);
  for (const result of candidates) {
    if (picked.length >= maxPassages) break;
    if (result.score < best.score * closeScore && !result.terms.some((term) => !covered.has(term))) continue;
    picked.push(result);
    for (const term of result.terms) covered.add(term);
  }
  const page = candidates.find((result) => !result.next && !picked.includes(result));
  if (page && picked.every((chosen) => chosen.next)) picked.splice(Math.min(picked.length, maxPassages - 1), 1, page);
  return picked;
}

const divisionHref = '/#about';
const divisionPassage = (state: Place['state']) => passageTitled(`${state} Division`, divisionHref);
const divisionText = (state: Place['state']) => {
  const passage = divisionPassage(state);
  return passage.text.startsWith(`${passage.title}. `) ? passage.text.slice(passage.title.length + 2) : passage.text;
};

/** Where a named place is and which division builds there, with the page that says so. */
function placeSentence(place: Place): string {
  const where =
    place.name === place.state
      ? place.state
      : place.name === place.region || place.region === place.state
        ? `${place.name} (${place.state})`
        : `${place.name} (${place.region}, ${place.state})`;
  return `${where} is served by our ${place.state} division (licence ${licenceOf(place.state)}): ${divisionText(place.state).replace(/\.$/, '')} (${divisionHref})`;
}

/** One sentence per state named: 'Hilo, Kona' are both the Big Island's, answered once. */
const distinctStates = (places: Place[]) =>
  places.filter((place, index) => places.findIndex((other) => other.state === place.state) === index);

/**
 * Whether what a question asks besides its places is what the place sentences say (whether and how we build
 * there, the division, its licence): only then do the places alone answer it. 'Do you build in Hilo?' and
 * 'your licence in Bend?' are; 'the weather in Concord tomorrow' is not (docs/decisions/106).
 */
function askedAboutThePlaces(topicTerms: ReadonlySet<string>, places: Place[]): boolean {
  if (places.length === 0) return false;
  const said = termsOf(distinctStates(places).map(placeSentence).join(' '));
  return topicTerms.size === 0 || [...topicTerms].some((term) => said.has(term));
}

const intake = { label: 'the free-estimate form', href: '/intake' };

function compose(
  results: Found[],
  clauseBests: Found[],
  places: Place[],
  asked: Set<string>,
  placeTerms: ReadonlySet<string>,
): AssistantReply {
  const picked = pick(results, placeTerms);
  // A question with several parts gets the best passage of each part it has not had an answer to yet.
  for (const found of clauseBests) {
    const covered = new Set([...picked.flatMap((chosen) => chosen.terms), ...placeTerms]);
    if (picked.length < maxPassages && found.terms.some((term) => !covered.has(term)) && !picked.includes(found))
      picked.push(found);
  }
  const parts = picked.map((found) => (found.next ? found.passage.text : linked(found, asked)));
  // A fact's next step comes last; a page passage already links its page, so the next step is the form.
  const next = picked[0]?.next ?? intake;
  const placeParts = distinctStates(places).slice(0, 2).map(placeSentence);
  const response = [...parts, ...placeParts].map((part) => part.replace(/\.?$/, '.')).join(' ');
  return {
    kind: 'answer',
    sources: picked.map((found) => found.passage.id),
    response: `${response} Next step: ${next.label} (${next.href}).`,
  };
}

/** Where one part of a question ends and another begins: 'your hours, and do you have a warranty?'. */
const clauseBreak = /\s*(?:[,;?!]|\band\b|\balso\b|\bplus\b)\s*/i;

const priceTerms = new Set(['cost', 'estimate', 'quote', 'budget', 'ballpark', 'rate', 'charge']);

const termsOf = (text: string) => new Set([...meaningfulTerms(text)].flatMap((term) => indexTerms(term) ?? [term]));

/**
 * An answer from the site's passages and the places named, or undefined when nothing matches well. A
 * follow-up ('and in Oregon?') keeps the earlier question's topic and changes only what it names.
 */
export function composeAnswer(text: string, earlier = '', leaveOut?: string): AssistantReply | undefined {
  const named = placesIn(text);
  const places = named.length > 0 || !earlier ? named : placesIn(earlier);
  // The place words help find what is said about that place, but a passage that matches only them (the
  // division that builds there) is said once, by the place sentence.
  const topicTerms = termsOf(withoutPlaces(text));
  const placeTerms = new Set([...termsOf(text)].filter((term) => !topicTerms.has(term)));
  // A named state's division passages are what the place sentence says; they are not repeated as answers.
  const divisions = new Set(distinctStates(places).map((place) => divisionPassage(place.state).id));
  const search = (query: string) =>
    searchSite(query, placeTerms).filter(
      (found) =>
        found.passage.id !== `fact:${leaveOut}` &&
        !divisions.has(found.passage.id) &&
        found.terms.some((term) => !placeTerms.has(term)),
    );
  // 'How much does it cost?' names nothing to price: the calculator's rates answer it.
  const priceOnly = [...termsOf(text)].every((term) => priceTerms.has(term));
  const query = priceOnly ? `${text} project calculator` : text;
  let asked = termsOf(query);
  // A question about a page is answered first by what the page is for.
  const page = pageNamed(text);
  let results = search(query);
  if (page) results = [page, ...results.filter((found) => found.passage.id !== page.passage.id)];
  if (results.length === 0 && earlier) {
    const withEarlier = `${withoutPlaces(text)} ${withoutPlaces(earlier)} ${places.map((place) => place.name).join(' ')}`;
    asked = termsOf(withEarlier);
    results = search(withEarlier);
  }
  if (results.length === 0 && !askedAboutThePlaces(topicTerms, places)) return undefined;
  const clauses = query.split(clauseBreak).filter((clause) => termsOf(clause).size > 0);
  const clauseBests = clauses.length > 1 ? clauses.flatMap((clause) => search(clause).slice(0, 1)) : [];
  return compose(results, clauseBests, places, asked, placeTerms);
}

/** The one safety line of an emergency reply where life or gas may be at risk, or where the reading is unsure. */
export const safetyLine = 'If anyone is hurt or in danger, or you smell gas, call 911 first.';

/**
 * The 24-hour emergency path first, then what the site says about the rest of the message; with the safety
 * line first when asked for.
 */
export function emergencyReply(text: string, withSafetyLine = false): AssistantReply {
  const emergency = `${withSafetyLine ? `${safetyLine} ` : ''}${emergencyFact.answer} Next step: ${emergencyFact.next.label} (${emergencyFact.next.href}).`;
  const rest = composeAnswer(text, '', emergencyFact.id);
  const related =
    rest && !rest.sources.includes(`fact:${emergencyFact.id}`)
      ? ` ${rest.response.replace(/ Next step: [^()]+\([^)]+\)\.$/, '')}`
      : '';
  return {
    kind: 'emergency',
    sources: [`fact:${emergencyFact.id}`, ...(rest?.sources ?? [])],
    response: emergency + related,
  };
}
