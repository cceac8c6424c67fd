import { withoutPlaces } from './places';
import { sitePassages } from './site-passages.generated';

/**
 * The signs of an emergency in a message (docs/product.md §8.4, docs/decisions/086), read by meaning rather
 * than by a list of phrasings: something that can be damaged (a roof, a pipe, the wiring, a storefront) together
 * with something happening to it (pouring, cracking, sparking, fell, hit), in either order and with words
 * between; or a hazard that is an emergency on its own (a fire, a flood, a gas smell, no power). Planning cues
 * ('fire-rated', 'emergency timeline', 'leak-proof options', 'rebuilt years after') turn a hazard word into a
 * topic, unless the message also says it is happening now.
 */

/** What can be damaged: the building's parts and services, the building itself, and what hits it. */
const things = new Set(
  `roof rooftop ceiling pipe plumbing wall foundation storefront window glass wiring wire outlet socket breaker
  electrical electric gas basement floor slab beam joist rafter truss chimney tree branch limb power
  electricity sewer sewage drain toilet heater stair staircase step deck balcony porch garage door building
  house home office store shop restaurant kitchen attic crawlspace column post hillside slope retaining main
  sprinkler furnace boiler hvac shingle gutter siding facade awning sign scaffold scaffolding crane frame
  framing structure car truck vehicle water mud transformer meter tank line room unit drywall sheetrock
  plaster skylight canopy lot parking bathroom shower tub sink ceil entrance front tile brick stucco concrete
  roofing tarp mall warehouse school church apartment condo duplex landslide ground soil yard fence lights
  light panel circuit cable valve hose faucet pump bridge tower stairwell elevator hallway lobby bedroom lanai
  carport parapet cornice eave eaves soffit fascia railing handrail ledge chimney barn shed stable greenhouse
  bakery cafe salon clinic hotel motel cabin studio gym driveway patio pavement`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * What happens to a thing in an emergency. Each is a stem: 'collaps' is collapse, collapsed, collapsing.
 * Irregular forms are listed as they are written.
 */
const happenings = new Set(
  `fall fell fallen collaps cave caved gush punctur pull pulled gone hole holes moving buzz buzzing drip leak
  crack split spark arc smell smok burn burnt fire flood flod burst break broke broken shatter smash crash hit
  struck rip tore torn tear blew blown sag buckl sink sank sunk shift lean tilt explod exploded short flicker
  hiss overflow seep soak drench crumbl detach hang hung dangl loos expos damag destroy wreck ruin underwater
  warp bulg heav slid slide erod uproot snap snapped pop popped melt melted fried fry bang boom stream spray
  spew trickl puddl pooling pooled stain drop dropped sway shake shook rattl frozen froze freez fail failed giv gave
  given flash flame charr scorch singe leaning lift lifted peel peeled peeling rott off downed died dead quit
  stopped down backed backing backup lying bow bowed creak groan bubbl kick splinter raining bounc flex rammed forced`
    .split(/\s+/)
    .filter(Boolean),
);

/** What gets in where it should not ('water coming through the ceiling'), and the words for getting in. */
const intruders = new Set('water rain mud sewage smoke dirt soil'.split(' '));
const movements = new Set(
  'coming come came running ran getting got through thru inside into everywhere entering pouring flowing backing backed up'.split(
    ' ',
  ),
);

/** What strikes a building: 'a tree through the roof', 'a car into the storefront'. */
const strikers = new Set(
  'tree branch limb car truck vehicle pickup semi forklift rock boulder pole crane bus van suv bat ball brick stone'.split(
    ' ',
  ),
);
const strikes = new Set('through thru into onto on in down hit took knocked'.split(' '));
/** Someone driving into a building: 'someone drove through the fence and into the house'. */
const drives = new Set('drove driven drive driving crashed slammed rammed plowed ploughed backed reversed'.split(' '));
const driveStrikes = new Set('through thru into'.split(' '));

/** A season or a pause before 'break' names a time, not damage: 'over summer break', 'during the lunch break'. */
const timeBefore = new Set(
  'summer spring winter fall autumn christmas holiday holidays lunch coffee school'.split(' '),
);

/** What a thing does when it is about to fail: 'about to go', 'about to give'. */
const giveWay = new Set('go give blow cave'.split(' '));

/** Hazards that are an emergency with no thing named: 'there's smoke', 'flooding', 'smells like gas'. */
const hazards = new Set(
  `fire flood flod smok burst collaps explod explosion sinkhole spark sparks electrocut shock shocked flame
  flames blaze outage blackout evacuat trapp injur hurt lightning underwater floodwater`
    .split(/\s+/)
    .filter(Boolean),
);

/** Said of a hazard that is a topic rather than an event: a product, a rating, a plan, the past. */
const planningCues = new Set(
  `rated rating ratings resistant resistance proof proofing code codes retrofit prevent prevention protect
  protection design designs designed designing option options timeline timelines schedule pricing price prices
  cost costs quote quotes estimate estimates process takeoff takeoffs bid bids rebuild rebuilt rebuilding remodel remodeling remodelling
  renovat renovation renovations station stations insurance history portfolio material materials install
  installation upgrade upgrades plan plans planning permit permits warranty standard standards requirement
  requirements compliance inspection extinguisher extinguishers marshal suppression experience experienced
  example examples case studies gallery typical typically usually generally normally future hypothetical
  payment payments deposit generator generators assess assessment evaluate general causes cause
  demolition demolish demo teardown detector detectors subcontractor subcontractors supplier suppliers
  manufacture manufacturer manufacturers partner partnership`
    .split(/\s+/)
    .filter(Boolean),
);

/** Hazards that name a kind of product or risk when a topic word follows them. */
const hazardNouns = new Set('fire flood flod smok leak spark burn crack crash storm water'.split(' '));

/** Words right after a hazard that make it a product or a topic: 'fire-rated', 'fire station', 'leak-proof'. */
const topicAfter = new Set(
  `rated rating resistant resistance proof proofing retardant place places pit pits station stations alarm
  alarms code codes marshal department wall walls door doors sprinkler sprinklers extinguisher escape exit
  safety protection suppression barrier insurance damage zone zones risk risks season prevention detection
  detector detectors line lines hydrant fireplace fireplaces stove stoves grill grills range ranges appliance
  appliances heater heaters dryer dryers hydrants truck trucks drill drills fighter fighters safe level levels
  elevation elevations certificate certificates plain plains map maps lane lanes captain captains chief chiefs
  pad pads course courses vent vents gate gates shutter shutters`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Saying what a new building should prevent: 'so we dont lose power', 'in case of a flood', 'keep the slab from
 * cracking'.
 */
const prevention =
  /\bso\s+(that\s+)?(we|it|they|you|the\s+\w+)\s+(dont|do\s+not|never|wont|will\s+not|cant)\b|\bin\s+case\s+(of\s+)?|\bto\s+avoid\b|\b(keep|keeps|stop|stops)\s+(\w+\s+){0,3}from\s+\w+ing\b|\bbefore\s+(it|they|that|this|the\s+\w+)\s+(\w+\s+)?(bursts?|breaks?|fails?|leaks?|cracks?|collapses?|falls?|floods?)\b|\b(for|against)\s+(power\s+)?(outages?|blackouts?|floods?|fires?|storms?|earthquakes?|emergencies)\b/i;

/** Asking for work to be done or advice on it: 'want to build', 'can you put in', 'should we'. */
const commission =
  /\b(want|wants|wanted|looking|hoping|planning|thinking|like|love)\s+(to\s+|of\s+|about\s+)?(build|building|add|adding|install|installing|put|putting|remodel|renovate|redo|convert|expand|replace|replacing)\b|\b(can|could|would|will|do)\s+you\s+(guys\s+)?(build|design|install|remodel|renovate|add|put|replace|do)\b|^\s*should\s+(we|i)\b|\bneeds?\s+(replacing|replacement|updating|upgrading)\b|\binterested\s+in\b/i;

/** A happening told as an event, past or going on ('fell', 'burst', 'cracked', 'leaking'), not as a quality ('leaky'). */
const eventForms =
  /(ed|ing|in)$|^(fell|fallen|broke|broken|burst|blew|blown|tore|torn|sank|sunk|froze|frozen|gave|shook|hit|struck|split|snapped|caved|gone|down|off)$/;

/** Something about to give way, with no part named: 'i think its about to fall', 'is it going to break'. */
const aboutToGive =
  /\b(about\s+to|going\s+to|gonna)\s+(fall|collapse|cave|give|go|come\s+down|break|burst|blow|snap|crack)\b/i;

/** Taking a building down on purpose. */
const demolition = /\b(tear|tearing|knock|knocking|take|taking)\s+(it\s+|them\s+)?down\b|\bteardown\b/i;

/** Disasters: an emergency when they happened to the writer ('our foundation moved after the quake'). */
const disasters = new Set('quake earthquake hurricane tornado typhoon mudslide landslide wildfire'.split(' '));

/** A case put to us, not one happening: 'what happens if my project floods'. */
const hypothetical =
  /\bwhat\s+(happens|would\s+happen|if)\b|\bin\s+the\s+event\b|\bsuppose\b|\b(in|during)\s+an?\s+(earthquake|quake|fire|flood|storm|outage|emergency|power\s+outage)\b|\b(video|videos|movie|news|article|story|photo|photos|picture|pictures)\s+(of|about)\b/i;

/** Plans for later: 'next year', 'this summer', 'before we build'. */
const future =
  /\bnext\s+(year|month|spring|summer|fall|autumn|winter|season|phase)\b|\bplanning\s+to\b|\bbefore\s+(we|i|they)\s+(build|start|begin|move|sell|buy|remodel|list)\b|\bthis\s+(coming\s+)?(spring|summer|fall|autumn|winter|year)\b/i;

/**
 * Not an event of the writer's building: a case put ('if my house floods'), or a figure of speech about something
 * else ('my startup is on fire', 'my career is collapsing').
 */
const notAnEvent =
  /\bif\s+(my|our|the|a)\s+(\w+\s+){0,2}(floods?|burns?|collapses?|leaks?|breaks?|falls?|catches\s+fire)\b|\b(career|startup|life|schedule|budget|inbox|phone|sales|orders|deal|marriage|team|brain|head|job|stock|market)\s+(is|was|are|has|just|kinda|totally)?\s*(\w+\s+)?(on\s+fire|collaps\w*|explod\w*|blowing\s+up|blew\s+up|flood\w*|crash\w*|tank\w*|burn\w*)|\bflooded\s+(out\s+of|with\s+(orders|calls|requests|emails|work|customers|applications))\b|\bon\s+fire\s+(with|\(the\s+good)/i;

/** Words that put the event in the past: 'we had a flood last year', 'a fire years ago'. */
const pastEvent =
  /\b(last|this past)\s+(year|winter|summer|spring|fall|month|season)|\b(years?|yrs?|months?|mos|decades?)\s+(ago|back|later|after|before)|\b(got|was|been|were)\s+(fixed|repaired)\b|\bback\s+in\s+\w+|\bfor\s+(like\s+|about\s+|over\s+)?(\d+|a\s+few|several|many)\s+(years?|yrs?|months?|decades?)\b|\bbefore\s+(we|i)\s+(bought|moved|purchased)|\bin\s+(19|20)\d\d\b|\bin\s+the\s+(19)?\d0s\b/i;

/** The writer saying it is not urgent or not happening: 'no rush', 'nothing visible', 'doesnt leak'. */
const calm =
  /\b(not\s+(urgent|an\s+emergency|leaking|yet|a\s+big\s+deal)|no\s+(rush|hurry|leaks?|damage|emergency|urgency)|nothing\s+(visible|urgent|wrong|serious)|isn['’]?t\s+(leaking|urgent|an\s+emergency)|(doesn['’]?t|does\s+not|didn['’]?t|never)\s+(leak|flood|crack)\w*|over\s+the\s+years)\b/i;

/** Signs that a building is open to the weather or to anyone, or left: 'we can see the sky', 'the door wont close', 'we got everyone out'. */
const openToWeather =
  /\b(see|seeing)\s+(the\s+)?(sky|stars)\b|\braining\s+(in|inside|into|through)\b|\b(got|get|getting)\s+(everyone|everybody|the\s+kids|the\s+family)\s+out\b|\b(door|doors|window|windows|gate|slider)\b.{0,60}\b(wont|won['’]t|cant|can['’]t|doesnt|doesn['’]t|will\s+not)\s+(close|shut|lock|latch)\b/i;

/** What follows a 'now' that moves a story on: 'now we want', 'now im wondering'. */
const discourse = /^(we|i|im)\s+(want|wonder|wondering|would|are|am|thinking|looking|need|plan)/;

/** Words that say it is happening now, which outweigh any planning cue. */
const nowCues = new Set(
  `now currently tonight today still keeps keep active happening asap immediately urgently hurry everywhere
  morning overnight yesterday minutes available`
    .split(/\s+/)
    .filter(Boolean),
);

/** Without any of these a hazard word reads as a question about a service ('how do you handle floods?'). */
const askingAbout =
  /^\s*(what|whats|which|how|hows|whos|wheres|do|does|did|can|could|is|are|was|were|has|have|had|would|will|should|who|when|where|why|any|tell|explain|compare|describe|list)\b/i;

/** Words that say it happened to the writer or in front of them: 'our', 'my', 'we', 'there's'. */
const personal = new Set('i my me we our us ours mine im weve ive theres'.split(' '));

// 'in' is 'ing' with its g dropped, as visitors type it ('leakin', 'pourin').
const suffixes = ['ing', 'in', 'ed', 'es', 's', 'd', 'y', 'er', 'en', 'ling', 'ly', 'e'];

/** The stems a word may be: itself, and without one of the common endings (with a doubled consonant undone). */
function stemsOf(word: string): string[] {
  const found = [word];
  for (const suffix of suffixes) {
    if (word.length - suffix.length < 3 || !word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    found.push(stem);
    if (/(.)\1$/.test(stem)) found.push(stem.slice(0, -1));
    if (suffix !== 'e') found.push(`${stem}e`);
  }
  return found;
}

/**
 * Words spelled right, which are never read as a typo of a lexicon word ('small' is not 'smell'): the site's own
 * words and common ones.
 */
const knownWords = new Set([
  ...sitePassages.flatMap((passage) => `${passage.title} ${passage.text}`.toLowerCase().match(/[a-z]+/g) ?? []),
  ...`look looking took take taking make making like need want have give keep come seem feel turn move live
    hope work find tell show play hold bring write stand hear meet lead read grow walk offer love buy wait
    serve send expect stay reach remain raise pass require report decide pull pay paid plan small still sell
    shell spell well tell will hall ball call tall mall fall sill bill pill fill kill mill till file tile
    mile pile while fire hire wire tire dire sire where there their here were wore more store score shore
    share spare stare scare roof proof root boot shoot hood good wood food mood flood floor door poor pool
    cool tool fool wool sheet street sweet smart start chart shirt short sport spot shot shop stop ship chip`.split(
    /\s+/,
  ),
]);

/** One edit (insert, delete, change or swap of two letters) at most. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * How long a word must be to be read through one typo: a thing ('celing') from six letters, a happening from
 * seven, as short verbs have close real neighbours ('charge' is not 'charr').
 */
const minimumTypoLength = (lexicon: ReadonlySet<string>) => (lexicon === happenings ? 7 : 6);

/** Two neighbouring letters swapped: the one typo a short word ('burts') is read through. */
const swapped = (a: string, b: string) =>
  a.length === b.length && a !== b && withinOneEdit(a, b) && [...a].toSorted().join('') === [...b].toSorted().join('');

/**
 * Whether a word is one of a lexicon's stems, exactly or through one typo that keeps the first letter: one edit
 * from `minimumTypoLength` letters, two letters swapped from five.
 */
function inLexicon(word: string, lexicon: ReadonlySet<string>): boolean {
  const stems = stemsOf(word);
  if (stems.some((stem) => lexicon.has(stem))) return true;
  // A misspelling keeps its first letter, and a word spelled right is not a misspelling of another.
  if (stems.some((stem) => knownWords.has(stem) || lexicons.some((other) => other.has(stem)))) return false;
  // A doubled letter typed once ('wal', 'rof', 'flor') is the one typo a short word is read through.
  if (
    stems.some(
      (stem) =>
        stem.length >= 3 &&
        [...stem].some((letter, at) => lexicon.has(`${stem.slice(0, at)}${letter}${stem.slice(at)}`)),
    )
  )
    return true;
  if (word.length < 5) return false;
  const close = word.length >= minimumTypoLength(lexicon) ? withinOneEdit : swapped;
  return stems.some(
    (stem) =>
      stem.length >= 4 && [...lexicon].some((entry) => entry.length >= 4 && entry[0] === stem[0] && close(stem, entry)),
  );
}

/** Every lexicon: a word in one of them is spelled right. */
const lexicons = [things, happenings, hazards];

/** How far apart a thing and what happens to it may be: 'a tree in the back yard just fell on the garage'. */
const pairWindow = 7;

/** Whether a word near this one (other than itself) is of the kind marked. */
const near = (index: number, at: boolean[], window = pairWindow) =>
  at.some((yes, other) => yes && other !== index && Math.abs(other - index) <= window);

export type EmergencySignal = 'emergency' | 'unsure' | 'none';

/**
 * The signs the rules read: 'emergency' when the message tells of damage happening or a hazard, 'unsure' when it
 * has hazard words but not enough to tell, 'none' otherwise. The learned reading (`./emergency-model`) weighs
 * this beside the message's own words and decides.
 */
export function readSigns(message: string): EmergencySignal {
  // 'Klamath Falls' is a town, not something falling.
  const text = withoutPlaces(message);
  const words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .match(/[a-z]+/g);
  if (!words) return 'none';
  const hazardAt = (index: number) => {
    const word = words[index] ?? '';
    if (!inLexicon(word, hazards)) return false;
    const after = words[index + 1] ?? '';
    return !topicAfter.has(after);
  };
  const thingAt = words.map((word) => things.has(word) || inLexicon(word, things));
  const movementAt = words.map((word) => movements.has(word));
  // 'Fire-rated', 'leak-proof': a hazard named before a product is the product's kind, not an event.
  const happeningAt = words.map(
    (word, index) =>
      (inLexicon(word, happenings) &&
        !(inLexicon(word, hazardNouns) && topicAfter.has(words[index + 1] ?? '')) &&
        !(word === 'break' && timeBefore.has(words[index - 1] ?? '')) &&
        // 'Falling apart' is wear, not a fall.
        !(word.startsWith('fall') && words[index + 1] === 'apart')) ||
      // Something about to give way: 'the roof is about to go'.
      (giveWay.has(word) && words[index - 2] === 'about' && words[index - 1] === 'to'),
  );
  const paired =
    happeningAt.some((happening, index) => happening && near(index, thingAt)) ||
    words.some((word, index) => intruders.has(word) && near(index, movementAt) && near(index, thingAt)) ||
    words.some(
      (word, index) =>
        strikers.has(word) &&
        // 'Saw your truck in my neighbourhood' is our truck passing by.
        words[index - 1] !== 'your' &&
        words.some((next, at) => at > index && at - index <= pairWindow && strikes.has(next) && near(at, thingAt, 3)),
    ) ||
    words.some(
      (word, index) =>
        drives.has(word) &&
        words.some((next, at) => at > index && at - index <= 3 && driveStrikes.has(next) && near(at, thingAt, 3)),
    );
  const hazard =
    words.some((_, index) => hazardAt(index)) ||
    words.some(
      (word, index) => intruders.has(word) && words.slice(index + 1, index + 4).some((next) => movements.has(next)),
    ) ||
    words.some(
      (word, index) =>
        intruders.has(word) &&
        ['in', 'on', 'all', 'over', 'under'].includes(words[index + 1] ?? '') &&
        words.slice(index + 2, index + 5).some((next) => things.has(next)),
    ) ||
    // Something getting in through the building: 'coming thru the celing'.
    words.some(
      (word, index) =>
        ['coming', 'pouring', 'getting', 'running', 'flowing', 'seeping', 'dripping', 'leaking'].includes(word) &&
        ['through', 'thru', 'in', 'into', 'down'].includes(words[index + 1] ?? '') &&
        words.slice(index + 2, index + 5).some((next) => things.has(next) || inLexicon(next, things)),
    ) ||
    /\b(feet|foot|inches|inch)\s+of\s+water\b|\bunder\s*water\b/i.test(text) ||
    aboutToGive.test(text) ||
    openToWeather.test(text);
  const now =
    // 'Now we want sprinklers' moves the story on; it does not say something is happening.
    words.some(
      (word, index) =>
        nowCues.has(word) && !(word === 'now' && discourse.test(words.slice(index + 1, index + 3).join(' '))),
    ) ||
    // Going on as the writer types: 'the wall is cracking', 'pipes keep leaking'.
    words.some(
      (word, index) =>
        happeningAt[index] &&
        /(ing|in)$/.test(word) &&
        ['is', 'are', 'its', 'keeps', 'keep', 'still'].includes(words[index - 1] ?? ''),
    ) ||
    /\b(right now|this morning|last night|just now|need help|help me now)\b|^\s*help\b|\bhelp\s*!|\b(send|come|get)\s+(someone|somebody|anyone|a crew|out|over)\b|\b(someone|somebody|anyone)\s+(come|out|over|here)\b/i.test(
      text,
    );
  // 'An emergency vet clinic', 'emergency lighting': a kind of building or product, not a call for help.
  const calledEmergency =
    /\b(emergency|emergancy|emergencey|urgent)\b(?!\s+(clinic|room|rooms|vet|hospital|exit|exits|lighting|lights|generator|generators|shelter|shelters|kit|kits|plan|plans|fund|center|centre|department|services?|timeline|schedule|pace|timing|takeoffs?|work|response\s+time))/i.test(
      text,
    );
  const planning =
    demolition.test(text) ||
    hypothetical.test(text) ||
    future.test(text) ||
    words.some((word) => planningCues.has(word) || stemsOf(word).some((stem) => planningCues.has(stem)));
  const ownSituation = words.some((word) => personal.has(word));
  const asking = askingAbout.test(text);
  const disaster = (ownSituation || now) && words.some((word) => disasters.has(word)) && thingAt.some(Boolean);
  // A gas smell or smoke is dangerous whatever else the message says.
  const lifeHazard =
    /\b(smell?\w*|smelt|odou?r|fumes?|stench|stink\w*)\s+(of\s+|like\s+)?gas\b|\bgas\s+(smell?|leak|odou?r|fume|stench|stink)\w*|\bsmoke\s+(coming|pouring|from|in)\b(?!\s+(the\s+)?(neighbou?rs?\s+)?(bbq|barbecue|grill|fire\s*pit|fireplace|campfire))/i.test(
      text,
    );

  const hazardous = hazard || lifeHazard;

  if (!paired && !hazardous && !calledEmergency && !disaster) {
    // 'No power since the storm', 'the lights are out': a service that stopped.
    return /\b(no|lost|without)\s+(power|electricity|heat|water|lights?)\b|\b(power|lights?|electricity)\s+(is\s+|are\s+|went\s+|has\s+gone\s+)?(out|off|down)\b/i.test(
      text,
    )
      ? 'emergency'
      : 'none';
  }
  if (
    pastEvent.test(text) ||
    prevention.test(text) ||
    ((calm.test(text) || notAnEvent.test(text) || (/\bhairline\b/i.test(text) && !now)) && !lifeHazard)
  )
    return 'none';
  // A planning word with a hazard that is happening now ('we planned a remodel but the roof is leaking now').
  if (planning) return lifeHazard || (now && (paired || hazard)) ? 'unsure' : 'none';
  // Work asked for beside damage that is happening or just happened to the writer's own building ('a tree fell on
  // our roof, can you replace it') still leans to the emergency path.
  const event = words.some((word, index) => happeningAt[index] && eventForms.test(word));
  if (commission.test(text))
    return lifeHazard || ((now || (ownSituation && event)) && (paired || hazard)) ? 'unsure' : 'none';
  if (calledEmergency && !paired && !hazardous && !disaster)
    // 'Do you offer emergency service?' asks about the service; 'we have an emergency' is one.
    return asking && !ownSituation ? 'none' : 'emergency';
  return ownSituation || now || lifeHazard || !asking ? 'emergency' : 'none';
}
