import { z } from '../forms/zod';
import { safeText } from '../forms/text-schema';
import { splitSiteLinks } from './chat';
import type { AssistantReply } from './reply';
import { meaningfulTerms } from './terms';

/**
 * Answers staff teach the assistant from /admin/conversations (docs/product.md §8.6, docs/decisions/087): a
 * question as visitors ask it, a short plain-text answer and the page of the site it sends them to. The
 * assistant gives one when a message asks what it answers, but never instead of the exact facts.
 */

/** What the assistant reads of a `taught_answers` row: the Worker hands the row's columns over as stored. */
export interface TaughtAnswer {
  id: string;
  question: string;
  answer: string;
  href: string;
}

/** A taught answer as staff see it: with its use count and who wrote and last changed it, when. */
export interface AdminTaughtAnswer extends TaughtAnswer {
  uses: number;
  createdAt: string;
  createdBy: string;
  /** The version an edit sends back: an answer changed since answers 409. */
  updatedAt: string;
  updatedBy: string;
  /** Null while the assistant gives it. */
  retiredAt: string | null;
}

export const taughtQuestionMaxLength = 200;
export const taughtAnswerMaxLength = 400;

export const taughtAnswerMessages = {
  question: 'Write the question as a visitor would ask it',
  questionLength: `Keep the question under ${taughtQuestionMaxLength} characters`,
  answer: 'Write the answer the assistant should give',
  answerLength: `Keep the answer under ${taughtAnswerMaxLength} characters`,
  markup: 'Write plain text, without HTML or other markup',
  otherSite: "Link only to this site's own pages (a path such as /intake), not to other sites",
  notAPage: (path: string) => `${path} is not a page of this site`,
  href: 'Link to a page of this site, such as /intake or /#contact',
  taught: 'Answer saved: the assistant gives it from the next message on',
  edited: 'Answer updated',
  retired: 'Answer retired: the assistant no longer gives it',
  stale:
    'Someone else changed this answer while you were editing. It now shows their version; make your change again if it still applies.',
  missing: 'This answer no longer exists.',
} as const;

/** A page of this site as the chat shows it as a link (domain/assistant/chat.ts): `/intake`, `/#contact`. */
const sitePathShape = /^\/(?:[a-z0-9-]+(?:#[a-z0-9-]+)?|#[a-z0-9-]+)$/;
const markup = /[<>]|\]\(|\[\/?[a-z]+\]/i;
const otherSite =
  /\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b(?:javascript|mailto|data):|\b[a-z0-9-]+\.(?:com|net|org|io|co|us|info|biz|app|dev|gov|edu)\b/i;

/**
 * The one schema of a taught answer's fields, for the editor in the browser and the page's action alike.
 * `sitePaths` is the site's page table (app/content/pages.ts): a link must name one of its pages, with a
 * section (`#fragment`) or without.
 */
export function taughtAnswerFieldsSchema(sitePaths: readonly string[]) {
  const pages = new Set(sitePaths);
  const isPage = (href: string) => pages.has(href.split('#')[0] || '/');
  const question = safeText(
    z
      .string({ error: taughtAnswerMessages.question })
      .trim()
      .min(3, { error: taughtAnswerMessages.question })
      .max(taughtQuestionMaxLength, { error: taughtAnswerMessages.questionLength }),
    false,
  );
  const answer = safeText(
    z
      .string({ error: taughtAnswerMessages.answer })
      .trim()
      .min(2, { error: taughtAnswerMessages.answer })
      .max(taughtAnswerMaxLength, { error: taughtAnswerMessages.answerLength }),
    false,
  ).superRefine((text, context) => {
    if (markup.test(text)) context.addIssue({ code: 'custom', message: taughtAnswerMessages.markup });
    else if (otherSite.test(text)) context.addIssue({ code: 'custom', message: taughtAnswerMessages.otherSite });
    // A path in the text becomes a link in the chat, so it too must be a page of the site.
    const strayPath = splitSiteLinks(text).find((part) => part.href !== undefined && !isPage(part.href));
    if (strayPath) context.addIssue({ code: 'custom', message: taughtAnswerMessages.notAPage(strayPath.text) });
  });
  const href = z
    .string({ error: taughtAnswerMessages.href })
    .trim()
    .refine((path) => sitePathShape.test(path) && isPage(path), { error: taughtAnswerMessages.href });
  return z.object({ question, answer, href });
}

/** The staff changes to taught answers: the fields above, taught anew or edited, or an answer retired. */
export function taughtAnswerSchema(sitePaths: readonly string[]) {
  const fields = taughtAnswerFieldsSchema(sitePaths);
  const existing = { id: z.string().min(1).max(64), updatedAt: z.string().max(40) };
  return z.discriminatedUnion('intent', [
    fields.extend({ intent: z.literal('teach') }),
    fields.extend({ intent: z.literal('edit'), ...existing }),
    z.object({ intent: z.literal('retire'), ...existing }),
  ]);
}

export type TaughtAnswerFields = z.output<ReturnType<typeof taughtAnswerFieldsSchema>>;

/** The source a reply names when it gives a taught answer: the chat counts the use by it. */
export const taughtSource = (id: string) => `taught:${id}`;
export const taughtIdOf = (sources: readonly string[]) =>
  sources.find((source) => source.startsWith('taught:'))?.slice('taught:'.length);

/**
 * The exact facts a taught answer never replaces (docs/product.md §8.6): prices, licences, hours and the
 * emergency path. A message about one is answered from the site's own figures, and so is a message the
 * assistant answered from one of those facts.
 */
const exactWords = 'cost budget ballpark licence hour open emergency urgent';
const exactSources = new Set(['pricing', 'fact:pricing', 'fact:hours', 'fact:regions', 'fact:emergency']);
const exactKinds = new Set<AssistantReply['kind']>(['emergency', 'estimate', 'guarded', 'contact-received']);

/** One typo in a word of five letters or more, two from nine: the rule the assistant's own search uses. */
const typosAllowed = (term: string) => (term.length > 8 ? 2 : term.length > 4 ? 1 : 0);

/** Whether two words are within `limit` edits (insert, delete, substitute) of each other. */
function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    if (Math.min(...current) > limit) return false;
    previous = current;
  }
  return (previous[b.length] ?? limit + 1) <= limit;
}

