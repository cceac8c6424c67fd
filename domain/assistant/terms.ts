import MiniSearch from 'minisearch';
import { company } from '../company/company';

/**
 * How the assistant reads a text's words (docs/decisions/068): lower case, without stop words, lightly stemmed and
 * read as the word the pages use. Questions, pages and staff-taught answers are read alike; the index itself
 * lives in `./retrieval`, which the Worker loads with the first chat message.
 */

const stopWords = new Set(
  'a an the do does did you your yours is are was were be been can could would should will i me my we our us of in on at for to with and or it its that this these those about there here what which who whom how please tell know want need have has had any some if so than then just also get after someone come like u ur im id ive looking much many more most very really thing things by from as into up out one my mine let lets give send look someone am build built builds offer offers provide work worked guys pls plz lol actually'.split(
    ' ',
  ),
);

/** Lower case, no stop words, and a light stemmer so 'foundations', 'permitting' and 'islands' match. */
function normaliseTerm(term: string): string | null {
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

const wordsOf = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Phrases that are one word to the index: 'in house' is not a house. */
const phrases: [RegExp, string][] = [[/\bin[\s-]+house\b/gi, 'inhouse']];

/** The words of a text, with its phrases joined: the index reads pages and questions alike with it. */
export const tokenize = (text: string) =>
  wordsOf(phrases.reduce((joined, [phrase, word]) => joined.replace(phrase, word), text));

/** The distinct index terms a text asks about. */
export const meaningfulTerms = (text: string) =>
  new Set(
    tokenize(text)
      .flatMap((term) => indexTerms(term) ?? [])
      .filter((term) => term.length > 0),
  );
