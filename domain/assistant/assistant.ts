import { composeAnswer, emergencyReply } from './compose';
import { readEmergency } from './emergency-model';
import { isSpanish, spanishReply } from './languages';
import type { CalculatorLocation, CalculatorProjectType } from '../pricing/calculator';
import { contactDetailsIn, type ChatTurn } from './chat';
import { company } from '../company/company';
import { readPriceQuestion, withEarlier, type PriceQuestion } from '../pricing/price-question';
import { formatUsd } from '../pricing/money';
import { basePricePerSqft, estimateProject, qualityMultiplier, timelineMultiplier } from '../pricing/pricing';
import { allRegions } from '../company/regions';
import type { AssistantReply } from './reply';
import { closestTopics } from './retrieval';
import { taughtReply, type TaughtAnswer } from './taught';

const injection =
  /ignore (all |any |the |your )?(previous|prior|above|earlier) (instructions|prompts?|rules)|system prompt|(reveal|show|print|repeat|tell me) (me )?(your|the) (instructions|prompt|rules|configuration)|you are now|pretend (to be|you are)|jailbreak|developer mode|\bDAN\b|disregard (your|the|all)/i;
const greeting = /^\s*(hi|hello|hey|aloha|good (morning|afternoon|evening)|howdy)[\s!.,]*$/i;
const thanks =
  /^\s*(thanks|thank you|mahalo|cheers|great|perfect|ok(ay)?|got it)[\s!.,]*(thanks|thank you|mahalo)?[\s!.,]*$/i;
const followUp =
  /^\s*(and|what about|how about|what if|how long|how much|does that|is that|that|it|they|those|this)\b|\b(that|it|this|those|they)\b/i;

const lifeAtRisk =
  /\b(gas|fire|smoke|smok\w+|spark\w*|burn\w*|explo\w+|electr\w+|wir\w+|hurt|injur\w+|trapped|collaps\w*)\b/i;

const priceWords = /\b(how much|cost\w*|price\w*|pricing|estimate\w*|quote|budget|ballpark|per (square|sq))\b/i;

/** Kinds of work the pages price themselves (panel kits, cost-plus fees): their figures answer, not the calculator's. */
const pricedOnPages = /\b(panel\w*|modular|kits?|sips?|prefab\w*|cost[\s-]?plus)\b/i;

const qualityText = (question: PriceQuestion) => `${question.quality ?? 'standard'} quality`;
const timelineText = (question: PriceQuestion) =>
  question.timeline === 'rush' ? 'a rush timeline' : `a ${question.timeline ?? 'standard'} timeline`;

/** How far a calculator multiplier moves the price: 1.25 and 0.75 are both '25%'. */
const percentChange = (multiplier = 1) => `${Math.round(Math.abs(multiplier - 1) * 100)}%`;

/** What the answer took for granted, said out loud so the visitor can correct it. */
function assumptions(question: PriceQuestion): string {
  const assumed = [
    question.quality ? undefined : 'standard quality',
    question.timeline ? undefined : 'a standard timeline',
  ].filter((part) => part !== undefined);
  const place =
    question.regions.length === 0 ? ' No place was named, so there is a figure for each state we build in.' : '';
  const choices =
    assumed.length > 0
      ? ` I assumed ${assumed.join(' and ')}; premium finishes add ${percentChange(qualityMultiplier.premium)}, luxury ${percentChange(qualityMultiplier.luxury)}, a rush schedule ${percentChange(timelineMultiplier.rush)}, and a flexible one saves ${percentChange(timelineMultiplier.flexible)}.`
      : '';
  return place + choices;
}

const rangeText = (low: number, high: number) => `${formatUsd(low)} - ${formatUsd(high)}`;

