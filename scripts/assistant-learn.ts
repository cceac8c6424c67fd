import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { emergencyFeatures } from '../domain/assistant/emergency-model';
import { emergencyExamples, parseCases, type EmergencyExample, type EvalCase } from '../domain/assistant/eval/evaluate';
import { documents, type Document } from '../domain/assistant/retrieval';
import { meaningfulTerms } from '../domain/assistant/terms';

/**
 * `npm run assistant:learn`: what the assistant learns from the tuning set, never the held-out set, written
 * beside it. The same set gives the same files.
 * - The emergency reading's weights (docs/decisions/103): examples in file order, weights from zero, a fixed
 *   number of passes.
 * - The questions each passage answered (docs/decisions/104), which retrieval reads as visitors' words for it.
 */
const folder = path.join(import.meta.dirname, '../domain/assistant');
export const tuningFile = path.join(folder, 'eval/tuning.jsonl');
export const modelFile = path.join(folder, 'emergency-model.generated.json');
export const questionsFile = path.join(folder, 'learned-questions.generated.json');

/** Passes over the examples, the step of each update, and the pull of every weight toward zero. */
const training = { passes: 30, step: 0.5, shrink: 0.01 };
/** Weights nearer zero than this change no reading and are left out of the file. */
const smallest = 0.01;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the weights were trained on: a changed example is a model to train again. */
export const trainedOn = (examples: EmergencyExample[]) =>
  sha256(examples.map((example) => `${example.emergency ? 1 : 0}\t${example.text}`).join('\n'));

export function train(examples: EmergencyExample[]) {
  const weights = new Map<string, number>();
  const features = examples.map((example) => emergencyFeatures(example.text));
  for (let pass = 0; pass < training.passes; pass += 1) {
    examples.forEach((example, index) => {
      const present = features[index] ?? [];
      const sum = present.reduce((total, feature) => total + (weights.get(feature) ?? 0), 0);
      const error = 1 / (1 + Math.exp(-sum)) - (example.emergency ? 1 : 0);
      for (const feature of present) {
        const weight = weights.get(feature) ?? 0;
        weights.set(feature, weight - training.step * (error + training.shrink * weight));
      }
    });
  }
  const kept = [...weights]
    .filter(([, weight]) => Math.abs(weight) >= smallest)
    .toSorted(([a], [b]) => (a < b ? -1 : 1));
  return {
    trainedOn: trainedOn(examples),
    features: kept.map(([feature]) => feature),
    weights: kept.map(([, weight]) => Math.round(weight * 1000) / 1000),
  };
}

/** A question more passages than this answer equally well (a phone number, a licence) teaches none of them. */
const mostHolders = 3;

/** A passage that links this many pages or more is a list of links (the header, footer and site index). */
const navigationLinks = 5;
const isNavigation = (document: Document) => (document.text.match(/\(\/[^)]*\)/g)?.length ?? 0) >= navigationLinks;

/** What an answer to a question the site does not answer says ('not sure'): such a question teaches no passage. */
const expectsNoAnswer = /\bnot sure\b/;

/** What the learned questions were learned from: the fact questions and the passages, ids and texts. */
export const learnedFrom = (cases: readonly EvalCase[], searched: readonly Document[]) =>
  sha256(
    JSON.stringify([cases.filter((testCase) => testCase.kind === 'fact'), searched.map(({ id, text }) => [id, text])]),
  );

/**
 * The passage or passages each fact question is answered by: those that say every text the answer must
 * contain, and of several, those that share the most words with the question. A question asked after another
 * one, one whose answer is worked out (a price, a place) and one the site does not answer teach nothing.
 */
export function learnQuestions(cases: readonly EvalCase[], searched: readonly Document[] = documents) {
  const questions: Record<string, string[]> = {};
  const termsOf = new Map(
    searched.map((document) => [
      document.id,
      meaningfulTerms(`${document.title} ${document.keywords} ${document.text}`),
    ]),
  );
  for (const testCase of cases) {
    if (testCase.kind !== 'fact' || testCase.before || testCase.mustContain.length === 0) continue;
    const musts = testCase.mustContain.map((text) => text.toLowerCase());
    if (musts.some((text) => expectsNoAnswer.test(text))) continue;
    // The site's lists of links name every page: a visitor's words for a topic belong to the topic's own passage.
    const holders = searched.filter(
      (document) => !isNavigation(document) && musts.every((text) => document.text.toLowerCase().includes(text)),
    );
    const asked = meaningfulTerms(testCase.question);
    const shared = (document: Document) => [...asked].filter((term) => termsOf.get(document.id)?.has(term)).length;
    const most = Math.max(...holders.map(shared));
    const answering = holders.filter((document) => shared(document) === most);
    if (answering.length === 0 || answering.length > mostHolders) continue;
    for (const document of answering) (questions[document.id] ??= []).push(testCase.question);
  }
  return { learnedFrom: learnedFrom(cases, searched), questions };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tuning = readFileSync(tuningFile, 'utf8');
  const examples = emergencyExamples(tuning);
  const model = train(examples);
  writeFileSync(modelFile, `${JSON.stringify(model)}\n`);
  console.log(
    `emergency model: ${examples.length} examples, ${model.features.length} weights -> ${path.relative(process.cwd(), modelFile)}`,
  );
  const learned = learnQuestions(parseCases(tuning));
  writeFileSync(questionsFile, `${JSON.stringify(learned, null, 1)}\n`);
  const counts = Object.values(learned.questions).map((list) => list.length);
  console.log(
    `learned questions: ${counts.reduce((sum, count) => sum + count, 0)} questions on ${counts.length} passages -> ${path.relative(process.cwd(), questionsFile)}`,
  );
}