const sameTerm = (asked: string, taught: string) =>
  asked === taught || withinEdits(asked, taught, Math.min(typosAllowed(asked), typosAllowed(taught)));

/** Most of the taught question's words must be in the message, and the message must be mostly about it. */
const minimumQuestionShare = 0.75;
const minimumMessageShare = 0.5;

/** The taught answer that answers `message`, or undefined: the one whose question it matches best. */
export function pickTaughtAnswer(message: string, answers: readonly TaughtAnswer[]): TaughtAnswer | undefined {
  const asked = [...meaningfulTerms(message)];
  if (asked.length === 0) return undefined;
  let best: { answer: TaughtAnswer; score: number } | undefined;
  for (const answer of answers) {
    const taught = [...meaningfulTerms(answer.question)];
    if (taught.length === 0) continue;
    const matchedTaught = taught.filter((term) => asked.some((word) => sameTerm(word, term))).length;
    const matchedAsked = asked.filter((word) => taught.some((term) => sameTerm(word, term))).length;
    const questionShare = matchedTaught / taught.length;
    const messageShare = matchedAsked / asked.length;
    if (questionShare < minimumQuestionShare || messageShare < minimumMessageShare) continue;
    const score = questionShare + messageShare;
    if (!best || score > best.score) best = { answer, score };
  }
  return best?.answer;
}

/**
 * The reply with a taught answer, when one answers `message` and the assistant's own reply (`builtIn`) is
 * not one of the exact facts; undefined otherwise.
 */
export function taughtReply(
  message: string,
  answers: readonly TaughtAnswer[],
  builtIn: AssistantReply | undefined,
): AssistantReply | undefined {
  if (answers.length === 0) return undefined;
  if (builtIn && (exactKinds.has(builtIn.kind) || builtIn.sources.some((source) => exactSources.has(source))))
    return undefined;
  const exactTerms = [...meaningfulTerms(exactWords)];
  if ([...meaningfulTerms(message)].some((word) => exactTerms.some((term) => sameTerm(word, term)))) return undefined;
  const picked = pickTaughtAnswer(message, answers);
  if (!picked) return undefined;
  return {
    kind: 'answer',
    sources: [taughtSource(picked.id)],
    response: `${picked.answer.replace(/\.$/, '')} (${picked.href}).`,
  };
}