const listed = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}` : (parts[0] ?? '');

const calculatorAndIntake =
  ' The instant calculator (/#calculator) lets you try other options, and a detailed estimate is free (/intake).';

/**
 * A price question: answered with the calculator's own rules and every option the visitor named, never an
 * invented figure. A follow-up ('what if it was premium?') changes only what it names.
 */
function estimateReply(message: string, earlier = ''): AssistantReply | undefined {
  const asked = readPriceQuestion(message);
  const saysSomething =
    asked.squareFootage !== undefined ||
    asked.projectType !== undefined ||
    asked.regions.length > 0 ||
    asked.quality !== undefined ||
    asked.timeline !== undefined;
  const question = earlier && saysSomething ? withEarlier(asked, readPriceQuestion(earlier)) : asked;
  const { squareFootage, projectType } = question;
  const places = question.regions.length > 0 ? question.regions : allRegions;
  const optionsOf = (type: CalculatorProjectType, location: CalculatorLocation) => ({
    projectType: type,
    location,
    qualityLevel: question.quality,
    timeline: question.timeline,
  });
  const options = `at ${qualityText(question)} on ${timelineText(question)}`;

  if (squareFootage === undefined) {
    // No size: the rate per square foot, when the question is about price and names the kind of project.
    if (!projectType || !priceWords.test(message) || pricedOnPages.test(message)) return undefined;
    const rates = places.map(({ region, label }) => {
      const perSquareFoot = estimateProject({ ...optionsOf(projectType.value, region), squareFootage: 1 });
      return `${rangeText(perSquareFoot.lowEnd, perSquareFoot.highEnd)} per sq ft in ${label}`;
    });
    return {
      kind: 'estimate',
      sources: ['pricing'],
      response: `Our calculator's base rate for ${projectType.label} work is ${formatUsd(basePricePerSqft[projectType.value] ?? 0)} per sq ft; ${options} that comes to about ${listed(rates)}.${assumptions(question)} Tell me the size for a total.${calculatorAndIntake}`,
    };
  }

  if (!projectType) {
    return {
      kind: 'estimate',
      sources: ['pricing'],
      response: `For ${squareFootage.toLocaleString('en-US')} sq ft, the price depends on the type of project: our calculator's base rates per sq ft are commercial $180, retail $220, restaurant $250, office $160, residential $140 and renovation $120, before the location, quality and timeline adjustments. Which kind of project is it? The instant calculator on our home page (/#calculator) gives the range in seconds.`,
    };
  }

  const estimates = places.map(({ region, label }) => ({
    label,
    estimate: estimateProject({ ...optionsOf(projectType.value, region), squareFootage }),
  }));
  // The calculator's weeks depend on size and type only, so they are the same in every state.
  const weeks = estimateProject({ ...optionsOf(projectType.value, 'california'), squareFootage }).timelineWeeks;
  const sizeText = `${squareFootage.toLocaleString('en-US')} sq ft of ${projectType.label} space`;
  const [only] = estimates;
  const priced =
    estimates.length === 1 && only
      ? `${sizeText} in ${only.label} ${options} comes to about ${rangeText(only.estimate.lowEnd, only.estimate.highEnd)}`
      : `${sizeText} ${options} comes to about ${listed(estimates.map(({ label, estimate }) => `${rangeText(estimate.lowEnd, estimate.highEnd)} in ${label}`))}`;
  return {
    kind: 'estimate',
    sources: ['pricing'],
    response: `Using our calculator's rates, ${priced}, with about ${weeks} weeks of construction.${assumptions(question)}${calculatorAndIntake}`,
  };
}

const either = (parts: string[]) => `${parts.slice(0, -1).join(', ')} or ${parts.at(-1) ?? ''}`;

const askTheTeam = `call ${company.phone}, write through our contact section (/#contact), or describe your project in the free-estimate form (/intake) and we'll reply within ${company.responseTimes.intake}`;

/**
 * No passage answers well: the two or three closest topics as links ('Did you mean …'), or, when nothing on the
 * site is near, the three ways to ask the team. Either way the question is unanswered and joins the staff list
 * (docs/product.md §12.6).
 */
export function unknownReply(text = ''): AssistantReply {
  const topics = closestTopics(text);
  if (topics.length >= 2)
    return {
      kind: 'unknown',
      sources: [],
      response: `I'm not sure I understood that one. Did you mean ${either(topics.map(({ label, href }) => `${label} (${href})`))}? If not, our team can answer it directly: ${askTheTeam}.`,
    };
  return {
    kind: 'unknown',
    sources: [],
    response: `I'm not sure about that one, and I'd rather not guess. Our team can answer it directly: ${askTheTeam}.`,
  };
}

/**
 * The built-in assistant (docs/product.md §8.2): guards itself, routes emergencies first to the 24-hour
 * path, prices only with the calculator's rules, answers from the site's own passages with the page and
 * section each came from, uses the previous question for follow-ups, and says so when it does not know. An
 * answer staff taught (`taught`, docs/product.md §8.6) comes before the site's passages, never before the
 * exact facts.
 */
export function answerQuestion(
  message: string,
  history: readonly ChatTurn[] = [],
  taught: readonly TaughtAnswer[] = [],
): AssistantReply {
  const text = message.trim();
  if (injection.test(text)) {
    return {
      kind: 'guarded',
      sources: [],
      response: `I can only help with questions about ${company.name}: our services, the regions we build in, costs, timelines and how to start a project. What would you like to know?`,
    };
  }
  if (greeting.test(text)) {
    return {
      kind: 'greeting',
      sources: [],
      response: `Aloha! How can I help with your project? You can ask about our services, regions, costs or how to get started.`,
    };
  }
  if (thanks.test(text)) {
    return {
      kind: 'thanks',
      sources: [],
      response: `You're welcome! If you'd like a detailed estimate, the free-estimate form (/intake) is the quickest way to reach our team.`,
    };
  }
  const signal = readEmergency(text);
  const urgent = signal !== 'none';
  // Unsure, or a hazard to life (gas, fire, smoke, wiring): the emergency path says to call 911 first.
  const safety = signal === 'unsure' || lifeAtRisk.test(text);
  const contactDetails = contactDetailsIn(text);
  if (contactDetails) {
    const received = `Thank you! I've passed your details to our team, and someone will contact you within ${company.responseTimes.intake}. Is there anything about your project I can answer meanwhile?`;
    if (!urgent) return { kind: 'contact-received', sources: [], response: received };
    const emergency = emergencyReply(text, safety);
    return { ...emergency, kind: 'contact-received', response: `${emergency.response} ${received}` };
  }
  if (urgent) return emergencyReply(text, safety);
  if (isSpanish(text)) return spanishReply();

  const previousQuestion = history.findLast((turn) => turn.role === 'user')?.content ?? '';
  const isFollowUp = previousQuestion !== '' && followUp.test(text);
  const estimate = estimateReply(text, isFollowUp ? previousQuestion : '');
  if (estimate) return estimate;

  const composed = composeAnswer(text, isFollowUp ? previousQuestion : '');
  return taughtReply(text, taught, composed) ?? composed ?? unknownReply(text);
}
