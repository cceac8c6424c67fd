import model from './emergency-model.generated.json';
import { readSigns, type EmergencySignal } from './emergency';

/**
 * The learned emergency reading (docs/product.md §8.4, docs/decisions/103): a logistic model over a message's
 * words, its word pairs and the rules' reading (`readSigns`), trained by `npm run assistant:learn` on
 * the tuning set's emergencies and ordinary questions only. Rules worked from one writer's misses carried little
 * to the next writer; the same words weighed together over every writer's questions carry much more.
 */

/** Word endings dropped so 'dripping', 'drips' and 'dripped' weigh as one. */
const stem = (word: string) => (word.length > 4 ? word.replace(/(ing|ed|es|s|ly)$/, '') : word);

/** What the model weighs in a message: its stemmed words, each pair of neighbours, the rules' reading, a bias. */
export function emergencyFeatures(text: string): string[] {
  const words = (
    text
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[a-z]+/g) ?? []
  ).map(stem);
  const features = new Set(['bias', `signs:${readSigns(text)}`]);
  words.forEach((word, index) => {
    features.add(word);
    if (index > 0) features.add(`${words[index - 1]}_${word}`);
  });
  return [...features];
}

const weights = new Map(model.features.map((feature, index) => [feature, model.weights[index] ?? 0]));

/** How likely the message tells of an emergency, from 0 to 1. */
export function emergencyLikelihood(text: string): number {
  const sum = emergencyFeatures(text).reduce((total, feature) => total + (weights.get(feature) ?? 0), 0);
  return 1 / (1 + Math.exp(-sum));
}

/**
 * From this likelihood a message goes to the emergency path; below `sure` it goes with the safety line first
 * ('unsure': call 911 first where life or gas is at risk).
 */
export const thresholds = { leaning: 0.5, sure: 0.7 };

/** 'emergency', 'unsure' (the emergency path with the safety line first) or 'none'. */
export function readEmergency(text: string): EmergencySignal {
  const likelihood = emergencyLikelihood(text);
  if (likelihood >= thresholds.sure) return 'emergency';
  return likelihood >= thresholds.leaning ? 'unsure' : 'none';
}
